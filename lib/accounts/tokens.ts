import 'server-only';
import { randomUUID } from 'node:crypto';
import { encode, decode } from 'next-auth/jwt';
import { SESSION_ABSOLUTE_MAX_AGE, SESSION_MAX_AGE } from './cookie';
import { getAuthSecret } from './secret';

export { SESSION_MAX_AGE };

export interface TokenClaims {
  /** user id */
  sub: string;
  name: string;
  jti: string;
  /**
   * The sign-in this token belongs to. next-auth re-encodes the token (new jti, later exp) each
   * time its session endpoint is read, so one sign-in can have several valid tokens; they all
   * carry the same `sid`, and revoking it ends them all. Tokens without one fall back to their jti.
   */
  sid: string;
  exp: number;
  /** When the sign-in happened (seconds): renewals keep it, so a session has an absolute end. */
  signedInAt: number;
  /**
   * The account's session version when the token was minted: a password change or reset raises
   * the account's version, and tokens minted under an older one stop working (see lib/accounts).
   */
  sv: number;
}

/** A fresh session id for a new sign-in. */
export const newSessionId = () => randomUUID();

/** The claims of a new sign-in, as next-auth's jwt callback returns them (lib/accounts/options.ts). */
export function signInClaims(user: {
  id: string;
  username: string;
  role: string;
  sessionVersion: number;
}) {
  return {
    sub: user.id,
    name: user.username,
    role: user.role,
    sid: newSessionId(),
    signedInAt: nowSeconds(),
    sv: user.sessionVersion,
  };
}

/** Encodes claims in next-auth's own JWT format (getToken and decode read it). */
export function encodeToken(token: Record<string, unknown>, maxAge = SESSION_MAX_AGE) {
  return encode({ token, secret: getAuthSecret(), maxAge });
}

/** The session id of decoded claims (see TokenClaims.sid). */
export function sessionIdOf(payload: Record<string, unknown>): string | undefined {
  if (typeof payload.sid === 'string' && payload.sid) return payload.sid;
  return typeof payload.jti === 'string' && payload.jti ? payload.jti : undefined;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The sign-in time of decoded claims. Tokens minted before the claim existed count from their own
 * issue time (next-auth's renewals then carry it on as `signedInAt`, see options.ts).
 */
export function signedInAtOf(payload: Record<string, unknown>): number {
  if (typeof payload.signedInAt === 'number') return payload.signedInAt;
  return typeof payload.iat === 'number' ? payload.iat : 0;
}

/** Whether a sign-in is past its absolute lifetime, however recently it was renewed. */
export const pastAbsoluteLifetime = (signedInAt: number) =>
  signedInAt + SESSION_ABSOLUTE_MAX_AGE <= nowSeconds();

/** The claims of a valid, unexpired token; null for anything forged, expired or malformed. */
export async function readToken(raw: string): Promise<TokenClaims | null> {
  try {
    const payload = await decode({ token: raw, secret: getAuthSecret() });
    if (!payload?.sub || typeof payload.jti !== 'string' || typeof payload.exp !== 'number')
      return null;
    // decode() allows 15 s of clock skew; an expired token is refused here without it.
    if (payload.exp * 1000 <= Date.now()) return null;
    const sid = sessionIdOf(payload) ?? payload.jti;
    const signedInAt = signedInAtOf(payload);
    if (pastAbsoluteLifetime(signedInAt)) return null;
    return {
      sub: payload.sub,
      name: String(payload.name ?? ''),
      jti: payload.jti,
      sid,
      exp: payload.exp,
      signedInAt,
      sv: typeof payload.sv === 'number' ? payload.sv : 0,
    };
  } catch {
    return null;
  }
}
