import 'server-only';
import { getDb } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/sqlite/client';
import { invalidate, cacheTags } from '@/lib/cache';
import { recordActivity } from '@/lib/activity/record';
import { badRequest, notFound } from '@/lib/http/errors';
import type { SessionUser } from '@/lib/accounts/session';
import { asDateChange, toChange, type ParishEvent } from './columns';
import { readCalendarContext, readEvent } from './data';
import { eventDates, lastDateOf } from './expand';
import {
  eventInputSchema,
  type EventInput,
  type EventPatch,
  type OccurrenceChangeInput,
} from './schemas';
import { syncEventSearch } from './search';
import { parseCalendarFile, type ImportedChange, type SkippedEvent } from './import';
import { uniqueSlug } from './slug';

// The staff writes of events, one command each: the database change, the cache tag, the search
// entries and the activity entry. Route handlers check the session, parse, and call one of these.

export type Actor = Pick<SessionUser, 'id'>;

async function categoryId(slug: string): Promise<string> {
  const category = await getDb().eventCategory.findUnique({
    where: { slug },
    select: { id: true },
  });
  if (!category) throw badRequest('The request is not valid', { category: 'No such category' });
  return category.id;
}

/**
 * As a page save: a draft when sent as one or when its publishing time is still ahead (then the
 * start-up jobs publish it, lib/events/publish.ts); a time already past publishes it now.
 */
function publishing(input: EventInput, now = Date.now()) {
  const publishAt = input.publishAt ? new Date(input.publishAt) : null;
  const draft = input.status === 'draft' || (publishAt !== null && publishAt.getTime() > now);
  return { status: draft ? 'draft' : 'published', publishAt: draft ? publishAt : null };
}

function columnsOf(input: EventInput) {
  return {
    ...publishing(input),
    title: input.title,
    description: input.description as Prisma.InputJsonObject,
    start: input.start,
    end: input.end,
    allDay: input.allDay,
    // Prisma's marker for SQL NULL in a Json column (the same object in both generated clients).
    repeat: input.repeat ?? Prisma.DbNull,
    skip: input.skip,
    extra: input.extra,
    placeName: input.place.name,
    placeAddress: input.place.address,
    imageUrl: input.imageUrl,
    livestreamUrl: input.livestreamUrl,
    firstDate: [input.start.slice(0, 10), ...input.extra].sort()[0]!,
  };
}

/** After every write: visitors' pages, the search index and the log follow. */
async function afterWrite(actor: Actor, action: string, event: ParishEvent | null, target: string) {
  await invalidate(cacheTags.events);
  await syncEventSearch(event);
  await recordActivity({ actorId: actor.id, action, target });
}

async function insertEvent(input: EventInput, importUid?: string, changes: ImportedChange[] = []) {
  const data = {
    ...columnsOf(input),
    categoryId: await categoryId(input.category),
    lastDate: lastDateOf(input, changes),
    slug: await uniqueSlug(input.title.en),
    importUid,
    changes: { create: changes },
  };
  return getDb().event.create({ data, select: { id: true, slug: true } });
}

export async function createEvent(
  actor: Actor,
  input: EventInput,
): Promise<{ id: string; slug: string }> {
  const { id, slug } = await insertEvent(input);
  await afterWrite(actor, 'event.create', await readEvent(id), input.title.en);
  return { id, slug };
}

/**
 * Imports an .ics file's events into a category. An event whose UID was imported before is
 * skipped, so importing the same file twice creates nothing twice.
 */
export async function importCalendar(
  actor: Actor,
  text: string,
  category: string,
): Promise<{ imported: number; skipped: SkippedEvent[] }> {
  await categoryId(category);
  let parsed: Awaited<ReturnType<typeof parseCalendarFile>>;
  try {
    parsed = await parseCalendarFile(text, category);
  } catch {
    throw badRequest('The file is not an iCalendar (.ics) file', { file: 'Not iCalendar' });
  }
  const known = new Set(
    (
      await getDb().event.findMany({
        where: { importUid: { in: parsed.candidates.map((candidate) => candidate.uid) } },
        select: { importUid: true },
      })
    ).map((row) => row.importUid),
  );
  const skipped = [...parsed.skipped];
  const ids: string[] = [];
  for (const candidate of parsed.candidates) {
    if (known.has(candidate.uid)) {
      skipped.push({ uid: candidate.uid, reason: 'already-imported' });
      continue;
    }
    ids.push((await insertEvent(candidate.input, candidate.uid, candidate.changes)).id);
  }
  await invalidate(cacheTags.events);
  for (const id of ids) await syncEventSearch(await readEvent(id));
  await recordActivity({
    actorId: actor.id,
    action: 'event.import',
    target: `${ids.length} imported, ${skipped.length} skipped`,
  });
  return { imported: ids.length, skipped };
}

/** The stored event as the create schema's input, so a change is checked whole. */
function asInput(event: ParishEvent): Record<string, unknown> {
  return {
    title: event.title,
    description: event.description,
    category: event.category,
    start: event.start,
    end: event.end,
    allDay: event.allDay,
    repeat: event.repeat,
    skip: event.skip,
    extra: event.extra,
    place: event.place,
    imageUrl: event.imageUrl,
    livestreamUrl: event.livestreamUrl,
    status: event.status,
    publishAt: event.publishAt,
  };
}

/** Changes the given fields; null when there is no such event. A bad whole is a 400 (ZodError). */
export async function updateEvent(
  actor: Actor,
  id: string,
  patch: EventPatch,
): Promise<ParishEvent | null> {
  const stored = await readEvent(id);
  if (!stored) return null;
  // A description is sent per language: the languages not sent keep theirs.
  const description = { ...stored.description, ...patch.description };
  // "Publish" on a scheduled draft publishes it now: the schedule goes with the draft.
  const schedule = patch.status === 'published' && patch.publishAt === undefined;
  const input = eventInputSchema.parse({
    ...asInput(stored),
    ...patch,
    description,
    ...(schedule ? { publishAt: null } : {}),
  });
  await getDb().event.update({
    where: { id },
    data: {
      ...columnsOf(input),
      categoryId: await categoryId(input.category),
      lastDate: lastDateOf(input, stored.changes.map(asDateChange)),
      sequence: { increment: 1 },
    },
  });
  const event = await readEvent(id);
  await afterWrite(actor, 'event.update', event, input.title.en);
  return event;
}

export async function deleteEvent(actor: Actor, id: string): Promise<boolean> {
  const stored = await readEvent(id);
  if (!stored) return false;
  await getDb().event.delete({ where: { id } });
  await invalidate(cacheTags.events);
  await syncEventSearch(null, stored.slug);
  await recordActivity({ actorId: actor.id, action: 'event.delete', target: stored.title.en });
  return true;
}

/** Cancels one date or gives it another time, place or note. 404 for a date the event has not. */
export async function changeOccurrence(
  actor: Actor,
  id: string,
  date: string,
  input: OccurrenceChangeInput,
) {
  const stored = await readEvent(id);
  if (!stored) throw notFound('No such event');
  const context = await readCalendarContext(false);
  if (!eventDates(stored, date, date, context.church).includes(date)) {
    throw notFound('The event has no such date');
  }
  const data = {
    cancelled: input.cancelled,
    reason: input.reason ?? Prisma.DbNull,
    note: input.note ?? Prisma.DbNull,
    start: input.start ?? null,
    end: input.end ?? null,
    placeName: input.place?.name ?? null,
    placeAddress: input.place?.address ?? null,
  };
  if ((data.start ?? data.end) && (data.start ?? '') >= (data.end ?? '\uffff')) {
    throw badRequest('The request is not valid', { end: 'The end is before the start' });
  }
  const db = getDb();
  const row = await db.eventChange.upsert({
    where: { eventId_date: { eventId: id, date } },
    create: { eventId: id, date, ...data },
    update: data,
  });
  const changes = [...stored.changes.filter((change) => change.date !== date), toChange(row)].map(
    asDateChange,
  );
  await db.event.update({
    where: { id },
    data: { sequence: { increment: 1 }, lastDate: lastDateOf(stored, changes) },
  });
  await afterWrite(
    actor,
    input.cancelled ? 'event.cancel-date' : 'event.change-date',
    await readEvent(id),
    `${stored.title.en} ${date}`,
  );
  return toChange(row);
}

/** Undoes a date's change or cancellation; false when it had none. */
export async function undoOccurrenceChange(actor: Actor, id: string, date: string) {
  const db = getDb();
  const { count } = await db.eventChange.deleteMany({ where: { eventId: id, date } });
  if (count === 0) return false;
  const event = await readEvent(id);
  if (event) {
    await db.event.update({
      where: { id },
      data: {
        sequence: { increment: 1 },
        lastDate: lastDateOf(event, event.changes.map(asDateChange)),
      },
    });
  }
  await afterWrite(actor, 'event.restore-date', event, `${event?.title.en ?? id} ${date}`);
  return true;
}
