import type { RedisClientType } from '@redis/client';

export function sharedRedis(): RedisClientType | null;
export function redisKeyPrefix(buildId?: string): string;
export function redisTimeoutMs(): number;
export function redisStatus(): 'none' | 'up' | 'down';
export class RedisUnavailableError extends Error {
  readonly service: 'cache';
}
