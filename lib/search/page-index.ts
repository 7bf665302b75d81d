import 'server-only';
import { getPageRecord } from '@/lib/pages/data';
import { docSummary } from '@/lib/seo/doc-text';
import { indexPage, removeFromIndex } from './index-entries';

/** Long enough for any page's whole text; docSummary cuts there. */
const WHOLE_TEXT = 1_000_000;

/**
 * Brings a page's index entries in step with its stored record: every language that has saved
 * text is (re)indexed with its title and plain text; a language without text leaves the index.
 */
export async function indexSavedPage(slug: string): Promise<void> {
  const record = await getPageRecord(slug);
  if (!record) {
    await removeFromIndex('page', slug);
    return;
  }
  for (const [language, savedAt] of Object.entries(record.updatedAt)) {
    if (!savedAt) {
      await removeFromIndex('page', slug, language);
      continue;
    }
    const key = language as keyof typeof record.title;
    const title = record.title[key] || slug;
    const text = docSummary(record.content[key], WHOLE_TEXT);
    await indexPage(slug, language, title, text, new Date(savedAt));
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
