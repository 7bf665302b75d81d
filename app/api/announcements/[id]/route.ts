import { apiHandler, readJson } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { readRecordId } from '@/lib/http/params';
import { requireAdmin } from '@/lib/accounts/session';
import { deleteAnnouncement, updateAnnouncement } from '@/lib/announcements/data';
import { announcementUpdateSchema } from '@/lib/announcements/schemas';
import { otherMethods } from '@/lib/http/methods';

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
