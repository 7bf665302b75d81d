import { apiHandler, readJson } from '@/lib/http/handler';
import { ApiError } from '@/lib/http/errors';
import { readPageSlug } from '@/lib/pages/page-slug';
import { requireApprovedUser, requireEditor } from '@/lib/accounts/session';
import { getPageRecord, savePageContent } from '@/lib/pages/data';
import { recordActivity } from '@/lib/activity/record';
import { refreshPageIndex } from '@/lib/search/page-index';
import { pageContentInputSchema } from '@/lib/pages/schemas';
import { otherMethods } from '@/lib/http/methods';
import { discardPageDraft, getPageDraft, savePageDraft } from '@/lib/pages/drafts';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ page: string }> };

/**
 * The page's published record, or null (200) when it has none. `?draft=1` (staff): its draft,
 * or null when it has none.
 */
export const GET = apiHandler(async (request, context: Context) => {
  const wantsDraft = new URL(request.url).searchParams.get('draft') === '1';
  // A read: staff only, with no Origin check (the editor reads it with its cookie).
  if (wantsDraft) await requireApprovedUser(request);
  const slug = await readPageSlug(context);
  if (wantsDraft) return Response.json(await getPageDraft(slug));
  return Response.json(await getPageRecord(slug));
});

export const PUT = apiHandler(async (request, context: Context) => {
  const user = await requireEditor(request);
  const slug = await readPageSlug(context);
  const input = await readJson(request, pageContentInputSchema);
  const publishAt = input.publishAt ? new Date(input.publishAt) : null;
  if (input.status === 'draft' || (publishAt && publishAt.getTime() > Date.now())) {
    const draft = await savePageDraft(slug, { ...input, publishAt }, user.username);
    await recordActivity({
      actorId: user.id,
      action: draft.publishAt ? 'page.schedule' : 'page.draft',
      target: slug,
    });
    return Response.json({ ok: true, status: 'draft', draft });
  }
  const result = await savePageContent(slug, input, user.username);
  if (!result.ok) {
    throw new ApiError(
      409,
      'conflict',
      'This page was changed by someone else since you opened it',
      undefined,
      undefined,
      {
        current: result.current,
      },
    );
  }
  // Published: the draft it came from (if any) has done its work.
  await discardPageDraft(slug);
  await refreshPageIndex(slug);
  await recordActivity({ actorId: user.id, action: 'page.save', target: slug });
  return Response.json({ ok: true, version: result.version });
});

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'PUT');
