import { apiHandler, readJson } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { readRecordId } from '@/lib/http/params';
import { requireAdmin } from '@/lib/accounts/session';
import { changeUserRole, removeUser } from '@/lib/accounts/commands';
import { userUpdateSchema } from '@/lib/accounts/user-schemas';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const PATCH = apiHandler(async (request, context: Context) => {
  const admin = await requireAdmin(request);
  const id = await readRecordId(context, 'user');
  const { role } = await readJson(request, userUpdateSchema);
  const user = await changeUserRole(admin, id, role);
  if (!user) throw notFound('No such user');
  return Response.json(user);
});

export const DELETE = apiHandler(async (request, context: Context) => {
  const admin = await requireAdmin(request);
  if (!(await removeUser(admin, await readRecordId(context, 'user')))) {
    throw notFound('No such user');
  }
  return new Response(null, { status: 204 });
});

export const { GET, HEAD, POST, PUT, OPTIONS } = otherMethods('PATCH', 'DELETE');
