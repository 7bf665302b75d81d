import 'server-only';

/**
 * Sliding-window counters kept in process memory: enough for one server process (the way this
 * site is deployed); several processes would each count on their own.
 *
 * A hit is recorded *before* the slow work it guards (a password check, a write), so a burst of
 * parallel requests cannot all pass the check before any of them is counted.
 */
export interface RateLimiter {
  /** Counts a hit for `key`; `retryAfter` (seconds) when the key already reached its limit. */
  hit(key: string): { allowed: true; release: () => void } | { allowed: false; retryAfter: number };
  /** Seconds until `key` may try again, or 0 when it is under its limit (records nothing). */
  check(key: string): number;
  /** Forgets every hit of `key` (e.g. the failures of an account that just signed in). */
  reset(key: string): void;
}

export interface RateLimitOptions {
  /** A name unique per limiter: state lives on globalThis, shared by every route bundle. */
  name: string;
  limit: number;
  windowMs: number;
}

const registry: Map<string, Map<string, number[]>> = ((
  globalThis as { parishRateLimits?: Map<string, Map<string, number[]>> }
).parishRateLimits ??= new Map());

// Bounds memory under a flood of distinct keys: expired entries are swept once the map grows.
const SWEEP_THRESHOLD = 10_000;

export function createRateLimiter({ name, limit, windowMs }: RateLimitOptions): RateLimiter {
  let hits = registry.get(name);
  if (!hits) {
    hits = new Map();
    registry.set(name, hits);
  }
  const store = hits;

  const recent = (key: string, now: number) => {
    const list = (store.get(key) ?? []).filter((time) => time > now - windowMs);
    if (list.length) store.set(key, list);
    else store.delete(key);
    return list;
  };
  const retryAfter = (list: number[], now: number) =>
    Math.max(1, Math.ceil(((list[list.length - limit] ?? now) + windowMs - now) / 1000));

  const sweep = (now: number) => {
    if (store.size < SWEEP_THRESHOLD) return;
    for (const key of [...store.keys()]) recent(key, now);
  };

  return {
    hit(key) {
      const now = Date.now();
      sweep(now);
      const list = recent(key, now);
      if (list.length >= limit) return { allowed: false, retryAfter: retryAfter(list, now) };
      list.push(now);
      store.set(key, list);
      return {
        allowed: true,
        release: () => {
          const current = store.get(key);
          const index = current?.lastIndexOf(now) ?? -1;
          if (current && index >= 0) current.splice(index, 1);
        },
      };
    },
    check(key) {
      const now = Date.now();
      const list = recent(key, now);
      return list.length >= limit ? retryAfter(list, now) : 0;
    },
    reset(key) {
      store.delete(key);
    },
  };
}
