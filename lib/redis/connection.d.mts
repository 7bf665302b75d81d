import type { RedisClientType } from '@redis/client';

/** The shared client, behind its circuit breaker. */
export type SharedRedis = RedisClientType;

export function sharedRedis(): SharedRedis | null;
export function subscribeShared(
  channel: string,
  onMessage: (message: string) => void,
  onReady: () => void,
): boolean;
export function redisKeyPrefix(buildId?: string): string;
export function redisTimeoutMs(): number;
export function redisStatus(): 'none' | 'up' | 'down';
export class RedisUnavailableError extends Error {
  readonly service: 'cache';
}
