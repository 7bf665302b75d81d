import { apiHandler, readJson } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { readRecordId } from '@/lib/http/params';
import { requireAdmin } from '@/lib/accounts/session';
import { deleteService, getService, updateService } from '@/lib/schedule/data';
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
  await requireAdmin(request);
  const id = await readRecordId(context, 'service');
  const service = await updateService(id, await readJson(request, serviceUpdateSchema));
  if (!service) throw notFound('No such service');
  return Response.json(service);
});

export const DELETE = apiHandler(async (request, context: Context) => {
  await requireAdmin(request);
  if (!(await deleteService(await readRecordId(context, 'service'))))
    throw notFound('No such service');
  return new Response(null, { status: 204 });
});

export const { POST, PATCH, OPTIONS } = otherMethods('GET', 'PUT', 'DELETE');
