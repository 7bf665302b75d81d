import { apiHandler, readJson } from '@/lib/api/handler';
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
  return Response.json(await markContactMessage(id, read));
});

export const DELETE = apiHandler(async (request, context: Context) => {
  await requireAdmin(request);
  await deleteContactMessage(await readRecordId(context, 'message'));
  return new Response(null, { status: 204 });
});

export const { GET, HEAD, POST, PUT, OPTIONS } = otherMethods('PATCH', 'DELETE');
