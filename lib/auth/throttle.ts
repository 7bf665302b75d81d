import 'server-only';
import { ApiError } from '@/lib/api/errors';
import { createRateLimiter } from '@/lib/api/rate-limit';

// Failed sign-ins allowed per window. Per account: slows guessing one password to a crawl.
// Per address: stops one client trying a few passwords on many accounts, yet leaves room for a
// parish office where several people share one address.
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILURES_PER_USERNAME = 5;
export const LOGIN_FAILURES_PER_ADDRESS = 30;

const byUsername = createRateLimiter({
  name: 'login:username',
  limit: LOGIN_FAILURES_PER_USERNAME,
  windowMs: LOGIN_WINDOW_MS,
});
const byAddress = createRateLimiter({
  name: 'login:address',
  limit: LOGIN_FAILURES_PER_ADDRESS,
  windowMs: LOGIN_WINDOW_MS,
});

export function tooManyAttempts(retryAfter: number): ApiError {
  return new ApiError(
    429,
    'too_many_requests',
    'Too many sign-in attempts. Try again later.',
    undefined,
    { 'Retry-After': String(retryAfter) },
  );
}

export interface LoginAttempt {
  /** The credentials were right: the attempt does not count against anyone. */
  succeeded(): void;
}

/**
 * Counts a sign-in attempt as a failure up front (so parallel guesses are counted before the slow
 * password check finishes) and throws 429 with Retry-After when the username or the address is
 * over its limit. The username is counted whether or not the account exists, so a locked-out
 * answer reveals nothing either.
 */
export function beginLoginAttempt(username: string, address: string): LoginAttempt {
  const account = byUsername.hit(username);
  if (!account.allowed) throw tooManyAttempts(account.retryAfter);
  const client = byAddress.hit(address);
  if (!client.allowed) {
    account.release();
    throw tooManyAttempts(client.retryAfter);
  }
  return {
    succeeded() {
      byUsername.reset(username);
      client.release();
    },
  };
}
