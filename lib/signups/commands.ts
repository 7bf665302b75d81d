import 'server-only';
import { getDb } from '@/lib/db/client';
import { invalidate, cacheTags } from '@/lib/cache';
import { recordActivity, type Actor } from '@/lib/activity/record';
import { ApiError, badRequest, notFound } from '@/lib/http/errors';
import { readEvent } from '@/lib/events/data';
import { dateOn } from '@/lib/events/visitor';
import { listDate, readSignup, readSignupSettings, type StaffSignup } from './data';
import { addToList, ensureList, PlacesError } from './places';
import { checkAnswers } from './answers';
import { applyChange, mailAbout, rulesOf } from './people';
import type { SignupSettingsInput } from './schemas';
import type { z } from 'zod';
import type { staffAddSchema, StaffChange } from './schemas';

// The staff writes of sign-ups, one command each: the database change, the cache tag and the
// activity entry. The log names the event, the date and what was done, never the person.

type StaffActor = Pick<Actor, 'id'>;

const conflict = (reason: string, message: string) =>
  new ApiError(409, 'conflict', message, undefined, undefined, undefined, reason);

function placesRefusal(error: unknown): never {
  if (error instanceof PlacesError) {
    if (error.reason === 'erased') throw conflict('erased', 'This sign-up’s details are deleted');
    if (error.reason === 'gone') throw conflict('purged', 'This date’s list is purged');
    throw conflict('no_room', 'There are not enough places left');
  }
  throw error;
}

/** Switches sign-ups on (or changes them) for an event; null switches them off. */
export async function saveSignupSettings(
  actor: StaffActor,
  eventId: string,
  input: SignupSettingsInput | null,
): Promise<void> {
  const db = getDb();
  if (input === null) {
    await db.signupSettings.deleteMany({ where: { eventId } });
  } else {
    const data = {
      capacity: input.capacity,
      maxParty: input.maxParty,
      waitlist: input.waitlist,
      opensAt: input.opensAt ?? null,
      closesAt: input.closesAt ?? null,
      perDate: input.perDate,
      questions: input.questions,
    };
    await db.signupSettings.upsert({
      where: { eventId },
      create: { eventId, ...data },
      update: data,
    });
  }
  // The event's pages show the sign-up link (or stop showing it).
  await invalidate(cacheTags.events);
  const event = await readEvent(eventId);
  await recordActivity({
    actorId: actor.id,
    action: input ? 'signups.settings' : 'signups.off',
    target: event?.title.en ?? eventId,
  });
}

/** Staff add someone who phoned; `status` chooses the list (confirmed only when it fits). */
export async function addSignupByHand(
  actor: StaffActor,
  eventId: string,
  date: string,
  input: z.infer<typeof staffAddSchema>,
): Promise<{ signup: StaffSignup; followUp: () => Promise<void> }> {
  const [event, settings] = await Promise.all([readEvent(eventId), readSignupSettings(eventId)]);
  if (!event || !(await dateOn(event, date))) throw notFound('The event has no such date');
  if (!settings) throw conflict('not_open', 'This event takes no sign-ups');
  const answers = checkAnswers(settings.questions, input.answers);
  if ('fields' in answers) {
    throw badRequest(
      'The request is not valid',
      Object.fromEntries(
        Object.entries(answers.fields).map(([id, reason]) => [`answers.${id}`, reason]),
      ),
    );
  }
  const list = listDate(settings, date);
  const listId = await ensureList(eventId, list);
  const added = await addToList(
    listId,
    {
      name: input.name,
      email: input.email,
      phone: input.phone,
      party: input.party,
      answers: answers.values,
    },
    { ...settings, waitlist: true },
    input.status,
  ).catch(placesRefusal);
  await recordActivity({
    actorId: actor.id,
    action: 'signup.add',
    target: `${event.title.en} ${date}: ${added.status}`,
  });
  const signup = await readSignup({ id: added.id });
  if (!signup) throw notFound();
  const kind = added.status === 'confirmed' ? 'confirmed' : 'waiting';
  return {
    signup,
    followUp: () =>
      mailAbout(kind, [added.id], eventId, list, { withCalendar: kind === 'confirmed' }),
  };
}

/** Staff change a party size, move someone between lists, or cancel with a message. */
export async function changeSignupByStaff(
  actor: StaffActor,
  id: string,
  change: StaffChange,
): Promise<{ signup: StaffSignup; followUp: () => Promise<void> } | null> {
  const stored = await readSignup({ id });
  if (!stored) return null;
  const { eventId, date } = stored.list;
  const result = await applyChange(id, eventId, {
    party: change.party,
    status: change.status,
  }).catch(placesRefusal);
  const event = await readEvent(eventId);
  const action =
    result.after.status === result.before.status ? 'signup.party' : `signup.${result.after.status}`;
  await recordActivity({
    actorId: actor.id,
    action,
    target: `${event?.title.en ?? eventId} ${date}`,
  });
  const signup = await readSignup({ id });
  if (!signup) return null;
  return {
    signup,
    followUp: async () => {
      await mailAbout('movedUp', result.movedUp, eventId, date);
      if (result.after.status === 'cancelled' && result.before.status !== 'cancelled') {
        await mailAbout('dateCancelled', [id], eventId, date, { message: change.message });
      }
      if (result.before.status === 'waiting' && result.after.status === 'confirmed') {
        await mailAbout('movedUp', [id], eventId, date);
      }
    },
  };
}

/** Staff delete a sign-up: its place is freed (and filled from the queue), its row removed. */
export async function deleteSignupByStaff(
  actor: StaffActor,
  id: string,
): Promise<{ followUp: () => Promise<void> } | null> {
  const stored = await readSignup({ id });
  if (!stored) return null;
  const { eventId, date } = stored.list;
  const result = await applyChange(id, eventId, { status: 'cancelled', erase: true });
  await getDb().signup.deleteMany({ where: { id } });
  const event = await readEvent(eventId);
  await recordActivity({
    actorId: actor.id,
    action: 'signup.delete',
    target: `${event?.title.en ?? eventId} ${date}`,
  });
  return { followUp: () => mailAbout('movedUp', result.movedUp, eventId, date) };
}

/** The list a staff URL names: the date's own or the series'. */
export async function staffListDate(eventId: string, date: string): Promise<string> {
  const settings = await readSignupSettings(eventId);
  return settings ? listDate(settings, date) : date;
}

export { rulesOf };
