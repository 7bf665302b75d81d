import 'server-only';
import { cacheFor, cacheTags, LIFETIME_SECONDS } from '@/lib/cache';
import { getDb } from '@/lib/db/client';

// Scheduled bulletins (a `publishAt` in the future) stay out of everything visitors see until that
// time: the archive pages, GET /api/bulletins, the feed, search, the home page and the sitemap.
//
// NOTE: why a scheduled bulletin appears on time although nothing is written then. Visitors' reads
// are cached ('use cache' functions, lib/cache; the archive and home pages are static with a
// `revalidate`; nginx adds a 1 s micro-cache) and only a write invalidates them. So every cached
// visitor read takes the window's `key` (the next publish time still ahead) as an argument, which
// is part of its cache key: once that time passes, the key is a new one and the read runs again.
// It calls `cacheForWindow`, which also cuts its lifetime to the seconds left until then, and Next
// lowers a static page's `revalidate` to the shortest lifetime among the cached reads of its
// render, so the page is regenerated at that time as well (the first request after it may still
// get the old page while the new one renders).

/** Publish times still ahead (ISO), soonest first; cached until a bulletin changes. */
async function upcomingPublishTimes(): Promise<string[]> {
  'use cache';
  cacheFor([cacheTags.bulletins]);
  const rows = await getDb().bulletin.findMany({
    where: { publishAt: { gt: new Date() } },
    orderBy: { publishAt: 'asc' },
    select: { publishAt: true },
  });
  return rows.map((row) => row.publishAt!.toISOString());
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

/** Upper bound of a cached read's lifetime (as lib/cache's own). */
const MAX_LIFETIME_SECONDS = LIFETIME_SECONDS;

export async function visibilityWindow(now = new Date()): Promise<VisibilityWindow> {
  const upcoming = await upcomingPublishTimes();
  return windowOf(upcoming.find((time) => new Date(time) > now) ?? 'none', now);
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

/** The window a cached visitor read was called with (its `key`), as `visibilityWindow` gives it. */
export function windowOf(key: string, now = new Date()): VisibilityWindow {
  if (key === 'none') return { next: null, key, lifetimeSeconds: MAX_LIFETIME_SECONDS };
  const next = new Date(key);
  const seconds = Math.ceil((next.getTime() - now.getTime()) / 1000);
  return { next, key, lifetimeSeconds: Math.max(1, Math.min(MAX_LIFETIME_SECONDS, seconds)) };
}

/**
 * Inside a `'use cache'` visitor read that takes the window's key: tags it with the bulletins and
 * ends its life when the window does. Answers the filter of what visitors see in that window.
 */
export function cacheForWindow(key: string) {
  const window = windowOf(key);
  cacheFor([cacheTags.bulletins], window.lifetimeSeconds);
  return visibleWhere(window);
}

/**
 * When the bulletin archive visitors see last changed (the sitemap's lastmod): the newest change
 * or publish time among published bulletins; a scheduled one changes it when its time comes.
 * Null when there is none.
 */
export async function bulletinArchiveChangedAt(): Promise<Date | null> {
  const { _max } = await getDb().bulletin.aggregate({
    where: { OR: [{ publishAt: null }, { publishAt: { lte: new Date() } }] },
    _max: { updatedAt: true, publishAt: true },
  });
  const { updatedAt, publishAt } = _max;
  return updatedAt && publishAt
    ? publishAt > updatedAt
      ? publishAt
      : updatedAt
    : (updatedAt ?? publishAt);
}
