import { apiHandler, readJson } from '@/lib/api/handler';
import { readRecordId } from '@/lib/api/params';
import { requireAdmin } from '@/lib/auth/session';
import { deleteUser, setUserRole } from '@/lib/db/users';
import { userUpdateSchema } from '@/lib/validation/users';
import { otherMethods } from '@/lib/api/methods';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const PATCH = apiHandler(async (request, context: Context) => {
  await requireAdmin(request);
  const id = await readRecordId(context, 'user');
  const { role } = await readJson(request, userUpdateSchema);
  return Response.json(await setUserRole(id, role));
});

export const DELETE = apiHandler(async (request, context: Context) => {
  await requireAdmin(request);
  await deleteUser(await readRecordId(context, 'user'));
  return new Response(null, { status: 204 });
});

export const { GET, HEAD, POST, PUT, OPTIONS } = otherMethods('PATCH', 'DELETE');
