import { apiHandler } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { readPageSlug } from '@/lib/pages/page-slug';
import { readRecordId } from '@/lib/http/params';
import { requireEditor } from '@/lib/accounts/session';
import { restoreRevision } from '@/lib/pages/commands';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

export const POST = apiHandler(
  async (request, context: { params: Promise<{ page: string; id: string }> }) => {
    const user = await requireEditor(request);
    const slug = await readPageSlug(context);
    const id = await readRecordId(context, 'revision');
    const result = await restoreRevision(user, slug, id);
    if (!result) throw notFound('No such revision');
    return Response.json({ ok: true, version: result.version });
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
