import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { errorResponse, notFound } from '@/lib/http/errors';
import { routing } from '@/lib/i18n/routing';
import { getCategories } from '@/lib/events/data';
import { eventsCalendar } from '@/lib/events/feed';
import { defaultLanguage, languageOf } from '@/lib/i18n/languages';

// Reached through the rewrites in next.config.ts: /events.ics and /ua/events.ics, each with an
// optional ?category=<slug>.
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string }> };

export async function GET(request: Request, context: Context) {
  const { locale } = await context.params;
  if (!hasLocale(routing.locales, locale)) return errorResponse(notFound());
  const category = new URL(request.url).searchParams.get('category') ?? '';
  const categories = await getCategories();
  const chosen = categories.find((entry) => entry.slug === category);
  if (category && !chosen) return errorResponse(notFound('No such category'));
  const t = await getTranslations({ locale, namespace: 'Events' });
  const name = chosen
    ? chosen.name[languageOf(locale).code] || chosen.name[defaultLanguage.code]
    : t('heading');
  return new Response(await eventsCalendar(locale, name, category), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="events.ics"',
      'Cache-Control': 'public, max-age=300',
    },
  });
}
