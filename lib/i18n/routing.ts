import { defineRouting } from 'next-intl/routing';

// Ukrainian is `uk` inside (valid BCP 47: <html lang>, hreflang, Intl) but `ua` in URLs, in the
// stored preference and in content keys, as the specification names it.
export const routing = defineRouting({
  locales: ['en', 'uk'],
  defaultLocale: 'en',
  localePrefix: { mode: 'as-needed', prefixes: { uk: '/ua' } },
  // The language cookie is ours (`language` = en|ua, set by the switcher, read in proxy.ts):
  // anonymous responses then never carry Set-Cookie, and Accept-Language does not move visitors.
  localeDetection: false,
  localeCookie: false,
  // The pages carry their hreflang links in the HTML, built from the public origin (lib/seo). The
  // middleware's Link header would name the request's host instead, and two sets of alternates
  // that disagree make the canonical look cross-language (Lighthouse fails it).
  alternateLinks: false,
});

export type Locale = (typeof routing.locales)[number];
export type ContentLanguage = 'en' | 'ua';

export function toContentLanguage(locale: string): ContentLanguage {
  return locale === 'uk' ? 'ua' : 'en';
}

export function fromContentLanguage(language: ContentLanguage): Locale {
  return language === 'ua' ? 'uk' : 'en';
}

/** The URL prefix of a locale: '' for English, '/ua' for Ukrainian. */
export function localePrefix(locale: string): string {
  return locale === 'uk' ? '/ua' : '';
}
