import 'server-only';
import { cacheTags, invalidate } from '@/lib/cache';
import { ApiError, notFound } from '@/lib/http/errors';
import { getDb } from '@/lib/db/client';
import { recordActivity, type Actor } from '@/lib/activity/record';
import { refreshPageIndex, unindexPage } from './search';
import { refreshGonePaths } from './gone-paths';
import { renameHeadings, type HeadingRename } from './rename-headings';
import { fixedSections, sitePagePath, toSitePage, type SitePage } from './catalogue';
import { menuGroupSections } from './menu-groups';
import {
  reservedTopLevelSlugs,
  type PageCreateInput,
  type PageUpdateInput,
} from './catalogue-schemas';

type Tx = Parameters<Parameters<ReturnType<typeof getDb>['$transaction']>[0]>[0];

const conflict = (message: string, fields?: Record<string, string>, reason?: string) =>
  new ApiError(409, 'conflict', message, fields, undefined, undefined, reason);

// Every refusal names its field and a stable `reason`, which the dashboard words in the staff
// member's language ("Another page already has the address …").
const invalid = (fields: Record<string, string>, reason: string) =>
  new ApiError(
    400,
    'validation_failed',
    'The request is not valid',
    fields,
    undefined,
    undefined,
    reason,
  );

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
      throw invalid({ slug: 'This address belongs to another part of the site' }, 'slug_reserved');
    }
    return;
  }
  if ((fixedSections as readonly string[]).includes(section)) return;
  const parent = await tx.page.findUnique({ where: { slug: section } });
  if (!parent || parent.retiredAt || parent.section !== '' || parent.id === id) {
    throw invalid({ section: 'No such section' }, 'no_section');
  }
}

async function checkSlugFree(tx: Tx, slug: string, id?: string): Promise<void> {
  const other = await tx.page.findUnique({
    where: { slug },
    select: { id: true, retiredAt: true },
  });
  if (other && other.id !== id) {
    // A retired page keeps its address: the answer names it, so staff can bring it back.
    const retiredPage = other.retiredAt ? { retiredPage: { id: other.id } } : undefined;
    throw new ApiError(
      409,
      'conflict',
      'Another page has this address',
      { slug: other.retiredAt ? 'Used by a retired page' : 'Already used' },
      undefined,
      retiredPage,
      other.retiredAt ? 'slug_retired' : 'slug_taken',
    );
  }
}

/**
 * Puts a page at `index` among the live pages of its menu group (the end when undefined) and
 * numbers the group 0, 1, … so the order stays dense.
 */
async function placeInSection(tx: Tx, section: string, id: string, index?: number) {
  const siblings = await tx.page.findMany({
    where: { section: { in: menuGroupSections(section) }, retiredAt: null },
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

/** Numbers the live pages of a menu group 0, 1, … in their order. */
async function compactSection(tx: Tx, section: string) {
  const pages = await tx.page.findMany({
    where: { section: { in: menuGroupSections(section) }, retiredAt: null },
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
        // Not ticked: the page waits out of the menu until it has text (data.ts lets it in).
        showInMenu: input.showInMenu === true,
        menuOnPublish: input.showInMenu === undefined,
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

/**
 * Any of slug, section, title, showInMenu, order; a new slug or section is a rename (old URL 308).
 * `showInMenu` set by hand ends a new page's wait for its text (menuOnPublish).
 */
export async function updatePage(
  actor: Actor,
  id: string,
  input: PageUpdateInput,
): Promise<SitePage & { headings: HeadingRename }> {
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
        ...(input.showInMenu !== undefined
          ? { showInMenu: input.showInMenu, menuOnPublish: false }
          : {}),
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
    const headings = input.title
      ? await renameHeadings(
          tx,
          current.slug,
          current.title as Record<string, string>,
          input.title,
          input.renameHeadings,
        )
      : { renamed: [], differing: [] };
    if (slug !== current.slug) {
      // The text, its revisions, its draft and its search entries follow the page's slug (the
      // translations follow PageContent by ON UPDATE CASCADE).
      await tx.pageContent.updateMany({ where: { slug: current.slug }, data: { slug } });
      await tx.pageRevision.updateMany({ where: { slug: current.slug }, data: { slug } });
      await tx.pageDraft.updateMany({ where: { slug: current.slug }, data: { slug } });
    }
    // A move within its menu group (top level ↔ /about-us) keeps its place unless given one.
    const sameGroup = menuGroupSections(section).includes(current.section);
    if ((section !== current.section && !sameGroup) || input.order !== undefined) {
      await placeInSection(tx, section, id, input.order);
      // The group it left stays dense.
      if (!sameGroup) await compactSection(tx, current.section);
    }
    const page = await tx.page.findUniqueOrThrow({ where: { id } });
    return { page, oldSlug: current.slug, headings };
  });
  const { page, oldSlug, headings } = result;
  await refreshGonePaths();
  await invalidate(cacheTags.pages, cacheTags.page(oldSlug), cacheTags.page(page.slug));
  if (oldSlug !== page.slug) await unindexPage(oldSlug).catch(() => undefined);
  if (oldSlug !== page.slug || headings.renamed.length > 0) await refreshPageIndex(page.slug);
  const onlyOrder = Object.keys(input).every((key) => key === 'order');
  await recordActivity({
    actorId: actor.id,
    action: onlyOrder ? 'page.order' : 'page.update',
    target: page.slug,
  });
  return {
    ...toSitePage(await getDb().page.findUniqueOrThrow({ where: { id: page.id } })),
    headings,
  };
}

/**
 * Brings a retired page back: its address answers 200 again, in the menu where it was (its place
 * among its section's pages when it was retired), with its text back in search.
 */
export async function restorePage(actor: Actor, id: string): Promise<SitePage> {
  const page = await getDb().$transaction(async (tx) => {
    const current = await tx.page.findUnique({ where: { id } });
    if (!current) throw notFound('No such page');
    if (!current.retiredAt) throw conflict('This page is not retired', undefined, 'not_retired');
    if (current.section !== '' && !(fixedSections as readonly string[]).includes(current.section)) {
      const parent = await tx.page.findUnique({ where: { slug: current.section } });
      if (!parent || parent.retiredAt) {
        throw conflict('Bring back its section first', { section: 'Retired' }, 'section_retired');
      }
    }
    await tx.page.update({ where: { id }, data: { retiredAt: null } });
    await placeInSection(tx, current.section, id, current.sortOrder);
    return tx.page.findUniqueOrThrow({ where: { id } });
  });
  await refreshGonePaths();
  await invalidate(cacheTags.pages, cacheTags.page(page.slug));
  await refreshPageIndex(page.slug);
  await recordActivity({ actorId: actor.id, action: 'page.bring-back', target: page.slug });
  return toSitePage(page);
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
