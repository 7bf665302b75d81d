// The two shared caches in Redis, used only when REDIS_URL is set. Plain JavaScript: Next loads the
// handlers named in next.config.ts (use-cache-handler.mjs, cache-handler.mjs) outside the app
// bundles, and lib/cache/index.ts (bundled) builds its own instances here over the same keys, so a
// write can expire tags in Redis itself, before its response, without sharing an object.
//
// - 'use cache' entries: the maintained @mrjasonroy/cache-components-cache-handler, an
//   implementation of Next 16's `cacheHandlers` interface. Its keys come from Next and already
//   name the build; its tags are per site, so a write on one build also expires entries of another.
// - Rendered pages (ISR): @fortedigital/nextjs-cache-handler (`cacheHandler`), keyed per build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createRedisDataCacheHandler } from '@mrjasonroy/cache-components-cache-handler';
import { redisKeyPrefix, redisTimeoutMs, sharedRedis } from '../redis/connection.mjs';

// A cache that does not answer within its budget (REDIS_TIMEOUT_MS, 250 ms) is skipped: the data
// is read from the database. The shared client also enforces it, behind its circuit breaker.
const TIMEOUT_MS = redisTimeoutMs();

/** Node-redis (our client) behind the small client interface the 'use cache' handler expects. */
function boundedClient(client) {
  const bounded = () => client.withAbortSignal(AbortSignal.timeout(TIMEOUT_MS));
  return {
    get: (key) => bounded().get(key),
    set: (key, value, mode, seconds) =>
      mode === 'EX' ? bounded().set(key, value, { EX: seconds }) : bounded().set(key, value),
    del: (...keys) => bounded().del(keys),
    exists: (...keys) => bounded().exists(keys),
    ttl: (key) => bounded().ttl(key),
    hGet: (key, field) => bounded().hGet(key, field),
    hSet: (key, field, value) => bounded().hSet(key, field, value),
    hGetAll: (key) => bounded().hGetAll(key),
  };
}

/** The 'use cache' store in Redis, or null without REDIS_URL. */
export function dataCacheStore() {
  const client = sharedRedis();
  if (!client) return null;
  return createRedisDataCacheHandler({
    redis: boundedClient(client),
    keyPrefix: `${redisKeyPrefix()}use-cache:`,
    tagPrefix: `${redisKeyPrefix()}use-cache-tag:`,
  });
}

/** The build id of the build in `distDir` ('' for `next dev`, which has none). */
export function buildIdIn(distDir) {
  try {
    return readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
  } catch {
    return '';
  }
}

/** The rendered-page store in Redis for one build, or null without REDIS_URL. */
export function pageCacheStore(buildId) {
  const client = sharedRedis();
  if (!client) return null;
  return createRedisHandler({ client, keyPrefix: redisKeyPrefix(buildId), timeoutMs: TIMEOUT_MS });
}
