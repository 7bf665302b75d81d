import 'server-only';
import { cacheTags, invalidate } from '@/lib/cache';
import type { TiptapDoc } from '@/lib/rich-text/default-doc';
import { sanitizeDoc } from '@/lib/rich-text/validate';
import { defaultLanguage, isLanguageCode, type LanguageCode } from '@/lib/i18n/languages';
import { getDb } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/types';
import { json } from './data';

export interface PageRevisionSummary {
  id: string;
  language: LanguageCode;
  title: string;
  author: string | null;
  createdAt: string;
}

export interface PageRevision extends PageRevisionSummary {
  content: TiptapDoc;
}

/** Revisions listed per page: plenty for "undo last month's change", bounded for the response. */
export const REVISION_LIST_LIMIT = 200;

const summaryColumns = {
  id: true,
  language: true,
  title: true,
  author: true,
  createdAt: true,
} satisfies Prisma.PageRevisionSelect;

function toRevisionSummary(
  row: Prisma.PageRevisionGetPayload<{ select: typeof summaryColumns }>,
): PageRevisionSummary {
  return {
    id: row.id,
    language: isLanguageCode(row.language) ? row.language : defaultLanguage.code,
    title: row.title,
    author: row.author,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The page's revisions, newest first (at most REVISION_LIST_LIMIT). */
export async function listPageRevisions(slug: string): Promise<PageRevisionSummary[]> {
  const rows = await getDb().pageRevision.findMany({
    where: { slug },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: REVISION_LIST_LIMIT,
    select: summaryColumns,
  });
  return rows.map(toRevisionSummary);
}

/** One revision with its document, or null when the page has no such revision. */
export async function getPageRevision(slug: string, id: string): Promise<PageRevision | null> {
  const row = await getDb().pageRevision.findFirst({ where: { id, slug } });
  return row && { ...toRevisionSummary(row), content: sanitizeDoc(row.content) };
}

/**
 * Puts a revision's title and document back as the current text of its language. The restore is a
 * save like any other: a new revision (by `author`), a new version, that language's save time.
 * Returns null when the page has no such revision.
 */
export async function restorePageRevision(
  slug: string,
  id: string,
  author: string,
): Promise<{ version: number } | null> {
  const result = await getDb().$transaction(async (tx) => {
    const revision = await tx.pageRevision.findFirst({ where: { id, slug } });
    if (!revision) return null;
    const { language } = toRevisionSummary(revision);
    // Re-checked against today's allowlist, in case it tightened since the revision was saved.
    const content = json(sanitizeDoc(revision.content));
    const now = new Date();
    const saved = await tx.pageContent.upsert({
      where: { slug },
      update: { version: { increment: 1 } },
      create: { slug },
      select: { version: true },
    });
    const fields = { title: revision.title, content, savedAt: now, savedBy: author };
    await tx.pageTranslation.upsert({
      where: { slug_language: { slug, language } },
      update: fields,
      create: { slug, language, ...fields },
    });
    await tx.pageRevision.create({
      data: { slug, language, title: revision.title, content, author, createdAt: now },
    });
    return { version: saved.version };
  });
  if (result) await invalidate(cacheTags.page(slug));
  return result;
}
