import 'server-only';
import { cacheFor, cacheTags, LIFETIME_SECONDS } from '@/lib/cache';
import { getDb } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/types';
import { textIn, type TextInLanguage } from '@/lib/i18n/fallback';
import { languageOf, perLanguage, type PerLanguage } from '@/lib/i18n/languages';

// The catalogue of pages is data (issue 25): each page's slug, section, name per language, menu
// place and state live in the `Page` table. Everything that lists or routes pages (menu, section
// landings, sitemap, search, Edit Text, the page routes) reads it here, cached under the `pages`
// tag, which every page write invalidates.

/** The sections the site has from the start; a staff-made section is a top-level page's slug. */
export const fixedSections = ['about-us', 'liturgy', 'ministries-and-groups'] as const;

export interface SitePage {
  id: string;
  slug: string;
  /** The URL segment it lives under ('' = top level). */
  section: string;
  title: PerLanguage<string>;
  /** Its place among its menu group's live pages, from 0 (the `order` of POST and PATCH). */
  order: number;
  showInMenu: boolean;
  /** Out of the menu until its text is first published, then in it (a new page staff left unticked). */
  menuOnPublish: boolean;
  /** ISO time it was retired; null while live. */
  retiredAt: string | null;
  /** ISO time of the last change to its place or name. */
  updatedAt: string;
}

/** The columns a page in the catalogue is made of. */
export const pageColumns = {
  id: true,
  slug: true,
  section: true,
  title: true,
  sortOrder: true,
  showInMenu: true,
  menuOnPublish: true,
  retiredAt: true,
  updatedAt: true,
} satisfies Prisma.PageSelect;

type PageRow = Prisma.PageGetPayload<{ select: typeof pageColumns }>;

export function toSitePage(row: PageRow): SitePage {
  const stored = (row.title && typeof row.title === 'object' ? row.title : {}) as Record<
    string,
    unknown
  >;
  return {
    id: row.id,
    slug: row.slug,
    section: row.section,
    title: perLanguage((code) =>
      typeof stored[code] === 'string' ? (stored[code] as string) : '',
    ),
    order: row.sortOrder,
    showInMenu: row.showInMenu,
    menuOnPublish: row.menuOnPublish,
    retiredAt: row.retiredAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every page, retired ones included, in menu order (section, then order, then slug). Uncached. */
export async function loadSitePages(): Promise<SitePage[]> {
  const rows = await getDb().page.findMany({
    orderBy: [{ section: 'asc' }, { sortOrder: 'asc' }, { slug: 'asc' }],
    select: pageColumns,
  });
  return rows.map(toSitePage);
}

/** The same, cached until a page write. */
export async function getSitePages(): Promise<SitePage[]> {
  'use cache';
  const pages = await loadSitePages();
  cacheFor([cacheTags.pages], await lifetimeWhileWaiting(pages));
  return pages;
}

// NOTE: as in published.ts. A new page waiting for its text joins the menu when the
// scheduled-drafts job publishes its scheduled text, which expires `pages` in the shared caches
// only (one instance without Redis: Next's in-process cache can be expired only from a request).
// So while such a page has a scheduled text, the catalogue's cached read lives only until that
// time, then a second at a time until the job has published it; the pages reading it follow.
async function lifetimeWhileWaiting(pages: SitePage[]): Promise<number> {
  const waiting = pages.filter((page) => page.menuOnPublish && !page.retiredAt);
  if (waiting.length === 0) return LIFETIME_SECONDS;
  const next = await getDb().pageDraft.findFirst({
    where: { slug: { in: waiting.map((page) => page.slug) }, publishAt: { not: null } },
    orderBy: { publishAt: 'asc' },
    select: { publishAt: true },
  });
  if (!next?.publishAt) return LIFETIME_SECONDS;
  const secondsLeft = Math.ceil((next.publishAt.getTime() - Date.now()) / 1000);
  return Math.max(1, Math.min(LIFETIME_SECONDS, secondsLeft));
}

export async function getLivePages(): Promise<SitePage[]> {
  return (await getSitePages()).filter((page) => page.retiredAt === null);
}

/** The public path of a page, without the language prefix. */
export function sitePagePath(page: Pick<SitePage, 'slug' | 'section'>): string {
  return page.section ? `/${page.section}/${page.slug}` : `/${page.slug}`;
}

/** A live page by slug (the key of /api/content/{slug}). */
export async function findLivePage(slug: string): Promise<SitePage | undefined> {
  return (await getLivePages()).find((page) => page.slug === slug);
}

/** The live pages of a section, in their order. */
export async function livePagesIn(section: string): Promise<SitePage[]> {
  return (await getLivePages()).filter((page) => page.section === section);
}

/** A page's name in a language, or the default language's where it has none of its own. */
export function pageTitleIn(
  page: Pick<SitePage, 'title' | 'slug'>,
  locale: string,
): TextInLanguage {
  const title = textIn(page.title, languageOf(locale).code);
  return title.text ? title : { text: page.slug, lang: undefined };
}

/** What a page address names. */
export type PathTarget =
  | { kind: 'page'; page: SitePage }
  | { kind: 'moved'; to: string }
  | { kind: 'gone'; page: SitePage }
  | { kind: 'none' };

/** Old addresses of renamed pages, cached until a page write. */
async function getRedirects(): Promise<Record<string, string>> {
  'use cache';
  cacheFor([cacheTags.pages]);
  const rows = await getDb().pageRedirect.findMany({ select: { fromPath: true, pageId: true } });
  return Object.fromEntries(rows.map((row) => [row.fromPath, row.pageId]));
}

/**
 * What `/{section}/{slug}` (or `/{slug}` for the top level) names: a live page, an old address of
 * a renamed page (308 to its address now), a retired page (410), or nothing (404).
 */
export async function resolvePagePath(section: string, slug: string): Promise<PathTarget> {
  const pages = await getSitePages();
  const path = sitePagePath({ section, slug });
  const live = pages.find((page) => page.retiredAt === null && sitePagePath(page) === path);
  if (live) return { kind: 'page', page: live };
  const movedTo = (await getRedirects())[path];
  const target = movedTo ? pages.find((page) => page.id === movedTo) : undefined;
  if (target && target.retiredAt === null) return { kind: 'moved', to: sitePagePath(target) };
  const retired = pages.find((page) => sitePagePath(page) === path) ?? target;
  if (retired) return { kind: 'gone', page: retired };
  return { kind: 'none' };
}
