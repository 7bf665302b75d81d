import 'server-only';
import { cacheTags, invalidate, invalidateOutsideRequest } from '@/lib/cache';
import type { TiptapDoc } from '@/lib/pages/default-doc';
import { getDb } from '@/lib/db/client';
import { savePageContent } from '@/lib/pages/data';
import { asDoc } from '@/lib/pages/page-records';
import { perLanguage, type PerLanguage } from '@/lib/i18n/languages';
import { refreshPageIndex } from '@/lib/search/page-index';
import { recordActivity } from '@/lib/activity/record';

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
  // Visitors' cached read of the page names its scheduled time (lib/pages/published.ts).
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
 * page's, with revisions, and the draft goes. Safe to run from several places and instances at
 * once: a draft is taken by deleting it, so only one caller publishes it. `outsideRequest` when
 * run in the background, where only the shared caches can be expired (visitors' reads already
 * show a due draft, so the in-process entries that remain say the same). Returns the slugs.
 */
export async function publishDueDrafts(
  now = new Date(),
  { outsideRequest = false } = {},
): Promise<string[]> {
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
      outsideRequest ? invalidateOutsideRequest : invalidate,
    );
    await refreshPageIndex(draft.slug);
    // Credited to whoever scheduled it ("Scheduled by …"), not to the operator's command line.
    await recordActivity({
      actorId: null,
      onBehalfOf: draft.savedBy,
      action: 'page.publish-scheduled',
      target: draft.slug,
    });
    published.push(draft.slug);
  }
  return published;
}
