import { apiHandler, readJson } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { readRecordId } from '@/lib/http/params';
import { requireEditor } from '@/lib/accounts/session';
import { otherMethods } from '@/lib/http/methods';
import { after } from 'next/server';
import { undoOccurrenceChange } from '@/lib/events/commands';
import { changeOccurrenceNotifying } from '@/lib/signups/series';
import { occurrenceChangeSchema } from '@/lib/events/schemas';
import { isRealDate } from '@/lib/events/local-time';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string; date: string }> };

async function readTarget(context: Context) {
  const id = await readRecordId(context, 'event');
  const { date } = await context.params;
  if (!isRealDate(date)) throw notFound('The event has no such date');
  return { id, date };
}

/** Cancels one date (`{cancelled: true, reason}`) or gives it another time, place or note. */
export const PUT = apiHandler(async (request, context: Context) => {
  const user = await requireEditor(request);
  const { id, date } = await readTarget(context);
  const input = await readJson(request, occurrenceChangeSchema);
  // The date's people are told of a cancellation or a new time (lib/signups/series.ts).
  const { change, followUp } = await changeOccurrenceNotifying(user, id, date, input);
  after(followUp);
  return Response.json(change);
});

/** Undoes the date's change: it is as the event gives it again. */
export const DELETE = apiHandler(async (request, context: Context) => {
  const user = await requireEditor(request);
  const { id, date } = await readTarget(context);
  if (!(await undoOccurrenceChange(user, id, date))) throw notFound('This date has no change');
  return new Response(null, { status: 204 });
});

export const { GET, POST, PATCH, OPTIONS } = otherMethods('PUT', 'DELETE');
