import { apiHandler, readJson, readQuery } from '@/lib/http/handler';
import { requireApprovedUser, requireEditor } from '@/lib/accounts/session';
import { otherMethods } from '@/lib/http/methods';
import { createEvent } from '@/lib/events/commands';
import { getOccurrences, readOccurrences } from '@/lib/events/data';
import { eventInputSchema, occurrenceQuerySchema } from '@/lib/events/schemas';

export const dynamic = 'force-dynamic';

/** The dates of a window (at most 400 days), sorted by start; staff add drafts with ?draft=1. */
export const GET = apiHandler(async (request) => {
  const { from, to, category, draft } = readQuery(request, occurrenceQuerySchema);
  if (!draft) return Response.json({ occurrences: await getOccurrences(from, to, category) });
  await requireApprovedUser(request);
  return Response.json(
    { occurrences: await readOccurrences(from, to, { category, drafts: true }) },
    { headers: { 'Cache-Control': 'no-store' } },
  );
});

export const POST = apiHandler(async (request) => {
  const user = await requireEditor(request);
  const input = await readJson(request, eventInputSchema);
  return Response.json(await createEvent(user, input), { status: 201 });
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
