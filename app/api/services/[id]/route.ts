import { apiHandler, readJson } from '@/lib/api/handler';
import { notFound } from '@/lib/api/errors';
import { readRecordId } from '@/lib/api/params';
import { requireEditor } from '@/lib/auth/session';
import { recordActivity } from '@/lib/activity/record';
import { deleteService, getService, updateService } from '@/lib/db/services';
import { serviceUpdateSchema } from '@/lib/validation/services';
import { otherMethods } from '@/lib/api/methods';

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
