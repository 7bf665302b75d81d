import { hasLocale } from 'next-intl';
import { errorResponse, notFound } from '@/lib/http/errors';
import { bulletinsFeed } from '@/lib/bulletins/feed';
import { routing } from '@/lib/i18n/routing';

// Reached through the rewrites in next.config.ts: /bulletins/feed.xml and its per-language paths.
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string }> };

export async function GET(_request: Request, context: Context) {
  const { locale } = await context.params;
  if (!hasLocale(routing.locales, locale)) return errorResponse(notFound());
  return new Response(await bulletinsFeed(locale), {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    },
  });
}
