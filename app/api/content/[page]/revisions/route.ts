import { apiHandler } from '@/lib/http/handler';
import { readPageSlug } from '@/lib/pages/page-slug';
import { requireApprovedUser } from '@/lib/accounts/session';
import { listPageRevisions } from '@/lib/pages/page-revisions';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

// Staff only: the list names who edited what, which visitors have no need to know.
export const GET = apiHandler(async (request, context: { params: Promise<{ page: string }> }) => {
  await requireApprovedUser(request);
  const slug = await readPageSlug(context);
  return Response.json(await listPageRevisions(slug));
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
