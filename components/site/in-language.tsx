import type { TextInLanguage } from '@/lib/i18n/fallback';

/**
 * A text inside a sentence of the page's language (a link's hidden words, a copyright line): in a
 * `<span lang>` where it is in another language (lib/i18n/fallback.ts), as bare text otherwise.
 */
export function InLanguage({ text, lang }: TextInLanguage) {
  return lang ? <span lang={lang}>{text}</span> : text;
}
