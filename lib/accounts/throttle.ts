import 'server-only';
import { tooManyRequests } from '@/lib/http/errors';
import { countOf, forget, hit, limiter } from '@/lib/limits/limiter';

// Sign-in throttling in OWASP's way: nobody elsewhere can lock an owner out of their account.
// - Per (account, address): 5 failures in 15 minutes, then that address waits for that account.
// - Per address: 30 failures in 15 minutes across all accounts (one client spraying many names),
//   with room for a parish office where several people share one address.
// - Per account, from everywhere: no lock, but once it has had many failures, every attempt from
//   an address that has failed before is slowed down, more the more it is attacked. A correct
//   password from an address with no recent failures always goes straight through.
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
export const LOGIN_FAILURES_PER_ADDRESS = 30;
const SLOWDOWN_AFTER_ACCOUNT_FAILURES = 10;
const SLOWDOWN_MAX_MS = 8_000;

// Registration is rare (a handful of staff per parish): a few per hour per address.
export const REGISTRATIONS_PER_ADDRESS = 5;
export const REGISTRATION_WINDOW_SECONDS = 60 * 60;

const window = { windowSeconds: LOGIN_WINDOW_SECONDS };
const byAccountAndAddress = () =>
  limiter({
    name: 'login:account-address',
    points: LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
    ...window,
  });
const byAddress = () =>
  limiter({ name: 'login:address', points: LOGIN_FAILURES_PER_ADDRESS, ...window });
// Counts only; never refuses (its limit is out of reach).
const byAccount = () => limiter({ name: 'login:account', points: 1_000_000, ...window });
const registrations = () =>
  limiter({
    name: 'register:address',
    points: REGISTRATIONS_PER_ADDRESS,
    windowSeconds: REGISTRATION_WINDOW_SECONDS,
  });

const tooManyAttempts = (retryAfter: number) =>
  tooManyRequests('Too many sign-in attempts. Try again later.', retryAfter);

export interface LoginAttempt {
  /** The credentials were right: the attempt does not count against anyone. */
  succeeded(): Promise<void>;
}

// Usernames are compared as stored, but the throttle must not be dodged by changing case.
const accountKey = (username: string) => username.toLowerCase();

/**
 * Counts a sign-in attempt as a failure up front (so parallel guesses are counted before the slow
 * password check finishes), throws 429 with Retry-After when this address is over a limit, and
 * waits first when the account is under attack and this address has failed before. The account
 * is counted whether or not it exists, so the answers reveal nothing either.
 */
export async function beginLoginAttempt(username: string, address: string): Promise<LoginAttempt> {
  const account = accountKey(username);
  const pairKey = `${account}|${address}`;
  const addressFailures = await countOf(byAddress(), address);
  const pair = await hit(byAccountAndAddress(), pairKey, tooManyAttempts);
  let client;
  try {
    client = await hit(byAddress(), address, tooManyAttempts);
  } catch (error) {
    await pair.release();
    throw error;
  }
  const accountHit = await hit(byAccount(), account, tooManyAttempts);
  if (addressFailures > 0) await sleep(slowdownMs(accountHit.count - 1));
  return {
    async succeeded() {
      await Promise.all([
        forget(byAccountAndAddress(), pairKey),
        client.release(),
        accountHit.release(),
      ]);
    },
  };
}

/** 0 until the account has had many failures, then doubling per 5 more, up to 8 s. */
export function slowdownMs(accountFailures: number): number {
  if (accountFailures < SLOWDOWN_AFTER_ACCOUNT_FAILURES) return 0;
  const steps = Math.floor((accountFailures - SLOWDOWN_AFTER_ACCOUNT_FAILURES) / 5);
  return Math.min(SLOWDOWN_MAX_MS, 250 * 2 ** steps);
}

/** Counts a registration attempt from this address (before any work); 429 beyond the limit. */
export async function countRegistration(address: string): Promise<void> {
  await hit(registrations(), address, (retryAfter) =>
    tooManyRequests('Too many registrations from this address. Try again later.', retryAfter),
  );
}

const sleep = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : null);
