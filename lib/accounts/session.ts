import 'server-only';
import { getDb } from '@/lib/db/client';
import { isSessionRevoked } from '@/lib/accounts/users';
import { forbidden, unauthorized, ApiError } from '@/lib/http/errors';
import { isStaff, toRole, type Role } from '@/lib/accounts/schemas';
import { SESSION_COOKIE } from './cookie';
import { readToken, type TokenClaims } from './tokens';
import { requestHost } from '@/lib/http/client-address';

export type { Role };

export interface SessionUser {
  id: string;
  username: string;
  role: Role;
  /** The token's sign-in (session id) and expiry, so logout can end exactly this sign-in. */
  token: Pick<TokenClaims, 'jti' | 'sid' | 'exp'>;
  via: 'bearer' | 'cookie';
}

function readCookie(header: string | null, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The raw token from `Authorization: Bearer` (scripts, other clients) or the session cookie. */
export function tokenFromRequest(
  request: Request,
): { raw: string; via: 'bearer' | 'cookie' } | null {
  const authorization = request.headers.get('authorization');
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  if (bearer) return { raw: bearer, via: 'bearer' };
  const cookie = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
  return cookie ? { raw: cookie, via: 'cookie' } : null;
}

/** Resolves a raw token to the current user: valid signature, not expired, not revoked, user exists. */
export async function userFromToken(
  raw: string,
  via: SessionUser['via'],
): Promise<SessionUser | null> {
  const claims = await readToken(raw);
  if (!claims) return null;
  const db = getDb();
  const [revoked, user] = await Promise.all([
    isSessionRevoked(claims.sid),
    db.user.findUnique({
      where: { id: claims.sub },
      select: {
        id: true,
        username: true,
        role: true,
        sessionVersion: true,
        keptSessionId: true,
      },
    }),
  ]);
  if (revoked || !user) return null;
  // A password change or reset since this sign-in ends it, except the one sign-in that changed it.
  if (claims.sv < user.sessionVersion && claims.sid !== user.keptSessionId) return null;
  return {
    id: user.id,
    username: user.username,
    role: toRole(user.role),
    token: { jti: claims.jti, sid: claims.sid, exp: claims.exp },
    via,
  };
}

export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const token = tokenFromRequest(request);
  return token ? userFromToken(token.raw, token.via) : null;
}

/** Any signed-in user (pending included), or 401. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw unauthorized();
  return user;
}

const waitingForApproval = () => forbidden('Your account is waiting for approval');
const administratorsOnly = () => forbidden('Only administrators may do this');

function assertRole(user: SessionUser, allowed: 'admin' | 'editor'): void {
  if (!isStaff(user.role)) throw waitingForApproval();
  if (allowed === 'admin' && user.role !== 'admin') throw administratorsOnly();
}

/**
 * Approved staff (administrators and editors), for reads that only staff may see (revision history
 * names who edited what). No Origin check: a read changes nothing.
 */
export async function requireApprovedUser(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  assertRole(user, 'editor');
  return user;
}

/**
 * Administrators, for reads only they may see (exports of people's details). No Origin check: a
 * read changes nothing, and a link's download sends no Origin.
 */
export async function requireAdminReader(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  assertRole(user, 'admin');
  return user;
}

/**
 * The check every mutating handler makes itself: a signed-in user of the allowed role, and for a
 * cookie-authenticated request a same-origin Origin header (CSRF defence; Bearer tokens are not
 * sent by browsers on their own, so they need no such check).
 */
async function requireRole(request: Request, allowed: 'admin' | 'editor'): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.via === 'cookie') assertSameOrigin(request);
  assertRole(user, allowed);
  return user;
}

/** Any signed-in account changing its own things (its password): Origin checked for cookies. */
export async function requireOwnAccount(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.via === 'cookie') assertSameOrigin(request);
  return user;
}

/** Administrators only: settings, site pictures, users, registration, backups, activity log. */
export const requireAdmin = (request: Request) => requireRole(request, 'admin');

/** Administrators or editors: pages, bulletins, announcements, services, assets, messages. */
export const requireEditor = (request: Request) => requireRole(request, 'editor');

export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get('origin');
  const host = requestHost(request);
  let originHost: string | undefined;
  try {
    originHost = origin ? new URL(origin).host : undefined;
  } catch {
    originHost = undefined;
  }
  if (!originHost || originHost !== host) {
    throw new ApiError(403, 'forbidden', 'Cross-origin request refused');
  }
}

/**
 * For sign-in and registration, which no cookie authenticates: a browser always sends Origin on a
 * POST, so a foreign Origin means another site is trying to sign the visitor in (login CSRF).
 * Scripts send no Origin and are let through.
 */
export function assertNotCrossSite(request: Request): void {
  if (request.headers.has('origin')) assertSameOrigin(request);
}
