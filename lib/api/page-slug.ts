import 'server-only';
import { badRequest } from './errors';
import { findEditablePage } from '@/lib/content/pages';

/** The `[page]` segment of a content route: a slug from the catalogue of editable pages, or 400. */
export async function readPageSlug(context: {
  params: Promise<{ page: string }>;
}): Promise<string> {
  const { page } = await context.params;
  if (!findEditablePage(page))
    throw badRequest('Unknown page', { page: 'No editable page has this name' });
  return page;
}
