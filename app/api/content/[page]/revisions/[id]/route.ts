import { apiHandler } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { readPageSlug } from '@/lib/pages/page-slug';
import { readRecordId } from '@/lib/http/params';
import { requireApprovedUser } from '@/lib/accounts/session';
import { getPageRevision } from '@/lib/pages/page-revisions';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

/** One revision with its document, for a preview before restoring it. */
export const GET = apiHandler(
  async (request, context: { params: Promise<{ page: string; id: string }> }) => {
    await requireApprovedUser(request);
    const slug = await readPageSlug(context);
    const id = await readRecordId(context, 'revision');
    const revision = await getPageRevision(slug, id);
    if (!revision) throw notFound('No such revision');
    return Response.json(revision);
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
