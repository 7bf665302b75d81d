import { apiHandler, readJson } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { readRecordId } from '@/lib/http/params';
import { requireAdmin } from '@/lib/accounts/session';
import { deleteUser, setUserRole } from '@/lib/accounts/users';
import { userUpdateSchema } from '@/lib/accounts/user-schemas';
import { otherMethods } from '@/lib/http/methods';
import { recordActivity } from '@/lib/activity/record';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const PATCH = apiHandler(async (request, context: Context) => {
  const admin = await requireAdmin(request);
  const id = await readRecordId(context, 'user');
  const { role } = await readJson(request, userUpdateSchema);
  const user = await setUserRole(id, role);
  if (!user) throw notFound('No such user');
  await recordActivity({ actorId: admin.id, action: `user.role.${role}`, target: user.username });
  return Response.json(user);
});

export const DELETE = apiHandler(async (request, context: Context) => {
  const admin = await requireAdmin(request);
  const deleted = await deleteUser(await readRecordId(context, 'user'));
  if (!deleted) throw notFound('No such user');
  await recordActivity({ actorId: admin.id, action: 'user.delete', target: deleted });
  return new Response(null, { status: 204 });
});

export const { GET, HEAD, POST, PUT, OPTIONS } = otherMethods('PATCH', 'DELETE');
