import 'server-only';
import { cached, cacheTags } from '@/lib/cache';
import { getDb } from '@/lib/db/client';

// Scheduled bulletins (a `publishAt` in the future) stay out of everything visitors see until that
// time: the archive pages, GET /api/bulletins, the feed, search, the home page and the sitemap.
//
// NOTE: why a scheduled bulletin appears on time although nothing is written then. Visitors' reads
// are cached (lib/cache.ts: the data cache; the archive and home pages are static with a
// `revalidate`; nginx adds a 1 s micro-cache) and only a write invalidates them. So every cached
// visitor read goes through `cachedForVisitors`, whose cache key names the next publish time still
// ahead (the "window"): once that time passes, the key is a new one and the read runs again. Its
// lifetime is also cut to the seconds left until then, and Next lowers a static page's `revalidate`
// to the shortest lifetime among the cached reads of its render, so the page is regenerated at that
// time as well (the first request after it may still get the old page while the new one renders).

/** Publish times still ahead (ISO), soonest first; cached until a bulletin changes. */
function upcomingPublishTimes(): Promise<string[]> {
  return cached('bulletins:upcoming', [cacheTags.bulletins], async () => {
    const rows = await getDb().bulletin.findMany({
      where: { publishAt: { gt: new Date() } },
      orderBy: { publishAt: 'asc' },
      select: { publishAt: true },
    });
    return rows.map((row) => row.publishAt!.toISOString());
  });
}

/** What visitors may see now, and until when that holds. */
export interface VisibilityWindow {
  /** The next publish time still ahead; null when nothing is scheduled. */
  next: Date | null;
  /** Part of every visitor cache key: changes when `next` passes. */
  key: string;
  /** Seconds a cached visitor read may live (bounded by `next`). */
  lifetimeSeconds: number;
}

/** Upper bound of a cached read's lifetime (as lib/cache.ts's own). */
const MAX_LIFETIME_SECONDS = 300;

export async function visibilityWindow(now = new Date()): Promise<VisibilityWindow> {
  const upcoming = await upcomingPublishTimes();
  const nextIso = upcoming.find((time) => new Date(time) > now);
  if (!nextIso) return { next: null, key: 'none', lifetimeSeconds: MAX_LIFETIME_SECONDS };
  const next = new Date(nextIso);
  const seconds = Math.ceil((next.getTime() - now.getTime()) / 1000);
  return {
    next,
    key: nextIso,
    lifetimeSeconds: Math.max(1, Math.min(MAX_LIFETIME_SECONDS, seconds)),
  };
}

/**
 * The Prisma filter of the bulletins visitors see in a window. With a publish time ahead, exactly
 * those before it (none is scheduled between now and then, else it would be `next`), so a cached
 * answer is the same whenever in the window it was computed.
 */
export function visibleWhere(window: VisibilityWindow, now = new Date()) {
  const before = window.next ? { lt: window.next } : { lte: now };
  return { OR: [{ publishAt: null }, { publishAt: before }] };
}

/** Whether a bulletin with this publish time is visible to visitors at `now`. */
export function isPublished(publishAt: Date | string | null, now = new Date()): boolean {
  return publishAt === null || new Date(publishAt) <= now;
}

/** A visitor read, cached until a bulletin changes or the next publish time passes. */
export async function cachedForVisitors<T>(
  key: string,
  load: (where: ReturnType<typeof visibleWhere>) => Promise<T>,
): Promise<T> {
  const window = await visibilityWindow();
  return cached(
    `${key}@${window.key}`,
    [cacheTags.bulletins],
    () => load(visibleWhere(window)),
    window.lifetimeSeconds,
  );
}
