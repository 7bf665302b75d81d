import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/lib/i18n/routing';
import { SESSION_COOKIE } from '@/lib/auth/cookie';

const intl = createMiddleware(routing);

// A convenience only: every page and handler checks the session itself (proxies can be bypassed).
export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const isUkrainian = pathname === '/ua' || pathname.startsWith('/ua/');
  const path = isUkrainian ? pathname.slice(3) || '/' : pathname;

  if (
    (path === '/dashboard' || path.startsWith('/dashboard/')) &&
    !request.cookies.has(SESSION_COOKIE)
  ) {
    const login = new URL(`${isUkrainian ? '/ua' : ''}/login`, request.url);
    login.searchParams.set('next', pathname + search);
    return NextResponse.redirect(login);
  }

  // The visitor chose Ukrainian before: an unprefixed URL lands in Ukrainian.
  if (!isUkrainian && request.cookies.get('language')?.value === 'ua') {
    return NextResponse.redirect(
      new URL(`/ua${pathname === '/' ? '' : pathname}${search}`, request.url),
    );
  }

  return intl(request);
}

export const config = {
  // Everything but API routes, Next internals, uploaded files and files with an extension.
  matcher: ['/((?!api|_next|_vercel|uploads|.*\\..*).*)'],
};
