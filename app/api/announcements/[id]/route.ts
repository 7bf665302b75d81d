import { apiHandler, readJson } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { readRecordId } from '@/lib/http/params';
import { requireEditor } from '@/lib/accounts/session';
import { deleteAnnouncement, updateAnnouncement } from '@/lib/announcements/commands';
import { announcementUpdateSchema } from '@/lib/announcements/schemas';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

/** Any of the fields: `{published}` alone publishes, `{sortOrder}` alone moves it. */
export const PUT = apiHandler(async (request, context: Context) => {
  const user = await requireEditor(request);
  const id = await readRecordId(context, 'announcement');
  const input = await readJson(request, announcementUpdateSchema);
  const announcement = await updateAnnouncement(user, id, input);
  if (!announcement) throw notFound('No such announcement');
  return Response.json(announcement);
});

export const DELETE = apiHandler(async (request, context: Context) => {
  const user = await requireEditor(request);
  const id = await readRecordId(context, 'announcement');
  if (!(await deleteAnnouncement(user, id))) throw notFound('No such announcement');
  return new Response(null, { status: 204 });
});

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PATCH, OPTIONS } = otherMethods('PUT', 'DELETE');
