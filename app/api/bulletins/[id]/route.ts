import { apiHandler, readJson } from '@/lib/api/handler';
import { notFound } from '@/lib/api/errors';
import { readRecordId } from '@/lib/api/params';
import { requireAdmin } from '@/lib/auth/session';
import { deleteBulletin } from '@/lib/bulletins/delete';
import { getBulletin, updateBulletin } from '@/lib/db/bulletins';
import { bulletinFieldsSchema } from '@/lib/validation/bulletins';
import { otherMethods } from '@/lib/api/methods';
import { reindexBulletin, unindexBulletin } from '@/lib/search/bulletin-index';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const GET = apiHandler(async (_request, context: Context) => {
  const bulletin = await getBulletin(await readRecordId(context, 'bulletin'));
  if (!bulletin) throw notFound('No such bulletin');
  return Response.json(bulletin);
});

/** {title, description, date, label}; the file stays as uploaded. */
export const PUT = apiHandler(async (request, context: Context) => {
  await requireAdmin(request);
  const id = await readRecordId(context, 'bulletin');
  const fields = await readJson(request, bulletinFieldsSchema);
  const bulletin = await updateBulletin(id, fields);
  if (!bulletin) throw notFound('No such bulletin');
  await reindexBulletin(id);
  return Response.json(bulletin);
});

export const DELETE = apiHandler(async (request, context: Context) => {
  await requireAdmin(request);
  const id = await readRecordId(context, 'bulletin');
  if (!(await deleteBulletin(id))) throw notFound('No such bulletin');
  await unindexBulletin(id);
  return new Response(null, { status: 204 });
});

export const { POST, PATCH, OPTIONS } = otherMethods('GET', 'PUT', 'DELETE');
