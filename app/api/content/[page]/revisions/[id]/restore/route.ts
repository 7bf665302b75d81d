import { apiHandler } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { readPageSlug } from '@/lib/pages/page-slug';
import { readRecordId } from '@/lib/http/params';
import { requireEditor } from '@/lib/accounts/session';
import { restorePageRevision } from '@/lib/pages/page-revisions';
import { otherMethods } from '@/lib/http/methods';
import { recordActivity } from '@/lib/activity/record';
import { refreshPageIndex } from '@/lib/search/page-index';

export const dynamic = 'force-dynamic';

export const POST = apiHandler(
  async (request, context: { params: Promise<{ page: string; id: string }> }) => {
    const user = await requireEditor(request);
    const slug = await readPageSlug(context);
    const id = await readRecordId(context, 'revision');
    const result = await restorePageRevision(slug, id, user.username);
    if (!result) throw notFound('No such revision');
    await refreshPageIndex(slug);
    await recordActivity({ actorId: user.id, action: 'page.restore', target: slug });
    return Response.json({ ok: true, version: result.version });
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
