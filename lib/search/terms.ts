// What a visitor types becomes a list of plain words before it reaches a full-text engine: only
// letters and digits survive, so FTS syntax (`"*:()`, AND/OR/NEAR, `&|!` in tsquery) cannot be
// injected and never makes a query fail.

/** A query longer than this is refused (400) rather than searched. */
export const MAX_QUERY_LENGTH = 200;
/** Words beyond this many are ignored: every word is a required prefix, so more rarely helps. */
const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/** The words of a query, lowercased, without repeats, at most MAX_TERMS of them. */
export function searchTerms(query: string): string[] {
  const words = query.normalize('NFC').toLowerCase().match(WORD) ?? [];
  const unique = [...new Set(words.map((word) => word.slice(0, MAX_TERM_LENGTH)))];
  return unique.slice(0, MAX_TERMS);
}

/** SQLite FTS5: every term a quoted prefix, all required. Terms hold no quote characters. */
export function fts5Query(terms: string[]): string {
  return terms.map((term) => `"${term}"*`).join(' ');
}

/** PostgreSQL to_tsquery: every term a prefix (`:*`), all required. */
export function tsQuery(terms: string[]): string {
  return terms.map((term) => `${term}:*`).join(' & ');
}
