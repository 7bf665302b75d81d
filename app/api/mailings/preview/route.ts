import { apiHandler, readJson } from '@/lib/http/handler';
import { otherMethods } from '@/lib/http/methods';
import { requireEditor } from '@/lib/accounts/session';
import { previewAnnouncement } from '@/lib/mailings/preview';
import { mailingPreviewSchema } from '@/lib/mailings/schemas';

export const dynamic = 'force-dynamic';

/** Staff: an announcement as it will be sent in `language` → `{subject, html, text}`. Sends nothing. */
export const POST = apiHandler(async (request) => {
  await requireEditor(request);
  const input = await readJson(request, mailingPreviewSchema);
  return Response.json(await previewAnnouncement(input), {
    headers: { 'Cache-Control': 'no-store' },
  });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
