import 'server-only';
import { getDb } from '@/lib/db/client';
import { indexEntry, indexedRefs, removeEntry } from '@/lib/search/index-entries';
import { docSummary } from '@/lib/rich-text/doc-text';
import { getPageRecord } from './data';

// A page in the search index: one entry per language with saved text, pushed by the pages' own
// writes (commands.ts, manage.ts, drafts.ts) and by the start-up backfill. A retired page and a
// draft are never indexed: only the published record of a page still in use is.

/** Long enough for any page's whole text; docSummary cuts there. */
const WHOLE_TEXT = 1_000_000;

async function isRetired(slug: string): Promise<boolean> {
  const page = await getDb().page.findUnique({ where: { slug }, select: { retiredAt: true } });
  return Boolean(page?.retiredAt);
}

/**
 * Brings a page's index entries in step with its stored record: every language that has saved
 * text is (re)indexed with its title and plain text; a language without text leaves the index,
 * and so does the whole page once retired.
 */
async function indexSavedPage(slug: string): Promise<void> {
  const record = await getPageRecord(slug);
  if (!record || (await isRetired(slug))) {
    await removeEntry('page', slug);
    return;
  }
  for (const [language, savedAt] of Object.entries(record.updatedAt)) {
    if (!savedAt) {
      await removeEntry('page', slug, { language });
      continue;
    }
    const key = language as keyof typeof record.title;
    await indexEntry({
      kind: 'page',
      ref: slug,
      language,
      title: record.title[key] || slug,
      body: docSummary(record.content[key], WHOLE_TEXT),
      sortDate: new Date(savedAt),
    });
  }
}

/**
 * After a save: the same, but a failure only logs. The save itself succeeded; the start-up
 * backfill re-indexes a page saved after its entries.
 */
export async function refreshPageIndex(slug: string): Promise<void> {
  await indexSavedPage(slug).catch((error: unknown) =>
    console.warn(`Page ${slug} not indexed: ${error instanceof Error ? error.message : error}`),
  );
}

/** Takes a page (every language) out of the index: retired, or moved to another slug. */
export function unindexPage(slug: string): Promise<void> {
  return removeEntry('page', slug);
}

/**
 * Start-up: indexes the pages saved since they were last indexed (or never indexed: saved before
 * search existed, or while an index write failed). Answers the slugs.
 */
export async function indexPagesSavedSinceIndexed(): Promise<string[]> {
  const db = getDb();
  const [pages, retired, indexedAt] = await Promise.all([
    db.pageContent.findMany({ select: { slug: true, updatedAt: true } }),
    db.page.findMany({ where: { retiredAt: { not: null } }, select: { slug: true } }),
    indexedRefs('page'),
  ]);
  const retiredSlugs = new Set(retired.map((page) => page.slug));
  const due = pages
    .filter((page) => !retiredSlugs.has(page.slug))
    .filter((page) => !(page.updatedAt <= (indexedAt.get(page.slug) ?? new Date(0))))
    .map((page) => page.slug);
  for (const slug of due) await indexSavedPage(slug);
  return due;
}
