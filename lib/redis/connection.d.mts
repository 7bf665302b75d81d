import type { RedisClientType } from '@redis/client';

/** The shared client, behind its circuit breaker. */
export type SharedRedis = RedisClientType;

export function sharedRedis(): SharedRedis | null;
export function sharedRedisSubscriber(onReady: () => void): SharedRedis | null;
export function redisKeyPrefix(buildId?: string): string;
export function redisTimeoutMs(): number;
export function redisStatus(): 'none' | 'up' | 'down';
export class RedisUnavailableError extends Error {
  readonly service: 'cache';
}
