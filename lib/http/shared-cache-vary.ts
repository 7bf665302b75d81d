import type { IncomingMessage, ServerResponse } from 'node:http';
import { localePrefix, routing } from '@/lib/i18n/routing';

// An unprefixed page answers by the visitor's `language` cookie: the page itself, or a redirect
// to the chosen language (proxy.ts). A shared cache (CDN, nginx) must not hand one visitor's
// answer to the other, so every shared-cacheable response there varies on Cookie. nginx keys its
// micro-cache on that one cookie instead (deploy/nginx/parish.conf), so its hit rate does not
// suffer from unrelated cookies.

const prefixes = routing.locales.map(localePrefix).filter(Boolean);

/** True for a path in the default language, which the language cookie may redirect. */
export function isUnprefixedPath(pathname: string): boolean {
  return !prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Adds `Vary: Cookie` to shared-cacheable (s-maxage) responses of unprefixed paths. Next sets the
 * Vary of its pages itself and replaces one set by the proxy, so this happens as the head is sent.
 *
 * NOTE: a replaced `response.writeHead` (installed by request-hooks.ts), because no documented hook
 * adds to the Vary Next sends with a page. Checked on Next 16.4.6; guarded by
 * tests/api/site-html.test.ts "public pages, … tell shared caches a short lifetime" (Vary: Cookie
 * on unprefixed pages only). Can go when Next keeps a Vary set in `headers()` on its pages.
 */
export function varyCachedPagesOnCookie(request: IncomingMessage, response: ServerResponse): void {
  const pathname = (request.url ?? '/').split('?')[0] ?? '/';
  if (!isUnprefixedPath(pathname)) return;
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const cacheControl = String(this.getHeader('cache-control') ?? '');
    if (!this.headersSent && cacheControl.includes('s-maxage')) {
      const vary = String(this.getHeader('vary') ?? '');
      if (!/(^|,)\s*cookie\s*(,|$)/i.test(vary))
        this.setHeader('Vary', vary ? `${vary}, Cookie` : 'Cookie');
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}
