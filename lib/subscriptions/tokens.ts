import 'server-only';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { getAuthSecret } from '@/lib/accounts/secret';

// The secrets in subscription links. Nothing in the database alone gives a working link:
// - a confirmation link's token is an HMAC (with the site's secret) of a random nonce; the
//   database keeps the nonce with the queued e-mail and only a SHA-256 of the token;
// - a subscriber's manage and unsubscribe links carry their id and an HMAC of it, so every
//   message can carry them without storing a token per message.

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** An address as kept after it unsubscribed, and a client address in a consent record. */
export const addressHash = (value: string) => sha256(`${value.trim().toLowerCase()}`);

const mac = (purpose: string, value: string) =>
  createHmac('sha256', getAuthSecret()).update(`${purpose}:${value}`).digest('base64url');

export const newNonce = () => randomBytes(18).toString('base64url');

/** The confirmation token of a nonce (computed again when the e-mail is written). */
export const confirmationToken = (nonce: string) => mac('subscription-confirm', nonce);

/** The token of a subscriber's manage and one-click unsubscribe links. */
export const subscriberLinkToken = (subscriberId: string) =>
  `${subscriberId}.${mac('subscription-link', subscriberId)}`;

/** The subscriber id of a link token; null when it was not made by this site. */
export function subscriberIdOfLink(token: string): string | null {
  const [id, signature] = token.split('.');
  if (!id || !signature || id.length > 40) return null;
  const expected = Buffer.from(mac('subscription-link', id));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/**
 * A form's token: when it was rendered (ms). A post sooner than MIN_FORM_SECONDS after it is a
 * script's (the minimum time). Not signed: the footer's form is rendered at build time, before
 * the site's secret exists, and a script that forges it could as well leave it out (API clients
 * may): it stops form-filling bots, which post what the page gave them at once.
 */
export const MIN_FORM_SECONDS = 2;

export function formTokenTooFast(token: string | undefined, now = Date.now()): boolean {
  if (!token) return false;
  const issued = Number(token);
  return !Number.isFinite(issued) || now - issued < MIN_FORM_SECONDS * 1000;
}

/** A new form token: the time of rendering. */
export const newFormToken = () => String(Date.now());
