import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { getAuthSecret } from '@/lib/accounts/secret';

// Two tokens, each for one purpose only. The form token is signed (HMAC with a key derived from
// the site's secret, so no other token of the site verifies as one): it says which date's form was
// shown, when, and in which language, and its nonce makes one form good for one sign-up. The
// personal link's token is the sign-up's id signed with another derived key: it cannot be made up
// or turned to another sign-up, and the e-mail of a later move-up can carry the same link.

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

/**
 * The personal link's token of a sign-up: its id, signed for this one purpose. Joined by '-' (a
 * cuid has none): a '.' in a page's path would make it look like a file to the proxy.
 */
export function makeManageToken(signupId: string): string {
  return `${signupId}-${manageSignature(signupId)}`;
}

/** The sign-up id a personal link's token was made for; null when it is not one. */
export function readManageToken(token: string): string | null {
  const split = token.indexOf('-');
  const [id, signed] = [token.slice(0, split), token.slice(split + 1)];
  if (split < 1 || !/^[a-z0-9]+$/.test(id) || !signed || token.length > 200) return null;
  const expected = Buffer.from(manageSignature(id));
  const given = Buffer.from(signed);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

const manageKey = () =>
  createHmac('sha256', getAuthSecret()).update('signup-manage-token').digest();
const manageSignature = (id: string) =>
  createHmac('sha256', manageKey()).update(id).digest('base64url');
