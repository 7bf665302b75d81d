import { languages } from '../i18n/languages';

// The visitor's events pages that take a query (`/events?category=youth&page=2`,
// `/events/2026/4?services=1`), as next.config.ts rewrites to internal static segments.
//
// A page that reads searchParams renders on every request, and then Next streams it: by the time
// the page knows the category is unknown or the page number past the end, the 200 has been sent.
// Rewritten to a segment (as the bulletin archive's ?page=n is, lib/http/page-cache-url.ts), each
// page is rendered whole once, answers 404 when it names nothing, and is served from the page
// cache until an event changes. The visitor's URLs, the forms and the links keep the query form.

/** The internal list segment: /{locale}/events/list/{category or ALL}/{page}. */
export const LIST_SEGMENT = 'list';
/** "Every category" in the list segment: not a category slug (those are [a-z0-9-]). */
export const ALL_CATEGORIES = '_';
/** A page number no list has: what a malformed ?page= or ?category= is rewritten to (404). */
export const NO_PAGE = '0';
/** The internal month-with-services segment: /{locale}/events/with-services/{year}/{month}. */
export const SERVICES_SEGMENT = 'with-services';
/** Page numbers up to 999: 20 dates a page, far beyond the 90 days any list holds. */
const PAGE = '(?<page>[1-9]\\d{0,2})';
const CATEGORY = '(?<category>[a-z0-9]+(?:-[a-z0-9]+)*)';

const query = (key: string, value?: string) => ({
  type: 'query' as const,
  key,
  ...(value ? { value } : {}),
});

/** beforeFiles rewrites, ahead of the language rewrites (the first that matches wins). */
export function eventsRewrites() {
  return languages.flatMap(({ tag, prefix }) => {
    const source = `${prefix}/events`;
    const list = `/${tag}/events/${LIST_SEGMENT}`;
    return [
      {
        source,
        has: [query('category', CATEGORY), query('page', PAGE)],
        destination: `${list}/:category/:page`,
      },
      // A category with a page number that is none: 404.
      {
        source,
        has: [query('category', CATEGORY), query('page')],
        destination: `${list}/:category/${NO_PAGE}`,
      },
      { source, has: [query('category', CATEGORY)], destination: `${list}/:category/1` },
      // Something that cannot be a category: 404.
      { source, has: [query('category')], destination: `${list}/${ALL_CATEGORIES}/${NO_PAGE}` },
      { source, has: [query('page', PAGE)], destination: `${list}/${ALL_CATEGORIES}/:page` },
      { source, has: [query('page')], destination: `${list}/${ALL_CATEGORIES}/${NO_PAGE}` },
      {
        source: `${source}/:year(\\d{4})/:month(\\d{1,2})`,
        has: [query('services', '1')],
        destination: `/${tag}/events/${SERVICES_SEGMENT}/:year/:month`,
      },
    ];
  });
}

/** The public address of a page of What's on. */
export function upcomingPath(category: string, page: number): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  return params.size ? `/events?${params}` : '/events';
}

/** The public address of a month page, with the weekly services or without. */
export function monthPath(year: number, month: number, services = false): string {
  return `/events/${year}/${month}${services ? '?services=1' : ''}`;
}
