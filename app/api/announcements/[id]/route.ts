import { apiHandler, readJson } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { readRecordId } from '@/lib/http/params';
import { requireEditor } from '@/lib/accounts/session';
import { deleteAnnouncement, getAnnouncement, updateAnnouncement } from '@/lib/announcements/data';
import { announcementUpdateSchema } from '@/lib/announcements/schemas';
import { otherMethods } from '@/lib/http/methods';
import { recordActivity } from '@/lib/activity/record';

export const dynamic = 'force-dynamic';

/** Any of the fields: `{published}` alone publishes, `{sortOrder}` alone moves it. */
export const PUT = apiHandler(async (request, context: Context) => {
  const user = await requireEditor(request);
  const id = await readRecordId(context, 'announcement');
  const announcement = await updateAnnouncement(
    id,
    await readJson(request, announcementUpdateSchema),
  );
  if (!announcement) throw notFound('No such announcement');
  await recordActivity({
    actorId: user.id,
    action: 'announcement.update',
    target: announcement.title.en,
  });
  return Response.json(announcement);
});

export const DELETE = apiHandler(async (request, context: Context) => {
  const user = await requireEditor(request);
  const id = await readRecordId(context, 'announcement');
  const announcement = await getAnnouncement(id);
  if (!announcement || !(await deleteAnnouncement(id))) throw notFound('No such announcement');
  await recordActivity({
    actorId: user.id,
    action: 'announcement.delete',
    target: announcement.title.en,
  });
  return new Response(null, { status: 204 });
});

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PATCH, OPTIONS } = otherMethods('PUT', 'DELETE');
