import { hasLocale } from 'next-intl';
import { errorResponse, notFound } from '@/lib/http/errors';
import { routing } from '@/lib/i18n/routing';
import { eventCalendar } from '@/lib/events/feed';
import { EVENT_SLUG } from '@/lib/events/slug';

// Reached through the rewrites in next.config.ts: /events/{slug}.ics in every language.
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string; file: string }> };

export async function GET(_request: Request, context: Context) {
  const { locale, file } = await context.params;
  const slug = file.replace(/\.ics$/, '');
  if (!hasLocale(routing.locales, locale) || !EVENT_SLUG.test(slug))
    return errorResponse(notFound());
  const calendar = await eventCalendar(locale, slug);
  if (!calendar) return errorResponse(notFound('No such event'));
  return new Response(calendar, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="${slug}.ics"`,
      'Cache-Control': 'public, max-age=300',
    },
  });
}
