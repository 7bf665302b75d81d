import type { MetadataRoute } from 'next';
import { getSettings } from '@/lib/db/settings';
import { routing } from '@/lib/i18n/routing';
import { lastModifiedByPath } from '@/lib/seo/last-modified';
import { publicPaths } from '@/lib/seo/public-paths';
import { localizedPath, siteOrigin } from '@/lib/seo/site-url';

// Built per request from cached settings: the origin can change with the settings.
export const dynamic = 'force-dynamic';

/** Every public page in both languages, each entry listing its alternates (en, uk, x-default). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [settings, lastModified] = await Promise.all([getSettings(), lastModifiedByPath()]);
  const origin = siteOrigin(settings);
  const url = (locale: string, path: string) => `${origin}${localizedPath(locale, path)}`;
  return publicPaths().flatMap((path) => {
    const languages: Record<string, string> = {};
    for (const locale of routing.locales) languages[locale] = url(locale, path);
    languages['x-default'] = url(routing.defaultLocale, path);
    return routing.locales.map((locale) => ({
      url: url(locale, path),
      lastModified: lastModified.get(path),
      changeFrequency:
        path === '/' || path === '/bulletins' ? ('weekly' as const) : ('monthly' as const),
      priority: path === '/' ? 1 : 0.7,
      alternates: { languages },
    }));
  });
}
