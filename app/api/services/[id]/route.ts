import { apiHandler, readJson } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { readRecordId } from '@/lib/http/params';
import { requireEditor } from '@/lib/accounts/session';
import { deleteService, updateService } from '@/lib/schedule/commands';
import { getService } from '@/lib/schedule/data';
import { serviceUpdateSchema } from '@/lib/schedule/schemas';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const GET = apiHandler(async (_request, context: Context) => {
  const service = await getService(await readRecordId(context, 'service'));
  if (!service) throw notFound('No such service');
  return Response.json(service);
});

/** Any of title, note, dayTime, livestreamed, order (`{order}` alone moves a service). */
export const PUT = apiHandler(async (request, context: Context) => {
  const user = await requireEditor(request);
  const id = await readRecordId(context, 'service');
  const input = await readJson(request, serviceUpdateSchema);
  const service = await updateService(user, id, input);
  if (!service) throw notFound('No such service');
  return Response.json(service);
});

export const DELETE = apiHandler(async (request, context: Context) => {
  const user = await requireEditor(request);
  const id = await readRecordId(context, 'service');
  if (!(await deleteService(user, id))) throw notFound('No such service');
  return new Response(null, { status: 204 });
});

export const { POST, PATCH, OPTIONS } = otherMethods('GET', 'PUT', 'DELETE');
