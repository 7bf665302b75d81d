import { apiHandler, readJson } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { readRecordId } from '@/lib/http/params';
import { getSessionUser, requireEditor } from '@/lib/accounts/session';
import { isStaff } from '@/lib/accounts/schemas';
import { otherMethods } from '@/lib/http/methods';
import { after } from 'next/server';
import { deleteEvent } from '@/lib/events/commands';
import { updateEventKeepingSignups } from '@/lib/signups/series';
import { readEvent } from '@/lib/events/data';
import { eventPatchSchema } from '@/lib/events/schemas';
import { saveSignupSettings } from '@/lib/signups/commands';
import { readSignupSettings } from '@/lib/signups/data';
import { eventPatchBodySchema } from '@/lib/signups/schemas';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/** The whole event with its changed dates; a draft only to staff. */
export const GET = apiHandler(async (request, context: Context) => {
  const id = await readRecordId(context, 'event');
  const event = await readEvent(id);
  if (!event) throw notFound('No such event');
  if (event.status === 'draft') {
    const user = await getSessionUser(request);
    if (!user || !isStaff(user.role)) throw notFound('No such event');
  }
  return Response.json(event, { headers: { 'Cache-Control': 'no-store' } });
});

/** The event's fields, and `signups` (lib/signups): its sign-up settings, or null to stop them. */
export const PATCH = apiHandler(async (request, context: Context) => {
  const user = await requireEditor(request);
  const id = await readRecordId(context, 'event');
  const { signups, ...fields } = await readJson(request, eventPatchBodySchema);
  const changes = Object.keys(fields).length > 0 ? eventPatchSchema.parse(fields) : null;
  if (!changes && signups === undefined) eventPatchSchema.parse(fields);
  let event = await readEvent(id);
  if (changes) {
    const updated = await updateEventKeepingSignups(user, id, changes);
    after(updated.followUp);
    event = updated.event;
  }
  if (!event) throw notFound('No such event');
  if (signups === undefined) return Response.json(event);
  await saveSignupSettings(user, id, signups);
  return Response.json({ ...event, signups: await readSignupSettings(id) });
});

export const DELETE = apiHandler(async (request, context: Context) => {
  const user = await requireEditor(request);
  const id = await readRecordId(context, 'event');
  if (!(await deleteEvent(user, id))) throw notFound('No such event');
  return new Response(null, { status: 204 });
});

export const { POST, PUT, OPTIONS } = otherMethods('GET', 'PATCH', 'DELETE');
