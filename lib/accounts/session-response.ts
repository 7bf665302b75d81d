import 'server-only';
import { NextResponse } from 'next/server';
import type { PublicUser } from '@/lib/accounts/schemas';
import { isHttps, SESSION_COOKIE, sessionCookieOptions } from './cookie';
import { issueToken } from './tokens';

/**
 * `{user, authToken}` plus the session cookie holding the same token: scripts use the token as a
 * Bearer header, the browser keeps only the httpOnly cookie, and server-rendered pages read it.
 */
export async function sessionResponse(
  request: Request,
  user: PublicUser & { id: string },
  status = 200,
): Promise<NextResponse> {
  const authToken = await issueToken(user);
  const response = NextResponse.json(
    { user: { username: user.username, role: user.role }, authToken },
    { status, headers: { 'Cache-Control': 'no-store' } },
  );
  response.cookies.set(SESSION_COOKIE, authToken, sessionCookieOptions(isHttps(request)));
  return response;
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
