// One Redis connection per process, shared by the page/data cache handler (cache-handler.mjs,
// loaded by Next outside the app bundles) and the rate limits (bundled app code): both reach it
// through globalThis. Plain JavaScript so both kinds of module can import it.
import { createClient } from '@redis/client';

/** The shared client when REDIS_URL is set, else null. Connects in the background. */
export function sharedRedis() {
  const url = process.env.REDIS_URL;
  if (!url) return null;
  const state = globalThis;
  if (!state.parishRedis) {
    const client = createClient({
      url,
      // Short timeouts and quick retries: while Redis is away every instance still answers from
      // the database, and picks the cache up again by itself.
      socket: {
        connectTimeout: 2000,
        reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
      },
      disableOfflineQueue: true,
    });
    let reported = false;
    client.on('error', (error) => {
      if (!reported)
        console.warn(`Redis unavailable (${error.message}); serving from the database`);
      reported = true;
    });
    client.on('ready', () => {
      if (reported) console.warn('Redis is back');
      reported = false;
    });
    client.connect().catch(() => {});
    state.parishRedis = client;
  }
  return state.parishRedis;
}

/**
 * The prefix of every key this site writes: several sites may share one Redis. REDIS_KEY_PREFIX
 * names the site; the build id keeps a new build from reading pages rendered by an older one.
 */
export function redisKeyPrefix(buildId = '') {
  const site = process.env.REDIS_KEY_PREFIX || 'parish';
  return buildId ? `${site}:${buildId}:` : `${site}:`;
}
