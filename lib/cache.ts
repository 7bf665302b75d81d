import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';

// Cache tags, in one place. Reads that visitors' pages make go through `cached` with the tags of
// the data they read; every successful write calls `invalidate` with exactly the tags it changed.
// Next records the tags a page's render read, so invalidating a tag also drops the rendered pages
// that showed it, and only those.
export const cacheTags = {
  settings: 'settings',
  services: 'services',
  bulletins: 'bulletins',
  announcements: 'announcements',
  /** The list of pages: where each lives, its name, menu place, retired or not. */
  pages: 'pages',
  page: (slug: string) => `page:${slug}`,
} as const;

// Entries also expire on their own, like the pages that read them (`revalidate` of the routes):
// a bound on staleness should an invalidation ever be lost (e.g. Redis away during a write).
const LIFETIME_SECONDS = 300;

/**
 * Next's data cache (`unstable_cache`): in process memory for one instance, in Redis for several
 * (cache-handler.mjs). Values must be plain JSON (dates as ISO strings). Outside a request (the
 * seed at start-up, scripts, unit tests) there is no cache and `load` simply runs.
 */
export async function cached<T>(
  key: string,
  tags: string[],
  load: () => Promise<T>,
  /** A shorter lifetime for data that changes at a known time (scheduled bulletins). */
  lifetimeSeconds = LIFETIME_SECONDS,
): Promise<T> {
  try {
    return await unstable_cache(load, [key], { tags, revalidate: lifetimeSeconds })();
  } catch (error) {
    if (isOutsideRequest(error)) return load();
    throw error;
  }
}

const isOutsideRequest = (error: unknown) =>
  error instanceof Error && error.message.startsWith('Invariant: incrementalCache missing');

interface SharedCache {
  revalidateTag(tag: string): Promise<void>;
}

/**
 * Expires the tags' data and pages now, on every instance. Next's own `revalidateTag` finishes
 * only after the response is sent; the shared store (Redis) is therefore invalidated here first
 * and awaited, so the client's very next request, on any instance, already sees the change.
 */
export async function invalidate(...tags: string[]): Promise<void> {
  const shared = (globalThis as { parishSharedCache?: SharedCache }).parishSharedCache;
  if (shared) {
    await Promise.all(
      tags.map((tag) =>
        shared.revalidateTag(tag).catch((error: unknown) => {
          // The write itself succeeded; the entries expire on their own (LIFETIME_SECONDS).
          console.warn(`Cache invalidation of "${tag}" failed: ${(error as Error).message}`);
        }),
      ),
    );
  }
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch {
      // Outside a request (seed, scripts, unit tests) there is no cache to expire.
    }
  }
}
