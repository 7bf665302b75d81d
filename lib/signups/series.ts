import 'server-only';
import { getDb } from '@/lib/db/client';
import { badRequest } from '@/lib/http/errors';
import { changeOccurrence, updateEvent, type Actor } from '@/lib/events/commands';
import { readCalendarContext, readEvent } from '@/lib/events/data';
import { eventDates, type EventTiming } from '@/lib/events/expand';
import { dateOn } from '@/lib/events/visitor';
import type { EventPatch, OccurrenceChangeInput } from '@/lib/events/schemas';
import { defaultLanguage, languageByCode } from '@/lib/i18n/languages';
import { datesWithPeople } from './data';
import { mailAbout } from './people';

// A series changes safely: a change of its rule or time never deletes a date people signed up
// for (the date is kept, with its old time, and staff see "kept because people signed up"); a date
// whose time changes, or that is cancelled, is e-mailed to its people. The events folder stays as
// it is: these wrap its commands.

async function activePeople(eventId: string, date: string) {
  return getDb().signup.findMany({
    where: { list: { eventId, date }, status: { not: 'cancelled' }, name: { not: '' } },
    select: { id: true, language: true },
  });
}

/** PATCH /api/events/{id}'s event fields, keeping every date that has people on it. */
export async function updateEventKeepingSignups(actor: Actor, id: string, patch: EventPatch) {
  const stored = await readEvent(id);
  if (!stored) return { event: null, followUp: async () => {} };
  const dates = await datesWithPeople(id);
  if (dates.length === 0)
    return { event: await updateEvent(actor, id, patch), followUp: async () => {} };
  const before = new Map(
    await Promise.all(dates.map(async (date) => [date, await dateOn(stored, date)] as const)),
  );
  const timing: EventTiming = {
    start: patch.start ?? stored.start,
    end: patch.end ?? stored.end,
    allDay: patch.allDay ?? stored.allDay,
    repeat: patch.repeat !== undefined ? patch.repeat : stored.repeat,
    skip: patch.skip ?? stored.skip,
    extra: patch.extra ?? stored.extra,
  };
  const { church } = await readCalendarContext(false);
  const dropped = dates.filter(
    (date) => before.get(date) && !eventDates(timing, date, date, church).includes(date),
  );
  const kept: EventPatch =
    dropped.length > 0
      ? {
          ...patch,
          extra: [...new Set([...timing.extra, ...dropped])].sort(),
          skip: timing.skip.filter((date) => !dropped.includes(date)),
        }
      : patch;
  const event = await updateEvent(actor, id, kept);
  if (!event) return { event, followUp: async () => {} };
  // A kept date keeps the time its people signed up for.
  for (const date of dropped) {
    const old = before.get(date);
    if (old && !old.cancelled) {
      await changeOccurrence(actor, id, date, {
        cancelled: false,
        start: old.localStart,
        end: old.localEnd,
      });
    }
  }
  if (dropped.length > 0) {
    await getDb().signupList.updateMany({
      where: { eventId: id, date: { in: dropped } },
      data: { kept: true },
    });
  }
  const updated = (await readEvent(id)) ?? event;
  const moved: string[] = [];
  for (const date of dates) {
    const [old, now] = [before.get(date), await dateOn(updated, date)];
    if (old && now && !now.cancelled && old.start !== now.start) moved.push(date);
  }
  return {
    event: updated,
    followUp: async () => {
      for (const date of moved) {
        const people = await activePeople(id, date);
        await mailAbout(
          'timeChanged',
          people.map((person) => person.id),
          id,
          date,
        );
      }
    },
  };
}

/**
 * PUT /api/events/{id}/occurrences/{date}: cancelling a date with people on it needs a message
 * (`reason`), which each of them gets by e-mail in their language; a new time is e-mailed too.
 */
export async function changeOccurrenceNotifying(
  actor: Actor,
  id: string,
  date: string,
  input: OccurrenceChangeInput,
) {
  const people = await activePeople(id, date);
  const reason = input.reason as Record<string, string> | undefined;
  if (input.cancelled && people.length > 0 && !Object.values(reason ?? {}).some(Boolean)) {
    throw badRequest('The request is not valid', {
      reason: 'People signed up for this date: give a message for them',
    });
  }
  const event = await readEvent(id);
  const before = event && (await dateOn(event, date));
  const change = await changeOccurrence(actor, id, date, input);
  const after = await readEvent(id).then((updated) => updated && dateOn(updated, date));
  const followUp = async () => {
    if (people.length === 0) return;
    if (input.cancelled && !before?.cancelled) {
      for (const person of people) {
        const language = languageByCode(person.language) ?? defaultLanguage;
        const message = reason?.[language.code] || reason?.[defaultLanguage.code] || '';
        await mailAbout('dateCancelled', [person.id], id, date, { message });
      }
    } else if (before && after && !after.cancelled && before.start !== after.start) {
      await mailAbout(
        'timeChanged',
        people.map((person) => person.id),
        id,
        date,
      );
    }
  };
  return { change, followUp };
}
