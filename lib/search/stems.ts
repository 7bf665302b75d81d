import StemmerEn from '@nlpjs/lang-en-min/src/stemmer-en.js';
import StemmerUk from '@nlpjs/lang-uk/src/stemmer-uk.js';

// Word forms meet through their stems: the index keeps, beside an entry's words, the stems of
// them (SearchEntry.stems), and a query's words are stemmed alike, so 'писанки' finds 'писанок'
// and 'blessings' finds 'blessing'. The stemmer follows the script of each word, not the entry's
// language: bulletins hold both languages in one text, and a Ukrainian page may quote English.

/** Raised whenever the stems would come out differently, so start-up re-stems every entry. */
export const STEMMER_VERSION = 1;

const uk = new StemmerUk();
const en = new StemmerEn();

const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATIN = /\p{Script=Latin}/u;
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
// A Ukrainian noun whose genitive plural has no ending inserts a vowel before its last consonant
// (писанка → писанок, книжка → книжок, сестра → сестер), which no suffix stripping undoes.
const FLEETING_VOWEL = /([бвгґджзклмнпрстфхцчшщ])[оеє]([бвгґджзклмнпрстфхцчшщ]ь?)$/u;
const MIN_STEM = 2;

/**
 * The stems one word can be found by: its stem and, for a Ukrainian word with no ending that
 * looks like such a genitive plural, the stem without the inserted vowel. Lowercase input.
 */
export function stemVariants(word: string): string[] {
  if (CYRILLIC.test(word)) {
    const stem = uk.stemWord(word);
    const variants = [stem.length >= MIN_STEM ? stem : word];
    if (stem === word && FLEETING_VOWEL.test(word)) {
      variants.push(word.replace(FLEETING_VOWEL, '$1$2').replace(/ь$/u, ''));
    }
    return variants;
  }
  if (LATIN.test(word)) {
    const stem = en.stemWord(word);
    return [stem.length >= MIN_STEM ? stem : word];
  }
  return [word];
}

/** Words longer than this are not stemmed (no language has them; they are codes or garbage). */
const MAX_WORD = 40;

/** The distinct stems of a text, space-separated: what SearchEntry.stems holds. */
export function stemText(text: string): string {
  const words = new Set(text.normalize('NFC').toLowerCase().match(WORD) ?? []);
  const stems = new Set<string>();
  for (const word of words) {
    if (word.length > MAX_WORD) continue;
    for (const stem of stemVariants(word)) stems.add(stem);
  }
  return [...stems].join(' ');
}

/** The stems a query term is looked up by (its own form is searched as a prefix beside them). */
function termStems(term: string): string[] {
  return [...new Set(stemVariants(term))].filter((stem) => stem !== term);
}

/**
 * SQLite FTS5: every term required, each found as a prefix of a word or of a stem (in the stems
 * column). Terms and stems hold letters and digits only (lib/search/terms.ts), never syntax.
 */
export function fts5StemmedQuery(terms: string[]): string {
  return terms
    .map((term) => {
      const stems = termStems(term);
      if (stems.length === 0) return `"${term}"*`;
      return `("${term}"* OR {stems} : (${stems.map((stem) => `"${stem}"*`).join(' OR ')}))`;
    })
    .join(' AND ');
}

/** PostgreSQL to_tsquery: every term required, as a prefix of a word or of one of its stems. */
export function tsStemmedQuery(terms: string[]): string {
  return terms
    .map((term) => {
      const alternatives = [term, ...termStems(term)].map((word) => `${word}:*`);
      return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' | ')})`;
    })
    .join(' & ');
}
