import 'server-only';
import { getLivePages, sitePagePath } from '@/lib/pages/catalogue';
import { eventPaths } from '@/lib/events/sitemap';

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

/** The fixed pages, then every live page (retired ones leave the sitemap), then the calendar. */
export async function publicPaths(): Promise<string[]> {
  const [pages, events] = await Promise.all([getLivePages(), eventPaths()]);
  return [...staticPublicPaths, ...pages.map(sitePagePath), ...events];
}
