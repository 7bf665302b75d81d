import { apiHandler } from '@/lib/api/handler';
import { notFound } from '@/lib/api/errors';
import { readPageSlug } from '@/lib/api/page-slug';
import { readRecordId } from '@/lib/api/params';
import { requireEditor } from '@/lib/auth/session';
import { recordActivity } from '@/lib/activity/record';
import { restorePageRevision } from '@/lib/db/page-revisions';
import { otherMethods } from '@/lib/api/methods';
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
