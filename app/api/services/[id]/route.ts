import { apiHandler, readJson } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { readRecordId } from '@/lib/http/params';
import { requireEditor } from '@/lib/accounts/session';
import { deleteService, getService, updateService } from '@/lib/schedule/data';
import { serviceUpdateSchema } from '@/lib/schedule/schemas';
import { otherMethods } from '@/lib/http/methods';
import { recordActivity } from '@/lib/activity/record';

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
  const service = await updateService(id, await readJson(request, serviceUpdateSchema));
  if (!service) throw notFound('No such service');
  await recordActivity({ actorId: user.id, action: 'service.update', target: service.title.en });
  return Response.json(service);
});

export const DELETE = apiHandler(async (request, context: Context) => {
  const user = await requireEditor(request);
  const id = await readRecordId(context, 'service');
  const service = await getService(id);
  if (!service || !(await deleteService(id))) throw notFound('No such service');
  await recordActivity({ actorId: user.id, action: 'service.delete', target: service.title.en });
  return new Response(null, { status: 204 });
});

export const { POST, PATCH, OPTIONS } = otherMethods('GET', 'PUT', 'DELETE');
