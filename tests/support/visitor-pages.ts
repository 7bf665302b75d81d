/**
 * The visitor pages the page-level checks walk (weight, HTML validity): home, the content pages of
 * each section, bulletins, contact, What's on and search, as paths without a language prefix.
 */
export const visitorPages = [
  '/',
  '/bulletins',
  '/contact-us',
  '/covenant-of-care',
  '/about-us',
  '/parish-history',
  '/why-ukrainian-catholic',
  '/district-parishes',
  '/liturgy',
  '/liturgy/divine-liturgy',
  '/ministries-and-groups',
  '/ministries-and-groups/youth-ministry',
  '/events',
  '/search?q=liturgy',
];

/** A path in Ukrainian: under /ua, the home page being /ua itself. */
export const inUkrainian = (path: string) => (path === '/' ? '/ua' : `/ua${path}`);

/** Each path in English, then in Ukrainian. */
export const inBothLanguages = (paths: string[]) =>
  paths.flatMap((path) => [path, inUkrainian(path)]);
