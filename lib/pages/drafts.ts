import 'server-only';
import { cached, cacheTags, invalidate } from '@/lib/cache';
import type { TiptapDoc } from '@/lib/pages/default-doc';
import { getDb } from '@/lib/db/client';
import { savePageContent, type PageContentRecord } from '@/lib/pages/data';
import { asDoc } from '@/lib/pages/page-records';
import { perLanguage, type PerLanguage } from '@/lib/i18n/languages';
import { refreshPageIndex } from '@/lib/search/page-index';

// A page's draft (issue 25): text staff saved with "status": "draft", seen by staff only (the
// editor, GET /api/content/{slug}?draft=1, the preview) until it is published: by a save without
// "status", or at its `publishAt` without anybody saving again. Published, it is a save like any
// other: a new version, a revision per changed language, search and caches brought in step.

export interface PageDraftRecord {
  title: PerLanguage<string>;
  content: PerLanguage<TiptapDoc>;
  /** ISO time it goes live; null = a plain draft that waits for "Publish". */
  publishAt: string | null;
  savedBy: string | null;
  updatedAt: string;
}

interface DraftRow {
  slug: string;
  title: unknown;
  content: unknown;
  publishAt: Date | null;
  savedBy: string | null;
  updatedAt: Date;
}

function toDraft(row: DraftRow): PageDraftRecord {
  const title = (row.title ?? {}) as Record<string, unknown>;
  const content = (row.content ?? {}) as Record<string, unknown>;
  return {
    title: perLanguage((code) => (typeof title[code] === 'string' ? (title[code] as string) : '')),
    content: perLanguage((code) => asDoc(content[code])),
    publishAt: row.publishAt?.toISOString() ?? null,
    savedBy: row.savedBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getPageDraft(slug: string): Promise<PageDraftRecord | null> {
  const row = await getDb().pageDraft.findUnique({ where: { slug } });
  return row ? toDraft(row) : null;
}

export async function savePageDraft(
  slug: string,
  input: { title: PerLanguage<string>; content: PerLanguage<TiptapDoc>; publishAt: Date | null },
  author: string,
): Promise<PageDraftRecord> {
  const data = {
    title: input.title,
    content: input.content as unknown as object,
    publishAt: input.publishAt,
    savedBy: author,
  };
  const row = await getDb().pageDraft.upsert({
    where: { slug },
    update: data,
    create: { slug, ...data },
  });
  // The page's cached read names the next publish time (getPageContentForVisitors).
  await invalidate(cacheTags.page(slug));
  return toDraft(row);
}

/** Removes the page's draft; false when it had none. */
export async function discardPageDraft(slug: string): Promise<boolean> {
  const { count } = await getDb().pageDraft.deleteMany({ where: { slug } });
  if (count > 0) await invalidate(cacheTags.page(slug));
  return count > 0;
}

/**
 * Publishes every draft whose time has come (`now` is injectable for tests): its text becomes the
 * page's, with revisions, and the draft goes. Safe to run from several places at once: a draft is
 * taken by deleting it, so only one caller publishes it. Returns the slugs published.
 */
export async function publishDueDrafts(now = new Date()): Promise<string[]> {
  const due = await getDb().pageDraft.findMany({ where: { publishAt: { lte: now } } });
  const published: string[] = [];
  for (const draft of due) {
    const { count } = await getDb().pageDraft.deleteMany({
      where: { slug: draft.slug, updatedAt: draft.updatedAt },
    });
    if (count === 0) continue;
    const record = toDraft(draft);
    await savePageContent(
      draft.slug,
      { title: record.title, content: record.content },
      draft.savedBy ?? 'schedule',
    );
    await refreshPageIndex(draft.slug);
    published.push(draft.slug);
  }
  return published;
}

/** The page's scheduled publish time (ISO), or null; cached until the page or its draft changes. */
function scheduledTime(slug: string): Promise<string | null> {
  return cached(`page-schedule:${slug}`, [cacheTags.page(slug)], async () => {
    const row = await getDb().pageDraft.findUnique({
      where: { slug },
      select: { publishAt: true },
    });
    return row?.publishAt?.toISOString() ?? null;
  });
}

const MAX_LIFETIME_SECONDS = 300;

// NOTE: why a scheduled draft goes live on time although nothing is written then (the same
// reasoning as lib/bulletins/visibility.ts): the page's cached read names the publish time in its
// key and lives at most until then, and Next lowers a static page's `revalidate` to the shortest
// lifetime among its render's cached reads, so the page is rendered again at that time; that render
// finds the draft due and publishes it first. lib/pages/schedule.ts also publishes due drafts every
// few seconds, so search and the sitemap follow without a visit.
export async function getPageContentForVisitors(
  slug: string,
  load: (slug: string) => Promise<PageContentRecord | null>,
): Promise<PageContentRecord | null> {
  const scheduled = await scheduledTime(slug);
  const now = Date.now();
  if (scheduled && Date.parse(scheduled) <= now) {
    await publishDueDrafts(new Date(now));
    return load(slug);
  }
  const lifetime = scheduled
    ? Math.max(1, Math.min(MAX_LIFETIME_SECONDS, Math.ceil((Date.parse(scheduled) - now) / 1000)))
    : MAX_LIFETIME_SECONDS;
  return cached(
    `page:${slug}@${scheduled ?? 'none'}`,
    [cacheTags.page(slug)],
    () => load(slug),
    lifetime,
  );
}
