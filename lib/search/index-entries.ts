import 'server-only';
import { getDb } from '@/lib/db/client';
import { STEMMER_VERSION, stemText } from './stems';

// The write side of the search index: one SearchEntry row per item and language. The domains
// push their own text here (lib/pages/search.ts, lib/bulletins/search.ts,
// lib/announcements/search.ts); this folder never reads their tables. The database's own
// full-text index follows the rows (FTS5 triggers on SQLite, an expression GIN index on
// PostgreSQL), so a row written here is searchable as soon as the write commits.

export type SearchKind = 'page' | 'bulletin' | 'announcement' | 'event';

/** An entry that is found in every language (bulletins: their text is whatever language it is in). */
export const ANY_LANGUAGE = '';

/** Bodies longer than this are cut: a bulletin's first ~200 KB of text is plenty to find it by. */
const MAX_BODY_CHARS = 200_000;

/** One item's text in one language, as a domain hands it to the index. */
export interface SearchEntryInput {
  kind: SearchKind;
  /** The item's key in its domain: a page's slug, a bulletin's or announcement's id. */
  ref: string;
  /** The content language, or ANY_LANGUAGE. */
  language: string;
  title: string;
  body: string;
  /** What results are ordered by after relevance (a bulletin's date, a page's last save). */
  sortDate: Date;
}

/** Indexes (or re-indexes) one item in one language, with its stems. */
export async function indexEntry(entry: SearchEntryInput): Promise<void> {
  const { kind, ref, language, title, sortDate } = entry;
  const body = entry.body.slice(0, MAX_BODY_CHARS);
  const data = {
    title,
    body,
    sortDate,
    stems: stemText(`${title}\n${body}`),
    stemmedWith: STEMMER_VERSION,
  };
  await getDb().searchEntry.upsert({
    where: { kind_ref_language: { kind, ref, language } },
    update: data,
    create: { kind, ref, language, ...data },
  });
}

/**
 * Removes an item from the index: every language of it, only `language`, or every language but
 * those in `keep` (an announcement that no longer has text in a language).
 */
export async function removeEntry(
  kind: SearchKind,
  ref: string,
  which: { language?: string; keep?: string[] } = {},
): Promise<void> {
  const language =
    which.language !== undefined ? which.language : which.keep ? { notIn: which.keep } : undefined;
  await getDb().searchEntry.deleteMany({
    where: { kind, ref, ...(language === undefined ? {} : { language }) },
  });
}

/** Removes every entry of a kind whose item is not among `refs` (items deleted meanwhile). */
export async function removeEntriesOtherThan(kind: SearchKind, refs: Set<string>): Promise<void> {
  const gone = [...(await indexedRefs(kind)).keys()].filter((ref) => !refs.has(ref));
  if (gone.length) await getDb().searchEntry.deleteMany({ where: { kind, ref: { in: gone } } });
}

/**
 * The items of a kind the index holds, each with the time its oldest entry was written (for a
 * domain's start-up backfill to find what was saved after it was last indexed).
 */
export async function indexedRefs(kind: SearchKind): Promise<Map<string, Date>> {
  const entries = await getDb().searchEntry.findMany({
    where: { kind },
    select: { ref: true, updatedAt: true },
  });
  const indexedAt = new Map<string, Date>();
  for (const entry of entries) {
    const known = indexedAt.get(entry.ref);
    if (!known || entry.updatedAt < known) indexedAt.set(entry.ref, entry.updatedAt);
  }
  return indexedAt;
}
