import { hasLocale } from 'next-intl';
import { errorResponse, notFound } from '@/lib/http/errors';
import { liturgyCalendar } from '@/lib/schedule/liturgy-calendar';
import { routing } from '@/lib/i18n/routing';

// Reached through the rewrites in next.config.ts: /liturgy-schedule.ics and its per-language paths.
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string }> };

export async function GET(_request: Request, context: Context) {
  const { locale } = await context.params;
  if (!hasLocale(routing.locales, locale)) return errorResponse(notFound());
  return new Response(await liturgyCalendar(locale), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="liturgy-schedule.ics"',
      'Cache-Control': 'public, max-age=300',
    },
  });
}
