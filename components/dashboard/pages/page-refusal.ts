// Why the server refused a page write, in words the Pages tab can say: the API's stable `reason`
// (slug_taken, slug_reserved, …) with the address and page names it concerns. A real concurrent
// edit keeps the generic conflict text (api-error-text.ts); nothing else falls back to it.
import { ApiRequestError } from '@/components/auth/api-client';
import type { SitePage } from '@/lib/pages/catalogue';

export const PAGE_REFUSALS = [
  'slug_taken',
  'slug_retired',
  'slug_reserved',
  'no_section',
  'has_pages',
  'section_retired',
  'not_retired',
] as const;
export type PageRefusalReason = (typeof PAGE_REFUSALS)[number];

export interface PageRefusal {
  reason: PageRefusalReason;
  values: { slug: string; name: string };
  /** The retired page that holds the address: the tab offers to bring it back. */
  retiredPage: SitePage | null;
}

export function pageRefusal(
  error: unknown,
  pages: SitePage[],
  sent: { slug?: string; section?: string },
  nameOf: (page: SitePage) => string,
): PageRefusal | null {
  if (!(error instanceof ApiRequestError)) return null;
  const body = error.body as {
    error?: { reason?: unknown };
    retiredPage?: { id?: unknown };
  } | null;
  const reason = body?.error?.reason;
  if (!(PAGE_REFUSALS as readonly unknown[]).includes(reason)) return null;
  const retiredPage = pages.find((page) => page.id === body?.retiredPage?.id) ?? null;
  const section = pages.find((page) => page.slug === sent.section);
  const named = retiredPage ?? section;
  return {
    reason: reason as PageRefusalReason,
    values: { slug: sent.slug ?? '', name: named ? nameOf(named) : (sent.section ?? '') },
    retiredPage,
  };
}
