import { describe, expect, it } from 'vitest';
import { setUpMigratedDatabase } from '../support/migrated-database';

// The places of one list on a real database (SQLite, or PostgreSQL with TEST_DATABASE_URL):
// concurrent sign-ups never oversell, waiting positions stay 1..N, a freed place goes to the
// first waiting person whose party fits.

const database = setUpMigratedDatabase();

const person = (n: number, party = 1) => ({
  name: `Person ${n}`,
  email: `p${n}@example.test`,
  party,
  answers: {},
});

async function statuses(listId: string) {
  const rows = await database.db.signup.findMany({
    where: { listId },
    select: { id: true, status: true, position: true, party: true },
  });
  const waiting = rows.filter((row) => row.status === 'waiting');
  return {
    rows,
    confirmed: rows.filter((row) => row.status === 'confirmed'),
    waiting,
    positions: waiting.map((row) => row.position).sort((a, b) => (a ?? 0) - (b ?? 0)),
  };
}

describe('places of a list', () => {
  it('100 at once for 20 places: 20 confirmed, 80 waiting at 1–80; 10 cancellations among 20 more move up 10', async () => {
    const { addToList, changeSignup, ensureList } = await import('@/lib/signups/places');
    const rules = { capacity: 20, waitlist: true };
    const listId = await ensureList('event-a', '2030-05-01');
    const all = await Promise.all(
      Array.from({ length: 100 }, (_, n) => addToList(listId, person(n), rules)),
    );
    const confirmed = all.filter((added) => added.status === 'confirmed');
    expect(confirmed).toHaveLength(20);
    expect(
      all.flatMap((added) => (added.position ? [added.position] : [])).sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 80 }, (_, n) => n + 1));
    const [more, results] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, (_, n) => addToList(listId, person(100 + n), rules))),
      Promise.all(
        confirmed
          .slice(0, 10)
          .map((added) => changeSignup(added.id, { status: 'cancelled' }, rules)),
      ),
    ]);
    expect(more.every((added) => added.status === 'waiting')).toBe(true);
    const movedUp = results.flatMap((result) => result.movedUp);
    const firstInQueue = all
      .filter((added) => (added.position ?? 99) <= 10)
      .map((added) => added.id);
    expect(movedUp.sort()).toEqual(firstInQueue.sort());
    const after = await statuses(listId);
    expect(after.confirmed).toHaveLength(20);
    expect(after.waiting).toHaveLength(90);
    expect(after.positions).toEqual(Array.from({ length: 90 }, (_, n) => n + 1));
    const list = await database.db.signupList.findUniqueOrThrow({ where: { id: listId } });
    expect(list).toMatchObject({ confirmedPlaces: 20, waitingCount: 90, cancelledCount: 10 });
  }, 60_000);

  it('a freed place goes to the first waiting person whose party fits', async () => {
    const { addToList, changeSignup, ensureList } = await import('@/lib/signups/places');
    const rules = { capacity: 4, waitlist: true };
    const listId = await ensureList('event-b', '2030-05-01');
    const a = await addToList(listId, person(1, 2), rules);
    const b = await addToList(listId, person(2, 2), rules);
    const big = await addToList(listId, person(3, 3), rules);
    const small = await addToList(listId, person(4, 1), rules);
    expect([a.status, b.status, big.position, small.position]).toEqual([
      'confirmed',
      'confirmed',
      1,
      2,
    ]);
    // Two places free: the family of three does not fit, the single person does.
    const result = await changeSignup(a.id, { status: 'cancelled' }, rules);
    expect(result.movedUp).toEqual([small.id]);
    const now = await statuses(listId);
    expect(now.waiting.map((row) => [row.id, row.position])).toEqual([[big.id, 1]]);
    // A party grows only into free places; shrinking frees them.
    await expect(changeSignup(b.id, { party: 4 }, rules)).rejects.toMatchObject({
      reason: 'no_room',
    });
    const shrink = await changeSignup(small.id, { party: 1 }, rules);
    expect(shrink.movedUp).toEqual([]);
  });

  it('without a waiting list, a full list refuses', async () => {
    const { addToList, ensureList } = await import('@/lib/signups/places');
    const rules = { capacity: 1, waitlist: false };
    const listId = await ensureList('event-c', '2030-05-01');
    await addToList(listId, person(1), rules);
    await expect(addToList(listId, person(2), rules)).rejects.toMatchObject({ reason: 'full' });
    expect((await statuses(listId)).rows).toHaveLength(1);
  });
});
