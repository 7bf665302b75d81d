import { defaultLanguage } from './languages';

// A text with no translation is shown in the default language. Marked with that language's tag
// (WCAG 3.1.2, Language of Parts), a screen reader reads it with the right voice and a browser
// hyphenates it by the right rules; a text in the page's own language needs no mark.

/** The `lang` of a text that `fellBack` to the default language; undefined otherwise. */
export function fallbackLang(fellBack: boolean): string | undefined {
  return fellBack ? defaultLanguage.tag : undefined;
}

/** A text in one language, and the `lang` it needs on the page (undefined: the page's own). */
export interface TextInLanguage {
  text: string;
  lang: string | undefined;
}

/**
 * The text of a per-language map (`{en, ua}`) in the language `code`, or the default language's
 * where that one is empty, marked as such.
 */
export function textIn(texts: Partial<Record<string, string>>, code: string): TextInLanguage {
  const own = texts[code];
  if (own) return { text: own, lang: undefined };
  const text = texts[defaultLanguage.code] ?? '';
  return { text, lang: fallbackLang(Boolean(text) && code !== defaultLanguage.code) };
}
