import { apiHandler, readJson } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { readRecordId } from '@/lib/http/params';
import { requireEditor } from '@/lib/accounts/session';
import { deleteContactMessage } from '@/lib/contact/commands';
import { markContactMessage } from '@/lib/contact/data';
import { contactUpdateSchema } from '@/lib/contact/schemas';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const PATCH = apiHandler(async (request, context: Context) => {
  await requireEditor(request);
  const id = await readRecordId(context, 'message');
  const { read } = await readJson(request, contactUpdateSchema);
  const message = await markContactMessage(id, read);
  if (!message) throw notFound('No such message');
  return Response.json(message);
});

export const DELETE = apiHandler(async (request, context: Context) => {
  const user = await requireEditor(request);
  const id = await readRecordId(context, 'message');
  if (!(await deleteContactMessage(user, id))) throw notFound('No such message');
  return new Response(null, { status: 204 });
});

export const { GET, HEAD, POST, PUT, OPTIONS } = otherMethods('PATCH', 'DELETE');
