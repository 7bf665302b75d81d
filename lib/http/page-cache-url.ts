import { NextRequest, NextResponse } from 'next/server';
import { splitLanguagePath } from '@/lib/i18n/languages';
import { processSingleton } from '@/lib/process/singletons.mjs';

// Public URLs that Next's page cache could not serve as they are, mapped to routes it can.
//
// The bulletin archive's page number is a query parameter (/bulletins?page=3, the URL the
// specification gives). A route that reads searchParams renders on every request, so the proxy
// rewrites the request to a static segment (/bulletins/archive-page/3) that is rendered once per
// page number and served from the page cache until a bulletin changes. The visitor's URL, the
// canonical links and the pagination keep the query form; the segment is internal.

const ARCHIVE_SEGMENT = '/bulletins/archive-page/';
/** Rendered per request, for while the database is away (see routeForPageCache). */
const OUTAGE_ROUTE = '/bulletins/while-unavailable';

/**
 * Page numbers beyond this share one internal URL (answered 404), so made-up numbers cannot fill
 * the page cache. 1,000 pages are 6,000 bulletins: over a century of weekly bulletins.
 */
export const BULLETINS_CACHED_PAGES = 1000;

/** The public URL of a page of the archive, without the locale prefix. */
export function bulletinsPagePath(page: number): string {
  return page > 1 ? `/bulletins?page=${page}` : '/bulletins';
}

/** The page number in an internal archive segment; NaN when it is not one. */
export function archivePageNumber(segment: string): number {
  return /^[1-9]\d{0,5}$/.test(segment) ? Number(segment) : NaN;
}

/** Set by lib/db/availability.ts in this process; read here without importing the database layer. */
const databaseDown = () => processSingleton('databaseStatus', () => ({ down: false })).down;

/**
 * The request Next should route for this URL: the same request, a rewritten one, or a redirect
 * (the internal segment typed in by hand goes to its public URL, so it is never a second address).
 */
export function routeForPageCache(request: NextRequest): NextRequest | NextResponse {
  const { language, path } = splitLanguagePath(request.nextUrl.pathname);
  const { prefix } = language;
  if (path.startsWith(ARCHIVE_SEGMENT) || path === OUTAGE_ROUTE) {
    const page =
      archivePageNumber(path.slice(ARCHIVE_SEGMENT.length)) ||
      archivePageNumber(request.nextUrl.searchParams.get('page') ?? '');
    const target = new URL(`${prefix}${bulletinsPagePath(page || 1)}`, request.url);
    return NextResponse.redirect(target, 308);
  }
  if (path !== '/bulletins') return request;
  if (databaseDown()) {
    // A static page that cannot be rendered becomes Next's bare error document, and its notice
    // must not be cached either: while the database is away the archive renders per request and
    // says so in the site's frame, in the visitor's language, with a 503.
    // The request's own origin (not nextUrl's, which renames a loopback address `localhost`):
    // a rewrite to another origin would be fetched from outside.
    const url = new URL(request.url);
    url.pathname = `${prefix}${OUTAGE_ROUTE}`;
    return new NextRequest(url, { headers: request.headers, method: request.method });
  }
  // Anything but a positive integer means page 1 (the bare /bulletins route).
  const raw = request.nextUrl.searchParams.get('page') ?? '';
  const page = archivePageNumber(raw);
  if (!(page > 1)) return request;
  const url = new URL(request.url);
  url.pathname = `${prefix}${ARCHIVE_SEGMENT}${Math.min(page, BULLETINS_CACHED_PAGES + 1)}`;
  url.searchParams.delete('page');
  return new NextRequest(url, { headers: request.headers, method: request.method });
}

/** The proxy's language redirect varies on the cookie too (pages: see shared-cache-vary.ts). */
export function varyOnLanguageCookie(response: NextResponse): NextResponse {
  response.headers.append('Vary', 'Cookie');
  return response;
}
