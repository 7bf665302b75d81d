// Next 16's `cacheHandlers` for 'use cache' (next.config.ts, only with REDIS_URL): the entries and
// their tags live in Redis, so every instance reads the same data and one write expires it
// everywhere. See lib/cache/shared-stores.mjs.
import { dataCacheStore } from './lib/cache/shared-stores.mjs';

export default dataCacheStore();
