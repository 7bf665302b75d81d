import 'server-only';
import { NextResponse } from 'next/server';
import type { PublicUser } from '@/lib/accounts/schemas';
import { isHttps, SESSION_COOKIE, sessionCookieOptions } from './cookie';

/**
 * `{user, authToken}` plus the session cookie holding the same token: scripts use the token as a
 * Bearer header, the browser keeps only the httpOnly cookie, and server-rendered pages read it.
 */
export function sessionResponse(
  request: Request,
  session: { user: PublicUser; authToken: string },
  status = 200,
): NextResponse {
  const { user, authToken } = session;
  const response = NextResponse.json(
    { user: { username: user.username, role: user.role }, authToken },
    { status, headers: { 'Cache-Control': 'no-store' } },
  );
  setSessionCookie(request, response, authToken);
  return response;
}

export function setSessionCookie(request: Request, response: NextResponse, authToken: string) {
  response.cookies.set(SESSION_COOKIE, authToken, sessionCookieOptions(isHttps(request)));
}

/** Makes the browser drop the session cookie (same attributes, expired). */
export function clearSessionCookie<R extends Response>(request: Request, response: R): R {
  const attributes = [
    `${SESSION_COOKIE}=`,
    'Path=/',
    'Max-Age=0',
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    'HttpOnly',
    'SameSite=Lax',
    ...(isHttps(request) ? ['Secure'] : []),
  ];
  response.headers.append('Set-Cookie', attributes.join('; '));
  return response;
}
