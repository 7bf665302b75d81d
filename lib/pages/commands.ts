import 'server-only';
import { recordActivity, type Actor } from '@/lib/activity/record';
import { ApiError } from '@/lib/http/errors';
import { savePageContent } from './data';
import { discardPageDraft, savePageDraft, type PageDraftRecord } from './drafts';
import { restorePageRevision } from './page-revisions';
import type { PageContentInput } from './schemas';
import { refreshPageIndex } from './search';

// The staff writes on a page's text, each whole: the records (with their cache tags), the search
// entries and the activity entry. The page list's writes (create, rename, retire) are in
// manage.ts. Route handlers call these and nothing else.

export type SavePageResult =
  { ok: true; status: 'draft'; draft: PageDraftRecord } | { ok: true; version: number };

/**
 * Saves a page's text as its editor sent it: a draft (`status: "draft"`, or a publish time still
 * ahead), seen by staff only; otherwise published, a new version whose draft has done its work.
 * A published save made against an older version answers 409 with the current record.
 */
export async function savePage(
  actor: Actor,
  slug: string,
  input: PageContentInput,
): Promise<SavePageResult> {
  const publishAt = input.publishAt ? new Date(input.publishAt) : null;
  if (input.status === 'draft' || (publishAt && publishAt.getTime() > Date.now())) {
    const draft = await savePageDraft(slug, { ...input, publishAt }, actor.username);
    await recordActivity({
      actorId: actor.id,
      action: draft.publishAt ? 'page.schedule' : 'page.draft',
      target: slug,
    });
    return { ok: true, status: 'draft', draft };
  }
  const result = await savePageContent(slug, input, actor.username);
  if (!result.ok) {
    throw new ApiError(
      409,
      'conflict',
      'This page was changed by someone else since you opened it',
      undefined,
      undefined,
      { current: result.current },
    );
  }
  // Published: the draft it came from (if any) has done its work.
  await discardPageDraft(slug);
  await refreshPageIndex(slug);
  await recordActivity({ actorId: actor.id, action: 'page.save', target: slug });
  return { ok: true, version: result.version };
}

/** Discards the page's draft (scheduled or not); false when it had none. */
export async function discardDraft(actor: Actor, slug: string): Promise<boolean> {
  const discarded = await discardPageDraft(slug);
  if (discarded) {
    await recordActivity({ actorId: actor.id, action: 'page.draft-discard', target: slug });
  }
  return discarded;
}

/** Puts a revision back as its language's current text; null when the page has no such revision. */
export async function restoreRevision(
  actor: Actor,
  slug: string,
  id: string,
): Promise<{ version: number } | null> {
  const result = await restorePageRevision(slug, id, actor.username);
  if (!result) return null;
  await refreshPageIndex(slug);
  await recordActivity({ actorId: actor.id, action: 'page.restore', target: slug });
  return result;
}
