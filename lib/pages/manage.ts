import 'server-only';
import { cacheTags, invalidate } from '@/lib/cache';
import { ApiError, notFound } from '@/lib/http/errors';
import { getDb } from '@/lib/db/client';
import { recordActivity, type Actor } from '@/lib/activity/record';
import { refreshPageIndex, unindexPage } from './search';
import { refreshGonePaths } from './gone-paths';
import { fixedSections, sitePagePath, toSitePage, type SitePage } from './catalogue';
import {
  reservedTopLevelSlugs,
  type PageCreateInput,
  type PageUpdateInput,
} from './catalogue-schemas';

type Tx = Parameters<Parameters<ReturnType<typeof getDb>['$transaction']>[0]>[0];

const conflict = (message: string, fields?: Record<string, string>, reason?: string) =>
  new ApiError(409, 'conflict', message, fields, undefined, undefined, reason);

const invalid = (fields: Record<string, string>) =>
  new ApiError(400, 'validation_failed', 'The request is not valid', fields);

/** Every page, retired ones included (the dashboard's list and GET /api/pages). */
export async function listPages(): Promise<SitePage[]> {
  const rows = await getDb().page.findMany({
    orderBy: [{ section: 'asc' }, { sortOrder: 'asc' }, { slug: 'asc' }],
  });
  return rows.map(toSitePage);
}

/**
 * Where a page may live: a fixed section, the top level (its slug then must not be one of the
 * site's own routes), or under a live top-level page (a section staff made), never under itself.
 */
async function checkPlace(tx: Tx, slug: string, section: string, id?: string): Promise<void> {
  if (section === '') {
    if (reservedTopLevelSlugs.has(slug)) {
      throw invalid({ slug: 'This address belongs to another part of the site' });
    }
    return;
  }
  if ((fixedSections as readonly string[]).includes(section)) return;
  const parent = await tx.page.findUnique({ where: { slug: section } });
  if (!parent || parent.retiredAt || parent.section !== '' || parent.id === id) {
    throw invalid({ section: 'No such section' });
  }
}

async function checkSlugFree(tx: Tx, slug: string, id?: string): Promise<void> {
  const other = await tx.page.findUnique({ where: { slug }, select: { id: true } });
  if (other && other.id !== id) {
    throw conflict('Another page has this address', { slug: 'Already used' }, 'slug_taken');
  }
}

/**
 * Puts a page at `index` among the live pages of its section (the end when undefined) and
 * numbers the section 0, 1, … so the order stays dense.
 */
async function placeInSection(tx: Tx, section: string, id: string, index?: number) {
  const siblings = await tx.page.findMany({
    where: { section, retiredAt: null },
    orderBy: [{ sortOrder: 'asc' }, { slug: 'asc' }],
    select: { id: true, sortOrder: true },
  });
  const others = siblings.filter((page) => page.id !== id);
  const at = index === undefined ? others.length : Math.min(index, others.length);
  const ordered = [...others.slice(0, at), { id, sortOrder: -1 }, ...others.slice(at)];
  for (const [position, page] of ordered.entries()) {
    if (page.sortOrder !== position) {
      await tx.page.update({ where: { id: page.id }, data: { sortOrder: position } });
    }
  }
}

/** Numbers the live pages of a section 0, 1, … in their order. */
async function compactSection(tx: Tx, section: string) {
  const pages = await tx.page.findMany({
    where: { section, retiredAt: null },
    orderBy: [{ sortOrder: 'asc' }, { slug: 'asc' }],
    select: { id: true, sortOrder: true },
  });
  for (const [position, page] of pages.entries()) {
    if (page.sortOrder !== position) {
      await tx.page.update({ where: { id: page.id }, data: { sortOrder: position } });
    }
  }
}

export async function createPage(actor: Actor, input: PageCreateInput): Promise<SitePage> {
  const page = await getDb().$transaction(async (tx) => {
    await checkSlugFree(tx, input.slug);
    await checkPlace(tx, input.slug, input.section);
    const created = await tx.page.create({
      data: {
        slug: input.slug,
        section: input.section,
        title: input.title,
        showInMenu: input.showInMenu,
      },
    });
    // A new page at an address an older page left: the page wins over the old redirect.
    await tx.pageRedirect.deleteMany({ where: { fromPath: sitePagePath(input) } });
    await placeInSection(tx, input.section, created.id, input.order);
    return tx.page.findUniqueOrThrow({ where: { id: created.id } });
  });
  await refreshGonePaths();
  await invalidate(cacheTags.pages, cacheTags.page(page.slug));
  await recordActivity({ actorId: actor.id, action: 'page.create', target: page.slug });
  return toSitePage(page);
}

/** Any of slug, section, title, showInMenu, order; a new slug or section is a rename (old URL 308). */
export async function updatePage(
  actor: Actor,
  id: string,
  input: PageUpdateInput,
): Promise<SitePage> {
  const result = await getDb().$transaction(async (tx) => {
    const current = await tx.page.findUnique({ where: { id } });
    if (!current || current.retiredAt) throw notFound('No such page');
    const slug = input.slug ?? current.slug;
    const section = input.section ?? current.section;
    const moved = slug !== current.slug || section !== current.section;
    if (moved) {
      const children = await tx.page.count({
        where: { section: current.slug, retiredAt: null },
      });
      if (children > 0 && current.section === '') {
        throw conflict('Move or retire the pages of this section first', undefined, 'has_pages');
      }
      await checkSlugFree(tx, slug, id);
      await checkPlace(tx, slug, section, id);
    }
    await tx.page.update({
      where: { id },
      data: {
        slug,
        section,
        ...(input.title ? { title: input.title } : {}),
        ...(input.showInMenu !== undefined ? { showInMenu: input.showInMenu } : {}),
      },
    });
    if (moved) {
      const from = sitePagePath(current);
      const to = sitePagePath({ slug, section });
      // Older addresses of this page now lead to the new one as well; the new one is no redirect.
      await tx.pageRedirect.deleteMany({ where: { fromPath: to } });
      await tx.pageRedirect.upsert({
        where: { fromPath: from },
        update: { pageId: id },
        create: { fromPath: from, pageId: id },
      });
    }
    if (slug !== current.slug) {
      // The text, its revisions, its draft and its search entries follow the page's slug (the
      // translations follow PageContent by ON UPDATE CASCADE).
      await tx.pageContent.updateMany({ where: { slug: current.slug }, data: { slug } });
      await tx.pageRevision.updateMany({ where: { slug: current.slug }, data: { slug } });
      await tx.pageDraft.updateMany({ where: { slug: current.slug }, data: { slug } });
    }
    if (section !== current.section || input.order !== undefined) {
      await placeInSection(tx, section, id, input.order);
      // The section it left stays dense.
      if (section !== current.section) await compactSection(tx, current.section);
    }
    const page = await tx.page.findUniqueOrThrow({ where: { id } });
    return { page, oldSlug: current.slug };
  });
  const { page, oldSlug } = result;
  await refreshGonePaths();
  await invalidate(cacheTags.pages, cacheTags.page(oldSlug), cacheTags.page(page.slug));
  if (oldSlug !== page.slug) {
    await unindexPage(oldSlug).catch(() => undefined);
    await refreshPageIndex(page.slug);
  }
  const onlyOrder = Object.keys(input).every((key) => key === 'order');
  await recordActivity({
    actorId: actor.id,
    action: onlyOrder ? 'page.order' : 'page.update',
    target: page.slug,
  });
  return toSitePage(await getDb().page.findUniqueOrThrow({ where: { id: page.id } }));
}

/** Retires a page: its address answers 410, it leaves the menu, the sitemap and search. */
export async function retirePage(actor: Actor, id: string): Promise<SitePage> {
  const page = await getDb().$transaction(async (tx) => {
    const current = await tx.page.findUnique({ where: { id } });
    if (!current || current.retiredAt) throw notFound('No such page');
    if (current.section === '') {
      const children = await tx.page.count({ where: { section: current.slug, retiredAt: null } });
      if (children > 0) {
        throw conflict('Move or retire the pages of this section first', undefined, 'has_pages');
      }
    }
    const retired = await tx.page.update({ where: { id }, data: { retiredAt: new Date() } });
    await compactSection(tx, current.section);
    return retired;
  });
  await unindexPage(page.slug);
  await refreshGonePaths();
  await invalidate(cacheTags.pages, cacheTags.page(page.slug));
  await recordActivity({ actorId: actor.id, action: 'page.retire', target: page.slug });
  return toSitePage(page);
}
