import { apiHandler, readJson } from '@/lib/http/handler';
import { ApiError } from '@/lib/http/errors';
import { readPageSlug } from '@/lib/pages/page-slug';
import { requireEditor } from '@/lib/accounts/session';
import { getPageRecord, savePageContent } from '@/lib/pages/data';
import { recordActivity } from '@/lib/activity/record';
import { refreshPageIndex } from '@/lib/search/page-index';
import { pageContentInputSchema } from '@/lib/pages/schemas';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ page: string }> };

/** The page's record, or null (200) when it has none. */
export const GET = apiHandler(async (_request, context: Context) => {
  const slug = await readPageSlug(context);
  return Response.json(await getPageRecord(slug));
});

export const PUT = apiHandler(async (request, context: Context) => {
  const user = await requireEditor(request);
  const slug = await readPageSlug(context);
  const input = await readJson(request, pageContentInputSchema);
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
  await refreshPageIndex(slug);
  await recordActivity({ actorId: user.id, action: 'page.save', target: slug });
  return Response.json({ ok: true, version: result.version });
});

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'PUT');
