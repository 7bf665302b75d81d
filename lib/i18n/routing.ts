import { defineRouting } from 'next-intl/routing';
import {
  defaultLanguage,
  languageByCode,
  languageOf,
  languages,
  locales,
  type LanguageCode,
  type Locale,
} from './languages';

export type { LanguageCode, Locale } from './languages';

// next-intl's locale is the language's BCP 47 tag (valid for <html lang>, hreflang and Intl); the
// URL prefix, the stored preference and content keys use the specification's code (`/ua`, `ua`).
export const routing = defineRouting({
  locales,
  defaultLocale: defaultLanguage.tag,
  localePrefix: {
    mode: 'as-needed',
    prefixes: Object.fromEntries(
      languages.filter((language) => language.prefix).map(({ tag, prefix }) => [tag, prefix]),
    ),
  },
  // The language cookie is ours (`language` = a language code, set by the switcher, read in
  // proxy.ts): anonymous responses then never carry Set-Cookie, and Accept-Language does not move
  // visitors.
  localeDetection: false,
  localeCookie: false,
  // The pages carry their hreflang links in the HTML, built from the public origin (lib/seo). The
  // middleware's Link header would name the request's host instead, and two sets of alternates
  // that disagree make the canonical look cross-language (Lighthouse fails it).
  alternateLinks: false,
});

export function toContentLanguage(locale: string): LanguageCode {
  return languageOf(locale).code;
}

/** The URL prefix of a locale: '' for the default language, e.g. '/ua' for Ukrainian. */
export function localePrefix(locale: string): string {
  return languageOf(locale).prefix;
}

/** The next-intl locale of a language code (`ua` → `uk`); the default's for an unknown code. */
export function fromContentLanguage(code: string): Locale {
  return (languageByCode(code) ?? defaultLanguage).tag;
}
