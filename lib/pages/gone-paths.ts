import 'server-only';
import { getDb } from '@/lib/db/client';
import { processSingleton, type GonePaths } from '@/lib/process/singletons.mjs';
import { sitePagePath } from './catalogue';

// NOTE: why retired pages' addresses are known outside Next's rendering. Next gives a page no way
// to answer 410 (only 404, 401 and 403 through notFound/unauthorized/forbidden), and a public page
// is served from the page cache without rendering. So the page of a retired address renders the
// "gone" view (cached like any page), and lib/http/request-hooks.ts answers it with 410 for the
// addresses listed here. The list is per process (a process singleton, so the hook's bundle and
// the pages' share it), loaded at start-up and again whenever the list of pages (cache tag
// `pages`) is expired by a write on any instance (lib/cache onInvalidation, wired by lib/startup):
// before the write's response on its own instance, as its message arrives on the others. Can go
// when Next lets a page choose its status.

const state = processSingleton('gonePaths', (): GonePaths => ({
  paths: new Set(),
  loads: 0,
  applied: 0,
}));

/** Addresses (without language prefix) of retired pages that nothing else took over. */
async function loadGonePaths(): Promise<Set<string>> {
  const db = getDb();
  const [pages, redirects] = await Promise.all([
    db.page.findMany({ select: { id: true, slug: true, section: true, retiredAt: true } }),
    db.pageRedirect.findMany({ select: { fromPath: true, pageId: true } }),
  ]);
  const live = new Set(pages.filter((p) => !p.retiredAt).map((p) => sitePagePath(p)));
  const liveIds = new Set(pages.filter((p) => !p.retiredAt).map((p) => p.id));
  const movedFrom = new Set(redirects.filter((r) => liveIds.has(r.pageId)).map((r) => r.fromPath));
  const retiredIds = new Set(pages.filter((p) => p.retiredAt).map((p) => p.id));
  const gone = [
    ...pages.filter((p) => p.retiredAt).map((p) => sitePagePath(p)),
    // Old addresses of a page that was renamed and then retired.
    ...redirects.filter((r) => retiredIds.has(r.pageId)).map((r) => r.fromPath),
  ];
  return new Set(gone.filter((path) => !live.has(path) && !movedFrom.has(path)));
}

/**
 * Reloads the list now (at start-up, after a page write). Each call reads the database afresh (a
 * load already under way may predate the write); a load that finishes after a later one is dropped.
 */
export async function refreshGonePaths(): Promise<void> {
  const load = ++state.loads;
  try {
    const paths = await loadGonePaths();
    if (load > state.applied) {
      state.applied = load;
      state.paths = paths;
    }
  } catch (error) {
    console.warn(`Retired pages not loaded: ${error instanceof Error ? error.message : error}`);
  }
}

/** Whether an address (without language prefix) is a retired page's. */
export function isGonePath(path: string): boolean {
  return state.paths.has(path);
}
