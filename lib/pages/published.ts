import 'server-only';
import { cacheFor, cacheTags, LIFETIME_SECONDS } from '@/lib/cache';
import { getDb } from '@/lib/db/client';
import { getPageRecord, type PageContentRecord } from '@/lib/pages/data';
import { getPageDraft } from '@/lib/pages/drafts';
import { sameJson } from '@/lib/pages/page-records';
import { languageCodes, perLanguage } from '@/lib/i18n/languages';

// What visitors and GET /api/content see of a page: its published text, or its scheduled draft
// once that draft's time has come.
//
// NOTE: why a scheduled page goes live on time although nothing is written then (as scheduled
// bulletins do, lib/bulletins/visibility.ts). The cached read takes the draft's time and whether it
// has passed as arguments, which are part of its cache key: when the time passes, the key is a new
// one. Before then the entry lives only until that time, and Next lowers a static page's
// `revalidate` to the shortest lifetime among its render's cached reads, so the page renders again
// then. A due draft is shown as published; lib/pages/schedule.ts then makes it so in the database
// (revisions, search) within seconds, and the two agree on the text.

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
  cacheFor(
    [cacheTags.page(slug)],
    scheduled && !due ? Math.max(1, Math.min(LIFETIME_SECONDS, secondsLeft)) : LIFETIME_SECONDS,
  );
  const record = await getPageRecord(slug);
  if (!due) return record;
  const draft = await getPageDraft(slug);
  if (!draft?.publishAt || Date.parse(draft.publishAt) > Date.now()) return record;
  // The draft shown as publishDueDrafts (lib/pages/drafts.ts) stores it: a language whose title
  // or text changes is saved at the draft's time, and the version moves on if any did.
  const changed = languageCodes.filter(
    (code) =>
      !record ||
      draft.title[code] !== record.title[code] ||
      !sameJson(draft.content[code], record.content[code]),
  );
  if (record && changed.length === 0) return record;
  return {
    version: (record?.version ?? 0) + 1,
    title: draft.title,
    content: draft.content,
    updatedAt: perLanguage((code) =>
      changed.includes(code) ? draft.publishAt : (record?.updatedAt[code] ?? null),
    ),
  };
}

/** The page as published now; null when it has no record. */
export async function getPageContent(
  slug: string,
  now = Date.now(),
): Promise<PageContentRecord | null> {
  const scheduled = await scheduledTime(slug);
  return publishedAsOf(slug, scheduled, scheduled !== null && Date.parse(scheduled) <= now);
}
