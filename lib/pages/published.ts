import 'server-only';
import { cacheFor, cacheTags, LIFETIME_SECONDS } from '@/lib/cache';
import { getDb } from '@/lib/db/client';
import { getPageRecord, type PageContentRecord } from '@/lib/pages/data';
import { getPageDraft } from '@/lib/pages/drafts';

// What visitors see of a page: its published text. A scheduled draft becomes that text when the
// scheduled-drafts job publishes it at its time (lib/startup/jobs.ts), which expires the page's tag
// in the shared caches, so every instance shows it at once.
//
// NOTE: why a page also renders again at its draft's time without that expiry (one instance
// without Redis: Next's in-process cache can be expired only from a request). The cached read takes
// the draft's time and whether it has passed as arguments, which are part of its cache key: when
// the time passes, the key is a new one. Before then the entry lives only until that time, and
// once it has passed, only a second while the draft still waits for the job; Next lowers a static
// page's `revalidate` to the shortest lifetime among its render's cached reads, so the page renders
// again then and shows what the job published.

/** The page's scheduled publish time (ISO), or null; cached until the page or its draft changes. */
async function scheduledTime(slug: string): Promise<string | null> {
  'use cache';
  cacheFor([cacheTags.page(slug)]);
  const row = await getDb().pageDraft.findUnique({ where: { slug }, select: { publishAt: true } });
  return row?.publishAt?.toISOString() ?? null;
}

async function publishedAsOf(
  slug: string,
  scheduled: string | null,
  due: boolean,
): Promise<PageContentRecord | null> {
  'use cache';
  const secondsLeft = scheduled ? Math.ceil((Date.parse(scheduled) - Date.now()) / 1000) : 0;
  const [record, waiting] = await Promise.all([
    getPageRecord(slug),
    due ? getPageDraft(slug).then((draft) => draft?.publishAt != null) : false,
  ]);
  cacheFor(
    [cacheTags.page(slug)],
    waiting
      ? 1
      : scheduled && !due
        ? Math.max(1, Math.min(LIFETIME_SECONDS, secondsLeft))
        : LIFETIME_SECONDS,
  );
  return record;
}

/** The page as published now; null when it has no record. */
export async function getPageContent(
  slug: string,
  now = Date.now(),
): Promise<PageContentRecord | null> {
  const scheduled = await scheduledTime(slug);
  return publishedAsOf(slug, scheduled, scheduled !== null && Date.parse(scheduled) <= now);
}
