import type { RedisClientType } from '@redis/client';

export function sharedRedis(): RedisClientType | null;
export function redisKeyPrefix(buildId?: string): string;
