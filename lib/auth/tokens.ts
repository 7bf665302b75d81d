import 'server-only';
import { encode, decode } from 'next-auth/jwt';
import { SESSION_MAX_AGE } from './cookie';
import { getAuthSecret } from './secret';

export { SESSION_MAX_AGE };

export interface TokenClaims {
  /** user id */
  sub: string;
  name: string;
  jti: string;
  exp: number;
}

/** Mints a session token in next-auth's own format, so getServerSession and getToken read it. */
export function issueToken(user: { id: string; username: string; role: string }, maxAge = SESSION_MAX_AGE) {
  return encode({
    token: { sub: user.id, name: user.username, role: user.role },
    secret: getAuthSecret(),
    maxAge,
  });
}

/** The claims of a valid, unexpired token; null for anything forged, expired or malformed. */
export async function readToken(raw: string): Promise<TokenClaims | null> {
  try {
    const payload = await decode({ token: raw, secret: getAuthSecret() });
    if (!payload?.sub || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
    if (payload.exp * 1000 <= Date.now()) return null;
    return { sub: payload.sub, name: String(payload.name ?? ''), jti: payload.jti, exp: payload.exp };
  } catch {
    return null;
  }
}
