import type { MetadataRoute } from 'next';
import { getSettings } from '@/lib/settings/data';
import { siteOrigin } from '@/lib/seo/site-url';
import { languages, localizedPath } from '@/lib/i18n/languages';

export const dynamic = 'force-dynamic';

/** Staff pages and the API stay out of search engines, in every language. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = siteOrigin(await getSettings());
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        '/api',
        ...languages.flatMap((language) =>
          ['/dashboard', '/login', '/reset-password', '/forgot-password'].map((path) =>
            localizedPath(language.tag, path),
          ),
        ),
      ],
    },
    sitemap: `${origin}/sitemap.xml`,
  };
}
