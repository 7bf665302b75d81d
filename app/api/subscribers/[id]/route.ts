import { apiHandler } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { otherMethods } from '@/lib/http/methods';
import { readRecordId } from '@/lib/http/params';
import { requireAdmin } from '@/lib/accounts/session';
import { deleteSubscriber } from '@/lib/subscriptions/commands';

export const dynamic = 'force-dynamic';

/** Administrators delete a subscriber; the address is kept only as a hash. */
export const DELETE = apiHandler(async (request, context: Context) => {
  const user = await requireAdmin(request);
  const id = await readRecordId(context, 'subscriber');
  if (!(await deleteSubscriber(user, id))) throw notFound('No such subscriber');
  return new Response(null, { status: 204 });
});

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods('DELETE');
