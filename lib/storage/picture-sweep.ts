import 'server-only';
import type { ResponsivePicture } from './picture-variants';
import type { ObjectStore } from './store';

// Choosing another hero image or logo makes a new set of sizes; the old set is removed here, but
// not at once: pages that show it may still be cached for a while (a shared cache up to ten
// minutes, `s-maxage` plus `stale-while-revalidate`; nginx one second; browsers and CDNs as they
// please), and a visitor's page must not lose its picture. A day later nothing should show them.

/** How long sizes no picture uses any more are kept before they go. */
export const REPLACED_PICTURE_GRACE_MS = 24 * 60 * 60 * 1000;

/** The stored names a picture's sizes use (its variants and its sharing picture). */
export function pictureFileNames(picture: ResponsivePicture | null): string[] {
  if (!picture) return [];
  return [...picture.variants, ...(picture.share ? [picture.share] : [])].map((variant) =>
    decodeURIComponent(variant.url.slice(variant.url.lastIndexOf('/') + 1)),
  );
}

/**
 * Removes the files in the store's `pictures` folder that no current picture uses and that were
 * written before `now - graceMs`; answers how many went. A file is looked at again just before it
 * goes, so one rewritten meanwhile (the same image chosen again) stays.
 */
export async function sweepReplacedPictures(
  store: ObjectStore,
  inUse: Iterable<string>,
  { now = new Date(), graceMs = REPLACED_PICTURE_GRACE_MS } = {},
): Promise<number> {
  const keep = new Set(inUse);
  const cutoff = now.getTime() - graceMs;
  const isStale = (lastModified: Date) => lastModified.getTime() < cutoff;
  let removed = 0;
  for (const object of await store.list('pictures')) {
    const name = object.key.slice('pictures/'.length);
    if (keep.has(name) || !isStale(object.lastModified)) continue;
    const current = await store.head(object.key);
    if (!current || !isStale(current.lastModified)) continue;
    await store.delete(object.key);
    removed += 1;
  }
  return removed;
}
