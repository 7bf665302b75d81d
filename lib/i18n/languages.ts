// The one list of the site's languages. Routing, the proxy, hreflang, the sitemap, <html lang>, the
// switcher, the dashboard and the database layer all derive from it: adding a language is one entry
// here plus its messages file `messages/<tag>.json` (README, "Adding a language").

export interface LanguageDefinition {
  /** The specification's name of the language: content keys (`title.ua`), the `language` cookie
   * and localStorage value, stored translations. */
  readonly code: string;
  /** The URL prefix; the default language (the first entry) has none. */
  readonly prefix: string;
  /** BCP 47 tag: <html lang>, hreflang, Intl formatting, next-intl's locale, the messages file. */
  readonly tag: string;
  /** The language's name in itself, as the switcher shows it. */
  readonly nativeName: string;
  /** Open Graph's locale (language_TERRITORY). */
  readonly ogLocale: string;
  /** The locale of Facebook's page plugin (its own list: https://www.facebook.com/translations/FacebookLocales.xml). */
  readonly facebookLocale: string;
  /** How a day is written in this language (bulletin dates, save times). */
  readonly dateFormat: Intl.DateTimeFormatOptions;
}

export const languages = [
  {
    code: 'en',
    prefix: '',
    tag: 'en',
    nativeName: 'English',
    ogLocale: 'en_CA',
    facebookLocale: 'en_US',
    dateFormat: { dateStyle: 'long' },
  },
  {
    code: 'ua',
    prefix: '/ua',
    tag: 'uk',
    nativeName: 'Українська',
    ogLocale: 'uk_UA',
    facebookLocale: 'uk_UA',
    dateFormat: { dateStyle: 'long' },
  },
] as const satisfies readonly LanguageDefinition[];

export type Language = (typeof languages)[number];
/** A language as the specification and the API name it (`en`, `ua`, …). */
export type LanguageCode = Language['code'];
/** A language as next-intl, <html lang> and hreflang name it (`en`, `uk`, …). */
export type Locale = Language['tag'];

/** English, unprefixed: the language every per-language value falls back to. */
export const defaultLanguage: Language = languages[0];
export const languageCodes: LanguageCode[] = languages.map((language) => language.code);
export const locales: Locale[] = languages.map((language) => language.tag);

const byCode = new Map<string, Language>(languages.map((language) => [language.code, language]));
const byTag = new Map<string, Language>(languages.map((language) => [language.tag, language]));

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && byCode.has(value);
}

export function languageByCode(code: string): Language | undefined {
  return byCode.get(code);
}

/** The language of a next-intl locale; the default language for anything unknown. */
export function languageOf(locale: string): Language {
  return byTag.get(locale) ?? defaultLanguage;
}

/** The language whose prefix starts the path, and the path without it ('/ua/x' → ua, '/x'). */
export function splitLanguagePath(pathname: string): { language: Language; path: string } {
  for (const language of languages) {
    const { prefix } = language;
    if (!prefix) continue;
    if (pathname === prefix) return { language, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { language, path: pathname.slice(prefix.length) };
  }
  return { language: defaultLanguage, path: pathname || '/' };
}

/** A path without prefix ('/', '/bulletins') in the locale's language ('/ua', '/ua/bulletins'). */
export function localizedPath(locale: Locale, path: string): string {
  const { prefix } = languageOf(locale);
  if (path === '/' || path === '') return prefix || '/';
  return `${prefix}${path}`;
}

/** A value for every language: `{en: …, ua: …}`, the API's shape for per-language text. */
export type PerLanguage<T> = Record<LanguageCode, T>;

export function perLanguage<T>(value: (code: LanguageCode) => T): PerLanguage<T> {
  return Object.fromEntries(languageCodes.map((code) => [code, value(code)])) as PerLanguage<T>;
}

/** A language's name in the reader's language ('Ukrainian' in English, 'Англійська' in Ukrainian). */
export function languageName(language: Pick<Language, 'tag' | 'nativeName'>, inLocale: string) {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([inLocale], { type: 'language' }).of(language.tag);
  } catch {
    name = undefined;
  }
  if (!name || name === language.tag) return language.nativeName;
  return name.charAt(0).toLocaleUpperCase(inLocale) + name.slice(1);
}
