import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { perLanguageSchema } from '@/lib/validation/per-language';
import { languages } from '@/lib/i18n/languages';

/** The shape of every page slug and section: lower-case words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const PAGE_LIMITS = { slug: 80, title: 120, order: 10_000 } as const;

/**
 * First path segments a top-level page cannot take: the site's own routes, the language prefixes
 * and the internal locales (next.config's rewrites and redirects claim them first).
 */
export const reservedTopLevelSlugs = new Set([
  'about-us',
  'api',
  'bulletins',
  'contact-us',
  'covenant-of-care',
  'dashboard',
  'feeds',
  'home',
  'liturgy',
  'login',
  'ministries-and-groups',
  'search',
  'uploads',
  // Every language's locale and URL prefix, as lib/i18n/language-routes.ts claims them.
  ...languages.flatMap(({ tag, prefix }) => [tag, prefix.slice(1)]).filter(Boolean),
]);

const slug = z
  .string()
  .trim()
  .min(1, 'A page address is required')
  .max(PAGE_LIMITS.slug, `A page address is at most ${PAGE_LIMITS.slug} characters`)
  .regex(SLUG_PATTERN, 'Lower-case letters, digits and single hyphens only');

const section = z
  .string()
  .trim()
  .max(PAGE_LIMITS.slug)
  .refine((value) => value === '' || SLUG_PATTERN.test(value), 'Not a section');

const name = z
  .string()
  .trim()
  .max(PAGE_LIMITS.title, `A page name is at most ${PAGE_LIMITS.title} characters`);

const title = perLanguageSchema(name.min(1, 'A page name is required'), name);

const order = z.number().int().min(0).max(PAGE_LIMITS.order);

/**
 * POST /api/pages. `showInMenu`: true puts the page in the menu at once, false keeps it out until
 * staff show it; left out, the page joins the menu when its text is first published (an empty page
 * is never in the menu by default). `order`: its place in its menu group (left out: the end).
 */
export const pageCreateSchema = z.strictObject({
  slug,
  section,
  title,
  showInMenu: z.boolean().optional(),
  order: order.optional(),
});

/** PATCH /api/pages/{id}: any of the same fields; a changed slug or section is a rename. */
export const pageUpdateSchema = z
  .strictObject({
    slug: slug.optional(),
    section: section.optional(),
    title: title.optional(),
    /** Set by hand: the page no longer waits for its text to join the menu. */
    showInMenu: z.boolean().optional(),
    order: order.optional(),
    /** With a new title: the page's heading takes it in every language, own wording or not. */
    renameHeadings: z.boolean().optional(),
  })
  .refine((value) => Object.keys(value).length > 0, 'Nothing to change');

export type PageCreateInput = z.infer<typeof pageCreateSchema>;
export type PageUpdateInput = z.infer<typeof pageUpdateSchema>;
