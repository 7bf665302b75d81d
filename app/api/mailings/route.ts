import { apiHandler, readJson } from '@/lib/http/handler';
import { otherMethods } from '@/lib/http/methods';
import { requireEditor } from '@/lib/accounts/session';
import { accountEmail } from '@/lib/accounts/users';
import { createAnnouncementMailing } from '@/lib/mailings/commands';
import { listMailings } from '@/lib/mailings/data';
import { mailingRequestSchema } from '@/lib/mailings/schemas';

export const dynamic = 'force-dynamic';

/** Staff: the mailings sent and to be sent, newest first, each with its progress. */
export const GET = apiHandler(async (request) => {
  await requireEditor(request);
  return Response.json(
    { mailings: await listMailings() },
    { headers: { 'Cache-Control': 'no-store' } },
  );
});

/** An announcement by e-mail: now, at `sendAt`, or with `test` only to the staff member. */
export const POST = apiHandler(async (request) => {
  const user = await requireEditor(request);
  const input = await readJson(request, mailingRequestSchema);
  const id = await createAnnouncementMailing(user, input, await accountEmail(user.id));
  return Response.json({ id }, { status: 201 });
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
