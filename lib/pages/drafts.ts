import 'server-only';
import { cacheTags, invalidate, invalidateOutsideRequest } from '@/lib/cache';
import type { TiptapDoc } from '@/lib/rich-text/default-doc';
import { getDb } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/types';
import { savePageContent } from '@/lib/pages/data';
import { asDoc } from '@/lib/pages/page-records';
import { perLanguage, type PerLanguage } from '@/lib/i18n/languages';
import { refreshPageIndex } from './search';
import { recordActivity } from '@/lib/activity/record';

// A page's draft (issue 25): text staff saved with "status": "draft", seen by staff only (the
// editor, GET /api/content/{slug}?draft=1, the preview) until it is published: by a save without
// "status", or at its `publishAt` without anybody saving again. Published, it is a save like any
// other: a new version, a revision per changed language, search and caches brought in step. Only
// the scheduled-drafts job (lib/startup/jobs.ts) publishes a draft at its time.

export interface PageDraftRecord {
  title: PerLanguage<string>;
  content: PerLanguage<TiptapDoc>;
  /** ISO time it goes live; null = a plain draft that waits for "Publish". */
  publishAt: string | null;
  savedBy: string | null;
  updatedAt: string;
}

const draftColumns = {
  slug: true,
  title: true,
  content: true,
  publishAt: true,
  savedBy: true,
  updatedAt: true,
} satisfies Prisma.PageDraftSelect;

type DraftRow = Prisma.PageDraftGetPayload<{ select: typeof draftColumns }>;

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
  const row = await getDb().pageDraft.findUnique({ where: { slug }, select: draftColumns });
  return row ? toDraft(row) : null;
}

/** Which pages wait with a draft, and when each goes live (null: not scheduled): the Pages tab. */
export async function pendingDrafts(): Promise<Map<string, { publishAt: string | null }>> {
  const rows = await getDb().pageDraft.findMany({ select: { slug: true, publishAt: true } });
  return new Map(
    rows.map((row) => [row.slug, { publishAt: row.publishAt?.toISOString() ?? null }]),
  );
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
    select: draftColumns,
  });
  // Visitors' cached read of the page names its scheduled time (lib/pages/published.ts); a page
  // waiting for its text to join the menu makes the catalogue's read short-lived (catalogue.ts).
  const waiting = await getDb().page.count({ where: { slug, menuOnPublish: true } });
  await invalidate(cacheTags.page(slug), ...(waiting > 0 ? [cacheTags.pages] : []));
  return toDraft(row);
}

/** Removes the page's draft; false when it had none. */
export async function discardPageDraft(slug: string): Promise<boolean> {
  const { count } = await getDb().pageDraft.deleteMany({ where: { slug } });
  if (count > 0) await invalidate(cacheTags.page(slug));
  return count > 0;
}

/** When the next scheduled draft is due, or null when none is scheduled. */
export async function nextScheduledDraftTime(): Promise<Date | null> {
  const next = await getDb().pageDraft.findFirst({
    where: { publishAt: { not: null } },
    orderBy: { publishAt: 'asc' },
    select: { publishAt: true },
  });
  return next?.publishAt ?? null;
}

/**
 * Publishes every draft whose time has come (`now` is injectable for tests): its text becomes the
 * page's, with revisions, and the draft goes. Safe to run on several instances at once: a draft is
 * taken by deleting it where it is unchanged (a conditional delete), so only one instance
 * publishes it and records it. `outsideRequest` when run in the background, where only the shared
 * caches can be expired; without them (one instance), visitors' cached read of a page whose draft
 * is due lives a second only (lib/pages/published.ts). Returns the slugs.
 */
export async function publishDueDrafts(
  now = new Date(),
  { outsideRequest = false } = {},
): Promise<string[]> {
  const due = await getDb().pageDraft.findMany({
    where: { publishAt: { lte: now } },
    select: draftColumns,
  });
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
