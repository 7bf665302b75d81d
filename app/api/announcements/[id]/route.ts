import { apiHandler, readJson } from '@/lib/api/handler';
import { notFound } from '@/lib/api/errors';
import { readRecordId } from '@/lib/api/params';
import { requireAdmin } from '@/lib/auth/session';
import { deleteAnnouncement, updateAnnouncement } from '@/lib/db/announcements';
import { announcementUpdateSchema } from '@/lib/validation/announcements';
import { otherMethods } from '@/lib/api/methods';

export const dynamic = 'force-dynamic';

/** Any of the fields: `{published}` alone publishes, `{sortOrder}` alone moves it. */
export const PUT = apiHandler(async (request, context: Context) => {
  await requireAdmin(request);
  const id = await readRecordId(context, 'announcement');
  const announcement = await updateAnnouncement(
    id,
    await readJson(request, announcementUpdateSchema),
  );
  if (!announcement) throw notFound('No such announcement');
  return Response.json(announcement);
});

export const DELETE = apiHandler(async (request, context: Context) => {
  await requireAdmin(request);
  if (!(await deleteAnnouncement(await readRecordId(context, 'announcement'))))
    throw notFound('No such announcement');
  return new Response(null, { status: 204 });
});

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PATCH, OPTIONS } = otherMethods('PUT', 'DELETE');
