import { apiHandler } from '@/lib/api/handler';
import { notFound } from '@/lib/api/errors';
import { readPageSlug } from '@/lib/api/page-slug';
import { readRecordId } from '@/lib/api/params';
import { requireApprovedUser } from '@/lib/auth/session';
import { getPageRevision } from '@/lib/db/page-revisions';
import { otherMethods } from '@/lib/api/methods';

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
