import 'server-only';
import { getLivePages, sitePagePath } from '@/lib/pages/catalogue';

/** Every public page, by its path without language prefix: the sitemap's list. */
export const staticPublicPaths = [
  '/',
  '/bulletins',
  '/about-us',
  '/contact-us',
  '/covenant-of-care',
  '/liturgy',
  '/ministries-and-groups',
] as const;

/** The fixed pages, then every live page (retired ones leave the sitemap). */
export async function publicPaths(): Promise<string[]> {
  return [...staticPublicPaths, ...(await getLivePages()).map(sitePagePath)];
}
