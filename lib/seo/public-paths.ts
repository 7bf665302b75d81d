import { editablePagePath, editablePages } from '@/lib/pages/pages';

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

export function publicPaths(): string[] {
  return [...staticPublicPaths, ...editablePages.map(editablePagePath)];
}
