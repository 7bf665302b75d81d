import 'server-only';
import { getDb } from '@/lib/db/client';
import { takeJobLease } from '@/lib/db/job-lease';
import { recordActivity } from '@/lib/activity/record';
import { readCalendarContext, readEvent } from '@/lib/events/data';
import { addDays, todayIn } from '@/lib/events/local-time';
import { lastDateOf } from '@/lib/events/expand';
import { asDateChange } from '@/lib/events/columns';

// Nothing kept longer than needed: the people's details of a date's list are deleted `keepDays`
// after the date (a series' one list: after its last date; a deleted event's lists: at once). The
// list's counts stay. Run by lib/startup/jobs.ts on every instance; a lease makes one do the work,
// and the conditional update makes a second run harmless anyway.

const LEASE = 'signup-retention';
const LEASE_MS = 10 * 60_000;

async function releaseLease(holder: string) {
  await getDb().jobLease.updateMany({
    where: { name: LEASE, holder },
    data: { expiresAt: new Date(0) },
  });
}

export interface PurgeResult {
  dates: number;
  people: number;
}

/** Deletes the details due for deletion at `now`; null when another instance holds the lease. */
export async function purgeExpiredSignups(options: {
  now: Date;
  keepDays: number;
  holder: string;
}): Promise<PurgeResult | null> {
  const { now, keepDays, holder } = options;
  if (!(await takeJobLease(LEASE, holder, now, LEASE_MS))) return null;
  try {
    const db = getDb();
    const { timeZone } = await readCalendarContext(false);
    const cutoff = addDays(todayIn(timeZone, now), -keepDays);
    const lists = await db.signupList.findMany({
      where: { purgedAt: null },
      select: { id: true, eventId: true, date: true },
    });
    const due: string[] = [];
    const lastDates = new Map<string, string | null | undefined>();
    for (const list of lists) {
      if (!lastDates.has(list.eventId)) {
        const event = await readEvent(list.eventId);
        // undefined: the event is gone; null: a series without an end.
        lastDates.set(
          list.eventId,
          event ? lastDateOf(event, event.changes.map(asDateChange)) : undefined,
        );
      }
      const last = lastDates.get(list.eventId);
      const day = list.date === 'series' ? last : list.date;
      if (last === undefined || (day && day < cutoff)) due.push(list.id);
    }
    let people = 0;
    for (const id of due) {
      const [removed] = await db.$transaction([
        db.signup.deleteMany({ where: { listId: id } }),
        db.signupList.updateMany({ where: { id, purgedAt: null }, data: { purgedAt: now } }),
      ]);
      people += removed.count;
    }
    if (due.length > 0) {
      await recordActivity({
        actorId: null,
        action: 'signups.purge',
        target: `${due.length} dates, ${people} sign-ups`,
      });
    }
    return { dates: due.length, people };
  } finally {
    await releaseLease(holder);
  }
}
