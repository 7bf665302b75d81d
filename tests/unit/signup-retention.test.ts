import { describe, expect, it } from 'vitest';
import { setUpMigratedDatabase } from '../support/migrated-database';

// Retention at an injected clock: a date's people are deleted `keepDays` after the date, the
// counts stay, a deleted event's lists go at once, and the activity log says so without names.

const database = setUpMigratedDatabase();

async function eventWithList(slug: string, date: string) {
  const db = database.db;
  const category = await db.eventCategory.upsert({
    where: { slug: 'parish-life' },
    create: { slug: 'parish-life', name: { en: 'Parish life', ua: 'Життя парафії' } },
    update: {},
  });
  const event = await db.event.create({
    data: {
      slug,
      title: { en: slug, ua: '' },
      description: {},
      categoryId: category.id,
      start: `${date}T10:00`,
      end: `${date}T12:00`,
      skip: [],
      extra: [],
      firstDate: date,
      lastDate: date,
    },
  });
  const list = await db.signupList.create({
    data: { eventId: event.id, date, confirmedPlaces: 3, cancelledCount: 1 },
  });
  await db.signup.createMany({
    data: [
      {
        listId: list.id,
        name: 'Ann',
        email: 'ann@example.test',
        party: 3,
        answers: {},
        status: 'confirmed',
      },
      {
        listId: list.id,
        name: 'Bob',
        email: 'bob@example.test',
        party: 1,
        answers: {},
        status: 'cancelled',
      },
    ],
  });
  return { event, list };
}

describe('sign-up retention', () => {
  it('deletes the details keepDays after the date, keeps the counts, logs it without names', async () => {
    const { purgeExpiredSignups } = await import('@/lib/signups/retention');
    const { list } = await eventWithList('workshop', '2030-03-01');
    const holder = 'test';
    // 60 days after the date: not yet.
    const early = await purgeExpiredSignups({
      now: new Date('2030-04-30T12:00:00Z'),
      keepDays: 60,
      holder,
    });
    expect(early).toEqual({ dates: 0, people: 0 });
    expect(await database.db.signup.count({ where: { listId: list.id } })).toBe(2);
    // The 61st day: gone.
    const due = await purgeExpiredSignups({
      now: new Date('2030-05-01T12:00:00Z'),
      keepDays: 60,
      holder,
    });
    expect(due).toEqual({ dates: 1, people: 2 });
    expect(await database.db.signup.count({ where: { listId: list.id } })).toBe(0);
    const kept = await database.db.signupList.findUniqueOrThrow({ where: { id: list.id } });
    expect(kept).toMatchObject({ confirmedPlaces: 3, cancelledCount: 1 });
    expect(kept.purgedAt?.toISOString()).toBe('2030-05-01T12:00:00.000Z');
    const entries = await database.db.activityEntry.findMany({
      where: { action: 'signups.purge' },
    });
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries)).not.toMatch(/Ann|Bob|example\.test/);
    // Nothing twice.
    expect(
      await purgeExpiredSignups({ now: new Date('2030-06-01T12:00:00Z'), keepDays: 60, holder }),
    ).toEqual({ dates: 0, people: 0 });
  });

  it("a deleted event's people go at once; another instance holding the lease does nothing", async () => {
    const { purgeExpiredSignups } = await import('@/lib/signups/retention');
    const { event, list } = await eventWithList('picnic', '2031-07-01');
    await database.db.event.delete({ where: { id: event.id } });
    const now = new Date('2031-01-01T00:00:00Z');
    const held = { holder: 'other', expiresAt: new Date(now.getTime() + 60_000) };
    await database.db.jobLease.upsert({
      where: { name: 'signup-retention' },
      create: { name: 'signup-retention', ...held },
      update: held,
    });
    expect(await purgeExpiredSignups({ now, keepDays: 60, holder: 'me' })).toBeNull();
    await database.db.jobLease.update({
      where: { name: 'signup-retention' },
      data: { expiresAt: new Date(0) },
    });
    expect(await purgeExpiredSignups({ now, keepDays: 60, holder: 'me' })).toEqual({
      dates: 1,
      people: 2,
    });
    expect(await database.db.signup.count({ where: { listId: list.id } })).toBe(0);
  });
});
