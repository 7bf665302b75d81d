import type { MetadataRoute } from 'next';
import { getSettings } from '@/lib/db/settings';
import { siteOrigin } from '@/lib/seo/site-url';

export const dynamic = 'force-dynamic';

/** Staff pages and the API stay out of search engines, in both languages. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = siteOrigin(await getSettings());
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/dashboard', '/login', '/api', '/ua/dashboard', '/ua/login'],
    },
    sitemap: `${origin}/sitemap.xml`,
  };
}
