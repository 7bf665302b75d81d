import { defaultLanguage, languages } from './languages';

// How a public URL reaches its `app/[locale]` route, as next.config.ts rewrites and redirects.
//
// These used to be next-intl's middleware in proxy.ts, run on every request: for a cached
// anonymous page that was a third of Next's serving time (wrk on one build, the same page with and
// without the proxy). Next matches these rules in its router, before and without the proxy. The
// proxy still runs where it has work to do (its matcher): the language cookie, the bulletin
// archive's page numbers, and the pages rendered per request (login, dashboard); there
// next-intl's middleware maps the URL the same way, and these rewrites leave its result alone.

/** First path segments that are not a page in the default language. */
const notPages = [
  'api',
  '_next',
  '_vercel',
  'uploads',
  ...new Set(languages.flatMap(({ tag, prefix }) => [tag, prefix.slice(1)]).filter(Boolean)),
];

const escape = (segment: string) => segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A page path after the first slash: no dot (files such as icon.svg and the feeds are not pages). */
const PAGE = '[^.]*';
const startsWithPage = `(?!(?:${notPages.map(escape).join('|')})(?:/|$))`;

/** Languages whose URL prefix is not their locale (`/ua` → `uk`, the default's '' → `en`). */
const mapped = languages.filter(({ tag, prefix }) => prefix !== `/${tag}`);

/** Beforefiles rewrites: a public page URL to its `[locale]` route. */
export function languageRewrites() {
  return [
    ...mapped
      .filter(({ prefix }) => prefix)
      .flatMap(({ tag, prefix }) => [
        { source: prefix, destination: `/${tag}` },
        { source: `${prefix}/:path(${PAGE})`, destination: `/${tag}/:path` },
      ]),
    { source: '/', destination: `/${defaultLanguage.tag}` },
    { source: `/:path(${startsWithPage}${PAGE})`, destination: `/${defaultLanguage.tag}/:path` },
  ];
}

/**
 * A route's locale in the URL is an internal address: typed in, it goes to the public URL
 * (`/en/about-us` → `/about-us`, `/uk` → `/ua`), as next-intl's middleware did.
 */
export function languageRedirects() {
  return mapped.flatMap(({ tag, prefix }) => [
    { source: `/${tag}`, destination: prefix || '/', permanent: false },
    { source: `/${tag}/:path*`, destination: `${prefix}/:path*`, permanent: false },
  ]);
}
