// The short excerpt shown under a search result, with the query's words marked. Built here rather
// than by the database (FTS5 snippet(), ts_headline) so both engines give the same excerpt.

export interface Snippet {
  text: string;
  /** [start, end) character ranges of `text` that match a query word. */
  highlights: [number, number][];
}

const WORDS_AROUND = 14;
const WORD_OR_GAP = /[\p{L}\p{N}\p{M}]+|[^\p{L}\p{N}\p{M}]+/gu;

function isWord(token: string): boolean {
  return /^[\p{L}\p{N}\p{M}]/u.test(token);
}

/** A word matches when it starts with a query term, as the engines' prefix queries do. */
function matches(word: string, terms: string[]): boolean {
  const lower = word.toLowerCase();
  return terms.some((term) => lower.startsWith(term));
}

/**
 * About 2 * WORDS_AROUND words of `body` around its first matching word (the start of the body
 * when only the title matched), with every matching word in that window highlighted.
 */
export function buildSnippet(body: string, terms: string[]): Snippet {
  const tokens = body.normalize('NFC').match(WORD_OR_GAP) ?? [];
  const wordIndexes: number[] = [];
  tokens.forEach((token, index) => {
    if (isWord(token)) wordIndexes.push(index);
  });
  const firstHit = wordIndexes.findIndex((index) => matches(tokens[index]!, terms));
  const center = Math.max(firstHit, 0);
  const fromWord = Math.max(0, center - (firstHit < 0 ? 0 : Math.floor(WORDS_AROUND / 2)));
  const toWord = Math.min(wordIndexes.length - 1, fromWord + WORDS_AROUND * 2);
  if (wordIndexes.length === 0) return { text: '', highlights: [] };
  const from = wordIndexes[fromWord]!;
  // The last word takes the rest of the text with it (a closing full stop), no ellipsis then.
  const to = toWord === wordIndexes.length - 1 ? tokens.length - 1 : wordIndexes[toWord]!;

  let text = from > 0 ? '… ' : '';
  const highlights: [number, number][] = [];
  for (let index = from; index <= to; index += 1) {
    const token = tokens[index]!;
    const piece = isWord(token) ? token : token.replace(/\s+/g, ' ');
    if (isWord(token) && matches(token, terms)) {
      highlights.push([text.length, text.length + piece.length]);
    }
    text += piece;
  }
  if (to < tokens.length - 1) text += ' …';
  return { text, highlights };
}

/** The snippet as alternating plain and marked pieces, for rendering. */
export function snippetParts(snippet: Snippet): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const [start, end] of snippet.highlights) {
    if (start > at) parts.push({ text: snippet.text.slice(at, start), marked: false });
    parts.push({ text: snippet.text.slice(start, end), marked: true });
    at = end;
  }
  if (at < snippet.text.length) parts.push({ text: snippet.text.slice(at), marked: false });
  return parts;
}
