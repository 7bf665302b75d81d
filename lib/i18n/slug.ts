// A page address suggested from its name. Ukrainian names are written in Latin letters by the
// official Ukrainian–Latin transliteration (Cabinet of Ministers resolution No. 55 of 2010, the
// one in passports and on road signs): «Майстерня писанок» → maisternia-pysanok.

const LETTERS: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'h',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'y',
  і: 'i',
  ї: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ь: '',
  ю: 'iu',
  я: 'ia',
};
// At the start of a word these four are written as they sound there: Євген → Yevhen.
const WORD_INITIAL: Record<string, string> = { є: 'ye', ї: 'yi', й: 'y', ю: 'yu', я: 'ya' };
const APOSTROPHES = /['’ʼ`]/g;

/** Ukrainian text in Latin letters by the 2010 official rules (other letters are kept). */
export function transliterateUkrainian(text: string): string {
  const lower = text.toLowerCase().replace(APOSTROPHES, '');
  let out = '';
  for (let i = 0; i < lower.length; i += 1) {
    const letter = lower[i]!;
    const previous = lower[i - 1];
    const wordStart = previous === undefined || !/\p{L}/u.test(previous);
    // «зг» is written zgh, so it is not read as the digraph zh: Згорани → Zghorany.
    if (letter === 'г' && previous === 'з') out += 'gh';
    else if (wordStart && WORD_INITIAL[letter]) out += WORD_INITIAL[letter];
    else out += LETTERS[letter] ?? letter;
  }
  return out;
}

/** An address from a page's name in any language: lowercase Latin letters, digits and hyphens. */
export function suggestSlug(name: string, maxLength = 80): string {
  return transliterateUkrainian(name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
}
