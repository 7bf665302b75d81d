import { apiHandler, readJson } from '@/lib/api/handler';
import { notFound } from '@/lib/api/errors';
import { readRecordId } from '@/lib/api/params';
import { requireEditor } from '@/lib/auth/session';
import { recordActivity } from '@/lib/activity/record';
import {
  deleteContactMessage,
  listContactMessages,
  markContactMessage,
} from '@/lib/db/contact-messages';
import { contactUpdateSchema } from '@/lib/validation/contact';
import { otherMethods } from '@/lib/api/methods';

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
  const message = (await listContactMessages()).find((candidate) => candidate.id === id);
  if (!message || !(await deleteContactMessage(id))) throw notFound('No such message');
  await recordActivity({ actorId: user.id, action: 'message.delete', target: message.name });
  return new Response(null, { status: 204 });
});

export const { GET, HEAD, POST, PUT, OPTIONS } = otherMethods('PATCH', 'DELETE');
