import { apiHandler, readJson, readQuery } from '@/lib/http/handler';
import { requireEditor } from '@/lib/accounts/session';
import { createAnnouncement } from '@/lib/announcements/commands';
import { getPublishedAnnouncements, listAllAnnouncements } from '@/lib/announcements/data';
import { announcementListQuerySchema, announcementSchema } from '@/lib/announcements/schemas';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

/** Published announcements in display order; `?all=1` (administrators) adds unpublished ones. */
export const GET = apiHandler(async (request) => {
  const { all } = readQuery(request, announcementListQuerySchema);
  if (!all) return Response.json(await getPublishedAnnouncements());
  await requireEditor(request);
  return Response.json(await listAllAnnouncements(), {
    headers: { 'Cache-Control': 'no-store' },
  });
});

export const POST = apiHandler(async (request) => {
  const user = await requireEditor(request);
  const input = await readJson(request, announcementSchema);
  return Response.json(await createAnnouncement(user, input), { status: 201 });
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
