import { apiHandler } from '@/lib/api/handler';
import { notFound } from '@/lib/api/errors';
import { readPageSlug } from '@/lib/api/page-slug';
import { readRecordId } from '@/lib/api/params';
import { requireAdmin } from '@/lib/auth/session';
import { restorePageRevision } from '@/lib/db/page-revisions';
import { otherMethods } from '@/lib/api/methods';
import { refreshPageIndex } from '@/lib/search/page-index';

export const dynamic = 'force-dynamic';

export const POST = apiHandler(
  async (request, context: { params: Promise<{ page: string; id: string }> }) => {
    const user = await requireAdmin(request);
    const slug = await readPageSlug(context);
    const id = await readRecordId(context, 'revision');
    const result = await restorePageRevision(slug, id, user.username);
    if (!result) throw notFound('No such revision');
    await refreshPageIndex(slug);
    return Response.json({ ok: true, version: result.version });
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
