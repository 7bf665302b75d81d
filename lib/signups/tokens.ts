import 'server-only';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { getAuthSecret } from '@/lib/accounts/secret';

// Two tokens, each for one purpose only. The form token is signed (HMAC with a key derived from
// the site's secret, so no other token of the site verifies as one): it says which date's form was
// shown, when, and in which language, and its nonce makes one form good for one sign-up. The
// personal link's token is 32 random bytes of which the database keeps only the SHA-256: a link
// cannot be made up, and a stolen database does not hold working links.

export interface FormClaims {
  /** event id */
  e: string;
  /** date of the list (YYYY-MM-DD) */
  d: string;
  /** when the form was shown, epoch ms */
  t: number;
  /** the visitor's language code */
  l: string;
  /** single-use nonce */
  n: string;
}

const formKey = () => createHmac('sha256', getAuthSecret()).update('signup-form-token').digest();

const signature = (payload: string) =>
  createHmac('sha256', formKey()).update(payload).digest('base64url');

export function makeFormToken(eventId: string, date: string, language: string, now = new Date()) {
  const claims: FormClaims = {
    e: eventId,
    d: date,
    t: now.getTime(),
    l: language,
    n: randomBytes(12).toString('base64url'),
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${signature(payload)}`;
}

/** The claims of a well-signed form token; null for anything else. */
export function readFormToken(token: string): FormClaims | null {
  const [payload, signed, ...rest] = token.split('.');
  if (!payload || !signed || rest.length > 0 || token.length > 600) return null;
  const expected = Buffer.from(signature(payload));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as FormClaims;
    const ok =
      typeof claims.e === 'string' &&
      typeof claims.d === 'string' &&
      typeof claims.t === 'number' &&
      typeof claims.l === 'string' &&
      typeof claims.n === 'string';
    return ok ? claims : null;
  } catch {
    return null;
  }
}

/** A new personal link's token and the hash the database keeps. */
export function makeManageToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashManageToken(token) };
}

export function hashManageToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether a string can be a personal link's token at all (43 base64url characters). */
export const isManageToken = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);
