import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { routing } from '@/lib/i18n/routing';
import {
  defaultLanguage,
  languageByCode,
  localizedPath,
  splitLanguagePath,
} from '@/lib/i18n/languages';
import { SESSION_COOKIE } from '@/lib/accounts/cookie';
import { contentSecurityPolicy, createNonce } from '@/lib/security/csp';
import { isDynamicHtmlPath } from '@/lib/security/dynamic-paths';
import { routeForPageCache, varyOnLanguageCookie } from '@/lib/http/page-cache-url';

const intl = createMiddleware(routing);

// A convenience only: every page and handler checks the session itself (proxies can be bypassed).
export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // The visitor's query without Next's own cache-busting `_rsc` (the proxy sees the URL as
  // received: next.config's skipProxyUrlNormalize), so it never lands in a redirect.
  const query = new URLSearchParams(request.nextUrl.search);
  query.delete('_rsc');
  const search = query.size ? `?${query}` : '';
  const { language, path } = splitLanguagePath(pathname);

  if (
    (path === '/dashboard' || path.startsWith('/dashboard/')) &&
    !request.cookies.has(SESSION_COOKIE)
  ) {
    const login = new URL(localizedPath(language.tag, '/login'), request.url);
    login.searchParams.set('next', pathname + search);
    return NextResponse.redirect(login);
  }

  // The visitor chose another language before: an unprefixed URL lands in that language.
  const chosen = languageByCode(request.cookies.get('language')?.value ?? '');
  if (language === defaultLanguage && chosen && chosen !== defaultLanguage) {
    return varyOnLanguageCookie(
      NextResponse.redirect(new URL(`${localizedPath(chosen.tag, path)}${search}`, request.url)),
    );
  }

  if (!isDynamicHtmlPath(pathname)) {
    const routed = routeForPageCache(request);
    return routed instanceof NextResponse ? routed : intl(routed);
  }
  return withNonce(request);
}

/**
 * Pages rendered per request get a strict policy with a fresh nonce. Next finds the nonce in the
 * request's CSP header and puts it on its scripts; the response carries the same policy, replacing
 * the fixed one next.config.ts gives every other response (lib/security/csp.ts says why).
 */
function withNonce(request: NextRequest) {
  const policy = contentSecurityPolicy({
    nonce: createNonce(),
    dev: process.env.NODE_ENV === 'development',
  });
  const headers = new Headers(request.headers);
  headers.set('Content-Security-Policy', policy);
  const response = intl(new NextRequest(request, { headers }));
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

// Only where the proxy has work to do: other public pages reach their route by next.config's
// rewrites, without it (lib/i18n/language-routes.ts). A language prefix is any first segment here
// but the API's, Next's and the uploads'.
export const config = {
  matcher: [
    // Rendered per request with a nonce; the dashboard sends visitors without a session to login.
    '/((?:(?!api/|_next/|uploads/)[^/.]+/)?(?:login|dashboard|reset-password|forgot-password)(?:/[^.]*)?)',
    // The bulletin archive's page numbers (lib/http/page-cache-url.ts).
    '/((?:(?!api/|_next/|uploads/)[^/.]+/)?bulletins(?:/archive-page/[^.]*|/while-unavailable)?)',
    // A language prefix in capitals (/UA/…): next-intl's middleware sends it to its address.
    '/([^/.]*[A-Z][^/.]*(?:/[^.]*)?)',
    // A visitor who chose a language: unprefixed pages redirect to it.
    {
      source: '/((?!api|_next|_vercel|uploads|.*\\..*).*)',
      has: [{ type: 'cookie', key: 'language' }],
    },
  ],
};
