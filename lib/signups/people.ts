import 'server-only';
import { getDb } from '@/lib/db/client';
import { readEvent } from '@/lib/events/data';
import { dateOn } from '@/lib/events/visitor';
import { readSignupSettings } from './data';
import { changeSignup, type Change, type ChangeResult, type PlaceRules } from './places';
import { sendSignupMail, type MailPerson, type SignupMailKind } from './mail';

// What staff commands and a person's own link share: a change with its places' rules, and the
// e-mails it leads to, sent after the answer.

/** The rules of the list a sign-up is on (no limit when sign-ups were switched off since). */
export async function rulesOf(eventId: string): Promise<PlaceRules> {
  const settings = await readSignupSettings(eventId);
  return settings ?? { capacity: null, waitlist: false };
}

export async function applyChange(
  signupId: string,
  eventId: string,
  change: Change,
): Promise<ChangeResult> {
  return changeSignup(signupId, change, await rulesOf(eventId));
}

export async function mailPeople(ids: string[]): Promise<MailPerson[]> {
  if (ids.length === 0) return [];
  return getDb().signup.findMany({
    where: { id: { in: ids } },
    select: { id: true, name: true, email: true, party: true, position: true, language: true },
  });
}

/** E-mails `ids` about their date of `eventId` (a list date "series" is the event's first date). */
export async function mailAbout(
  kind: SignupMailKind,
  ids: string[],
  eventId: string,
  date: string,
  options: { message?: string; withCalendar?: boolean } = {},
): Promise<void> {
  const people = await mailPeople(ids);
  if (people.length === 0) return;
  const event = await readEvent(eventId);
  if (!event) return;
  const occurrence = date === 'series' ? null : await dateOn(event, date);
  await sendSignupMail(kind, people, event, occurrence?.start ?? event.start, options);
}
