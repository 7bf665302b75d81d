// Next.js's page cache (rendered public pages), through the maintained
// @fortedigital/nextjs-cache-handler (next.config.ts `cacheHandler`). With REDIS_URL the pages live
// in Redis, so every instance of the site serves the same pages and one edit invalidates them
// everywhere; without it, in process memory only: written to disk (Next's default) they would
// outlive the database they came from (tests, a moved data directory). Cached data ('use cache')
// has its own handler (use-cache-handler.mjs).
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import { buildIdIn, pageCacheStore } from './lib/cache/shared-stores.mjs';

CacheHandler.onCreation(({ serverDistDir }) => ({
  handlers: [
    pageCacheStore(buildIdIn(serverDistDir ? `${serverDistDir}/..` : '')) ?? createLruHandler(),
  ],
}));

export default CacheHandler;
