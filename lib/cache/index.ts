import 'server-only';
import path from 'node:path';
import { cacheLife, cacheTag, revalidateTag } from 'next/cache';
import { buildIdIn, pageCacheStore, dataCacheStore } from './shared-stores.mjs';
import { announceInvalidation } from './invalidations';

export { onInvalidation } from './invalidations';

// Cache tags, in one place. Reads that visitors' pages make are `'use cache'` functions that call
// `cacheFor` with the tags of the data they read; every successful write calls `invalidate` with
// exactly the tags it changed, beside the write. Next records the tags a page's render read, so
// invalidating a tag also drops the rendered pages that showed it, and only those.
export const cacheTags = {
  settings: 'settings',
  services: 'services',
  bulletins: 'bulletins',
  announcements: 'announcements',
  /** Events, their categories and changed dates (lib/events). */
  events: 'events',
  /** The list of pages: where each lives, its name, menu place, retired or not. */
  pages: 'pages',
  page: (slug: string) => `page:${slug}`,
} as const;

// Entries also expire on their own, like the pages that read them (`revalidate` of the routes):
// a bound on staleness should an invalidation ever be lost (e.g. Redis away during a write).
export const LIFETIME_SECONDS = 300;

/**
 * Inside a `'use cache'` function: tags its entry and bounds its lifetime. The entry lives in
 * process memory for one instance, in Redis for several (use-cache-handler.mjs). Next lowers a
 * static page's `revalidate` to the shortest lifetime among the cached reads of its render.
 */
export function cacheFor(tags: string[], lifetimeSeconds = LIFETIME_SECONDS): void {
  cacheTag(...tags);
  cacheLife({ revalidate: lifetimeSeconds });
}

// Our own instances of the shared stores (null without REDIS_URL), over the same Redis keys as the
// handlers Next loads: nothing is shared between the two but Redis.
const sharedData = dataCacheStore();
const sharedPages = pageCacheStore(
  // The build folder of next.config.ts, read at run time (not a file for the bundler to trace).
  buildIdIn(
    path.join(/* turbopackIgnore: true */ process.cwd(), process.env.NEXT_DIST_DIR || '.next'),
  ),
);

/**
 * Expires the tags' data and pages now, on every instance. Called by route handlers after a
 * successful write. Next's own `revalidateTag` reaches the cache handlers only after the response
 * is sent; the shared stores (Redis) are therefore expired here first and awaited, so the client's
 * very next request, on any instance, already sees the change.
 */
export async function invalidate(...tags: string[]): Promise<void> {
  await expireShared(tags);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  await announceInvalidation(tags);
}

async function expireShared(tags: string[]): Promise<void> {
  await Promise.all([
    sharedData?.updateTags(tags),
    ...tags.map((tag) =>
      sharedPages?.revalidateTag(tag).catch((error: unknown) => {
        // The write itself succeeded; the entries expire on their own (LIFETIME_SECONDS).
        console.warn(`Cache invalidation of "${tag}" failed: ${(error as Error).message}`);
      }),
    ),
  ]);
}

/**
 * For writes outside a request (start-up repairs in the background): expires the tags in the shared
 * stores only. Next's in-process cache can be expired only from a request; its entries there
 * expire on their own (LIFETIME_SECONDS, a page's `revalidate`).
 */
export async function invalidateOutsideRequest(...tags: string[]): Promise<void> {
  await expireShared(tags);
  await announceInvalidation(tags);
}
