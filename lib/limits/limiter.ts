import 'server-only';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { ApiError } from '@/lib/http/errors';
import { redisKeyPrefix, sharedRedis } from '@/lib/redis/connection.mjs';
import { processSingleton } from '@/lib/process/singletons.mjs';

/**
 * Named limits on rate-limiter-flexible. With REDIS_URL the counts live in Redis, so the 6th wrong
 * password is refused whichever instance it reaches; while Redis is away, and in the one-process
 * default, they live in memory. Limiters are process singletons because route handlers are separate
 * bundles with separate module instances, and a limit must be one count, not one per route.
 */
export interface LimitOptions {
  /** Unique per limit: also the key prefix in a shared store. */
  name: string;
  /** Hits allowed per window. */
  points: number;
  windowSeconds: number;
}

const registry = processSingleton('limiters', () => new Map<string, RateLimiterAbstract>());

export function limiter(options: LimitOptions): RateLimiterAbstract {
  let existing = registry.get(options.name);
  if (!existing) {
    const settings = { points: options.points, duration: options.windowSeconds };
    const memory = new RateLimiterMemory({ ...settings, keyPrefix: options.name });
    const redis = sharedRedis();
    existing = redis
      ? new RateLimiterRedis({
          ...settings,
          storeClient: redis,
          useRedisPackage: true,
          keyPrefix: `${redisKeyPrefix()}limit:${options.name}`,
          rejectIfRedisNotReady: true,
          insuranceLimiter: memory,
        })
      : memory;
    registry.set(options.name, existing);
  }
  return existing;
}

export interface Hit {
  /** Hits in the window, this one included. */
  count: number;
  /** Gives the hit back (the guarded work turned out not to count, e.g. a right password). */
  release(): Promise<void>;
}

/**
 * Counts one hit for `key` *before* the work it guards, so a burst of parallel requests cannot all
 * pass before any is counted; throws `refuse(retryAfterSeconds)` when the key is over its limit.
 */
export async function hit(
  limit: RateLimiterAbstract,
  key: string,
  refuse: (retryAfterSeconds: number) => ApiError,
): Promise<Hit> {
  try {
    const result = await limit.consume(key);
    return { count: result.consumedPoints, release: () => limit.reward(key, 1).then(() => {}) };
  } catch (outcome) {
    if (outcome instanceof RateLimiterRes) throw refuse(outcome.msBeforeNext / 1000);
    throw outcome;
  }
}

/** Hits recorded for `key` in the current window (0 when none). */
export async function countOf(limit: RateLimiterAbstract, key: string): Promise<number> {
  return (await limit.get(key))?.consumedPoints ?? 0;
}

export async function forget(limit: RateLimiterAbstract, key: string): Promise<void> {
  await limit.delete(key);
}
