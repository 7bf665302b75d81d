import 'server-only';
import { getDb } from '@/lib/db/client';
import { processSingleton, type GonePaths } from '@/lib/process/singletons.mjs';
import { sitePagePath } from './catalogue';

// NOTE: why retired pages' addresses are known outside Next's rendering. Next gives a page no way
// to answer 410 (only 404, 401 and 403 through notFound/unauthorized/forbidden), and a public page
// is served from the page cache without rendering. So the page of a retired address renders the
// "gone" view (cached like any page), and lib/http/request-hooks.ts answers it with 410 for the
// addresses listed here. The list is per process (a process singleton,
// so the hook's bundle and the pages' share it), reloaded after every page write in this process
// and, for writes on other instances, at most REFRESH_MS after it was last loaded. Can go when
// Next lets a page choose its status.

const REFRESH_MS = 5_000;

const state = processSingleton('gonePaths', (): GonePaths => ({
  paths: new Set(),
  loadedAt: 0,
  loading: null,
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

/** Reloads the list now (after a page write, and at start-up). */
export function refreshGonePaths(): Promise<void> {
  state.loading ??= loadGonePaths()
    .then((paths) => {
      state.paths = paths;
      state.loadedAt = Date.now();
    })
    .catch((error: unknown) => {
      console.warn(`Retired pages not loaded: ${error instanceof Error ? error.message : error}`);
    })
    .finally(() => {
      state.loading = null;
    });
  return state.loading;
}

/** Whether an address (without language prefix) is a retired page's; reloads in the background. */
export function isGonePath(path: string): boolean {
  if (Date.now() - state.loadedAt > REFRESH_MS) void refreshGonePaths();
  return state.paths.has(path);
}
