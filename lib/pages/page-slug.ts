import 'server-only';
import { badRequest, notFound } from '@/lib/http/errors';
import { findEditablePage } from '@/lib/pages/pages';

/** The shape every catalogue slug has: lower-case words joined by single hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The `[page]` segment of a content route: a slug from the catalogue of editable pages. A
 * malformed segment is a bad request (400); a well-formed one naming no page is not found (404).
 */
export async function readPageSlug(context: {
  params: Promise<{ page: string }>;
}): Promise<string> {
  const { page } = await context.params;
  if (page.length > 100 || !SLUG.test(page))
    throw badRequest('Malformed page name', { page: 'Not a page name' });
  if (!findEditablePage(page)) throw notFound('No editable page has this name');
  return page;
}
