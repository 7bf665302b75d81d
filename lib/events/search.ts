import 'server-only';
import { docSummary } from '@/lib/rich-text/doc-text';
import { indexEntry, removeEntry } from '@/lib/search/index-entries';
import type { ParishEvent } from './columns';

/** Long enough for any event's whole description; docSummary cuts there. */
const WHOLE_TEXT = 1_000_000;

/**
 * The one place events reach the search index: a published event's title and description per
 * language it has a title in; a draft or a deleted one (null) leaves the index. A failure only
 * logs: the write it follows has happened.
 */
export async function syncEventSearch(event: ParishEvent | null, deletedSlug?: string) {
  const slug = event?.slug ?? deletedSlug;
  if (!slug) return;
  const texts: Record<string, { title: string; body: string }> = {};
  if (event?.status === 'published') {
    for (const [language, title] of Object.entries(event.title)) {
      if (!title) continue;
      const doc = event.description[language as keyof typeof event.description];
      texts[language] = { title, body: docSummary(doc, WHOLE_TEXT) };
    }
  }
  const sortDate = new Date(`${event?.start.slice(0, 10) ?? '2000-01-01'}T00:00:00Z`);
  const push = async () => {
    for (const [language, text] of Object.entries(texts)) {
      await indexEntry({ kind: 'event', ref: slug, language, ...text, sortDate });
    }
    // The languages it no longer has (all of them for a draft or a deleted event) leave the index.
    await removeEntry('event', slug, { keep: Object.keys(texts) });
  };
  await push().catch((error: unknown) =>
    console.warn(`Event ${slug} not indexed: ${error instanceof Error ? error.message : error}`),
  );
}
