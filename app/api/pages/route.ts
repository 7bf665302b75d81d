import { apiHandler, readJson } from '@/lib/http/handler';
import { requireApprovedUser, requireEditor } from '@/lib/accounts/session';
import { otherMethods } from '@/lib/http/methods';
import { getLivePages } from '@/lib/pages/catalogue';
import { createPage, listPages } from '@/lib/pages/manage';
import { pageCreateSchema } from '@/lib/pages/catalogue-schemas';

export const dynamic = 'force-dynamic';

/** The live pages in menu order; `?all=1` (staff) adds the retired ones. */
export const GET = apiHandler(async (request) => {
  if (new URL(request.url).searchParams.get('all') === '1') {
    await requireApprovedUser(request);
    return Response.json(await listPages());
  }
  return Response.json(await getLivePages());
});

export const POST = apiHandler(async (request) => {
  const user = await requireEditor(request);
  const page = await createPage(user, await readJson(request, pageCreateSchema));
  return Response.json(page, { status: 201 });
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
