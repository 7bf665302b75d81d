import 'server-only';
import { randomBytes } from 'node:crypto';
import { processSingleton } from '@/lib/process/singletons.mjs';
import { redisKeyPrefix, sharedRedis, subscribeShared } from '@/lib/redis/connection.mjs';

// Process state outside Next's caches that must follow writes (the retired addresses the request
// hooks answer 410 for) hears of every expired tag here: this instance's writes directly, before
// their response, and other instances' writes through Redis the moment they are made.

type Listener = (tags: string[]) => void | Promise<void>;

const listeners = processSingleton('invalidationListeners', () => new Set<Listener>());
// Tells this instance's own messages apart from others' (it already told its listeners).
const origin = processSingleton('instanceId', () => randomBytes(16).toString('hex'));
const channel = () => `${redisKeyPrefix()}invalidated`;

/** Tells this instance's listeners, then the other instances, that `tags` were expired. */
export async function announceInvalidation(tags: string[]): Promise<void> {
  await Promise.all([...listeners].map((listener) => listener(tags)));
  await sharedRedis()
    ?.publish(channel(), JSON.stringify({ origin, tags }))
    .catch((error: unknown) => {
      // The others' lists catch up when their subscription reconnects (see below).
      console.warn(`Cache invalidation not announced: ${(error as Error).message}`);
    });
}

/**
 * Calls `listener` with the tags every write expires, on this instance or another. After Redis was
 * away (messages may have been missed) it is called with every tag it may have missed: `['*']`.
 */
export function onInvalidation(listener: Listener): void {
  listeners.add(listener);
  subscribeShared(
    channel(),
    (message) => {
      const { origin: from, tags } = JSON.parse(message) as { origin: string; tags: string[] };
      if (from === origin) return;
      for (const each of listeners) void each(tags);
    },
    () => {
      for (const each of listeners) void each(['*']);
    },
  );
}
