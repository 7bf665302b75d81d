import type { MetadataRoute } from 'next';
import { getSettings } from '@/lib/settings/data';
import { routing, type Locale } from '@/lib/i18n/routing';
import { lastModifiedByPath } from '@/lib/seo/last-modified';
import { publicPaths } from '@/lib/seo/public-paths';
import { writtenPageLocales } from '@/lib/seo/written-pages';
import { siteOrigin } from '@/lib/seo/site-url';
import { localizedPath } from '@/lib/i18n/languages';

// Built per request from cached settings: the origin can change with the settings.
export const dynamic = 'force-dynamic';

/**
 * Every public page in every language, each entry listing its alternates (en, uk, x-default);
 * an editable page only in the languages where it has text (an unwritten one is noindex).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [settings, lastModified, written, paths] = await Promise.all([
    getSettings(),
    lastModifiedByPath(),
    writtenPageLocales(),
    publicPaths(),
  ]);
  const origin = siteOrigin(settings);
  const url = (locale: Locale, path: string) => `${origin}${localizedPath(locale, path)}`;
  return paths.flatMap((path) => {
    const locales = routing.locales.filter((locale) => written.get(path)?.has(locale) ?? true);
    if (locales.length === 0) return [];
    const languages: Record<string, string> = {};
    for (const locale of locales) languages[locale] = url(locale, path);
    if (locales.includes(routing.defaultLocale)) {
      languages['x-default'] = url(routing.defaultLocale, path);
    }
    return locales.map((locale) => ({
      url: url(locale, path),
      lastModified: lastModified.get(path),
      changeFrequency:
        path === '/' || path === '/bulletins' ? ('weekly' as const) : ('monthly' as const),
      priority: path === '/' ? 1 : 0.7,
      alternates: { languages },
    }));
  });
}
