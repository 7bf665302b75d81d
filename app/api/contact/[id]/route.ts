import { apiHandler, readJson } from '@/lib/api/handler';
import { notFound } from '@/lib/api/errors';
import { readRecordId } from '@/lib/api/params';
import { requireAdmin } from '@/lib/auth/session';
import { deleteContactMessage, markContactMessage } from '@/lib/db/contact-messages';
import { contactUpdateSchema } from '@/lib/validation/contact';
import { otherMethods } from '@/lib/api/methods';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const PATCH = apiHandler(async (request, context: Context) => {
  await requireAdmin(request);
  const id = await readRecordId(context, 'message');
  const { read } = await readJson(request, contactUpdateSchema);
  const message = await markContactMessage(id, read);
  if (!message) throw notFound('No such message');
  return Response.json(message);
});

export const DELETE = apiHandler(async (request, context: Context) => {
  await requireAdmin(request);
  if (!(await deleteContactMessage(await readRecordId(context, 'message'))))
    throw notFound('No such message');
  return new Response(null, { status: 204 });
});

export const { GET, HEAD, POST, PUT, OPTIONS } = otherMethods('PATCH', 'DELETE');
