// Next.js's page cache (rendered public pages) and data cache (unstable_cache) in Redis, so every
// instance of the site serves the same pages and one edit invalidates them everywhere. Used only
// when REDIS_URL is set (next.config.mjs); otherwise Next keeps its own cache in process memory.
// The handler is the maintained @fortedigital/nextjs-cache-handler (Next 16, node-redis).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { redisKeyPrefix, redisTimeoutMs, sharedRedis } from './lib/redis/connection.mjs';

CacheHandler.onCreation(({ serverDistDir }) => {
  let buildId = '';
  try {
    buildId = readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    // `next dev` has no build id
  }
  const handler = createRedisHandler({
    client: sharedRedis(),
    keyPrefix: redisKeyPrefix(buildId),
    // A cache that does not answer within its budget (REDIS_TIMEOUT_MS, 250 ms) is skipped: the
    // page is rendered from the database. The client itself also enforces it (connection.mjs).
    timeoutMs: redisTimeoutMs(),
  });
  // lib/cache.ts awaits invalidations itself, before a write's response goes out (Next runs its
  // own after the response), so the very next request on any instance sees the change.
  globalThis.parishSharedCache = handler;
  return { handlers: [handler] };
});

export default CacheHandler;
