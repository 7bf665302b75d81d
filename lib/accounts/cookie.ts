// The session cookie, shared by the proxy (edge of the app), the auth routes and next-auth.
// No server-only imports here: the proxy bundle includes this file.
export const SESSION_COOKIE = 'parish.session';

/** Session length, for the token's expiry and the cookie's Max-Age alike. */
export const SESSION_MAX_AGE = 7 * 24 * 60 * 60;

/**
 * However often a session is renewed while in use, it ends this long after the sign-in: a stolen
 * token or a forgotten shared computer does not stay signed in forever.
 */
export const SESSION_ABSOLUTE_MAX_AGE = 30 * 24 * 60 * 60;

export interface SessionCookieOptions {
  httpOnly: true;
  sameSite: 'lax';
  path: '/';
  secure: boolean;
  maxAge: number;
}

/**
 * httpOnly: scripts (and so an XSS) cannot read the token. SameSite=Lax: other sites' forms and
 * fetches do not carry it (mutations also check Origin). Secure whenever the site is served over
 * https, so the token never travels in clear text; plain http (localhost) keeps it usable.
 */
export function sessionCookieOptions(
  secure: boolean,
  maxAge = SESSION_MAX_AGE,
): SessionCookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge };
}

/** Whether the request reached the site over https (directly or through a proxy that says so). */
export function isHttps(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  if (forwarded) return forwarded === 'https';
  return new URL(request.url).protocol === 'https:';
}
