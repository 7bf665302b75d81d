import 'server-only';
import { getDb } from '@/lib/db/client';
import type { Tx } from '@/lib/db/serializable';
import type { Prisma } from '@/lib/db/types';
import { processSingleton, type HashSlots } from '@/lib/process/singletons.mjs';

// The places of one list, exact under load with the database's own guarantees: every write to a
// list runs in one transaction whose first statement raises the list row's `version`. On
// PostgreSQL that UPDATE takes the row's lock until commit, so the writers of one list queue there
// and each reads the counts the previous one committed (READ COMMITTED reads afresh per
// statement); on SQLite the first write takes the database's write lock. No lock in the process:
// two instances on one PostgreSQL are as exact as one.

export type SignupStatus = 'confirmed' | 'waiting' | 'cancelled';

export interface PlaceRules {
  capacity: number | null;
  waitlist: boolean;
}

/** Refusals of the places themselves; the caller words them in the visitor's language. */
export class PlacesError extends Error {
  constructor(readonly reason: 'full' | 'no_room' | 'gone' | 'erased') {
    super(reason);
  }
}

const TRANSACTION = { maxWait: 30_000, timeout: 20_000 } as const;

// NOTE: not a lock (the row lock above makes the places exact, across instances): a cap on how many
// list transactions one process runs at once. Only one writer of a list moves at a time anyway;
// more waiting on the row lock would only hold pooled connections (10 per process on PostgreSQL)
// that the storm's other reads need, and run into the statement budget while they wait.
const SLOTS_MAX = 3;
const slots = processSingleton('signupSlots', (): HashSlots => ({ running: 0, waiting: [] }));

async function withListSlot<T>(work: () => Promise<T>): Promise<T> {
  if (slots.running >= SLOTS_MAX) await new Promise<void>((resolve) => slots.waiting.push(resolve));
  else slots.running += 1;
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next in line, or free it.
    const next = slots.waiting.shift();
    if (next) next();
    else slots.running -= 1;
  }
}

/**
 * A list's transaction, run again when PostgreSQL's pool had no connection free within its time
 * budget (lib/ops/budgets.ts): a storm of sign-ups for one list queues on the row lock, holding the
 * pool's connections meanwhile, and a visitor should wait a little rather than get a 503. Nothing
 * ran, so running it again is safe. A real outage still ends as the usual 503 after a few tries.
 */
async function onList<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await withListSlot(() => getDb().$transaction(work, TRANSACTION));
    } catch (error) {
      const busy = /timeout exceeded when trying to connect/i.test((error as Error).message ?? '');
      if (!busy || attempt >= 8) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100 * attempt));
    }
  }
}

/** The list of one event's date, made on its first sign-up. */
export async function ensureList(eventId: string, date: string): Promise<string> {
  const db = getDb();
  const found = await db.signupList.findUnique({
    where: { eventId_date: { eventId, date } },
    select: { id: true },
  });
  if (found) return found.id;
  try {
    return (await db.signupList.create({ data: { eventId, date }, select: { id: true } })).id;
  } catch (error) {
    // Two first sign-ups at once: the other made it.
    if ((error as { code?: string }).code !== 'P2002') throw error;
    const made = await db.signupList.findUniqueOrThrow({
      where: { eventId_date: { eventId, date } },
      select: { id: true },
    });
    return made.id;
  }
}

function lockList(tx: Tx, listId: string) {
  return tx.signupList.update({
    where: { id: listId },
    data: { version: { increment: 1 } },
    select: { id: true, confirmedPlaces: true, waitingCount: true, purgedAt: true },
  });
}

type Locked = Awaited<ReturnType<typeof lockList>>;

const free = (list: Locked, rules: PlaceRules) =>
  rules.capacity === null ? Infinity : rules.capacity - list.confirmedPlaces;

/** Closes the gap a waiting person leaves at `position`. */
async function leaveQueue(tx: Tx, list: Locked, position: number) {
  await tx.signup.updateMany({
    where: { listId: list.id, status: 'waiting', position: { gt: position } },
    data: { position: { decrement: 1 } },
  });
  list.waitingCount -= 1;
}

/**
 * Moves up, in order, each waiting person whose party fits the places free; answers their ids.
 * The first whose party fits goes first: a family of five does not hold back a single person.
 */
async function fillPlaces(tx: Tx, list: Locked, rules: PlaceRules, now: Date): Promise<string[]> {
  const moved: string[] = [];
  for (;;) {
    const room = free(list, rules);
    if (room <= 0 || list.waitingCount === 0) break;
    const next = await tx.signup.findFirst({
      where: {
        listId: list.id,
        status: 'waiting',
        ...(room === Infinity ? {} : { party: { lte: room } }),
      },
      orderBy: { position: 'asc' },
      select: { id: true, party: true, position: true },
    });
    if (!next) break;
    await tx.signup.update({
      where: { id: next.id },
      data: { status: 'confirmed', position: null, movedUpAt: now },
    });
    await leaveQueue(tx, list, next.position ?? 0);
    list.confirmedPlaces += next.party;
    moved.push(next.id);
  }
  return moved;
}

async function saveCounts(tx: Tx, list: Locked, cancelled = 0) {
  await tx.signupList.update({
    where: { id: list.id },
    data: {
      confirmedPlaces: list.confirmedPlaces,
      waitingCount: list.waitingCount,
      ...(cancelled !== 0 ? { cancelledCount: { increment: cancelled } } : {}),
    },
  });
}

export type NewSignup = Omit<
  Prisma.SignupUncheckedCreateInput,
  'listId' | 'status' | 'position' | 'id'
>;

/**
 * Adds a person: confirmed when their party fits the places left, else waiting (position N+1)
 * when the list has a waiting list, else PlacesError('full'). `want` lets staff choose the list.
 */
export async function addToList(
  listId: string,
  person: NewSignup,
  rules: PlaceRules,
  want?: 'confirmed' | 'waiting',
): Promise<{ id: string; status: 'confirmed' | 'waiting'; position: number | null }> {
  return onList(async (tx) => {
    const list = await lockList(tx, listId);
    if (list.purgedAt) throw new PlacesError('gone');
    const fits = person.party <= free(list, rules);
    let status: 'confirmed' | 'waiting';
    if (want === 'confirmed' || (!want && fits)) {
      if (!fits) throw new PlacesError('no_room');
      status = 'confirmed';
      list.confirmedPlaces += person.party;
    } else {
      if (!want && !rules.waitlist) throw new PlacesError('full');
      status = 'waiting';
      list.waitingCount += 1;
    }
    const position = status === 'waiting' ? list.waitingCount : null;
    const row = await tx.signup.create({
      data: { ...person, listId, status, position },
      select: { id: true },
    });
    await saveCounts(tx, list);
    return { id: row.id, status, position };
  });
}

export interface Change {
  party?: number;
  status?: SignupStatus;
  /** Also deletes the person's details (their own "delete my details now"). */
  erase?: boolean;
}

export interface ChangeResult {
  before: { status: SignupStatus; party: number };
  after: { status: SignupStatus; party: number; position: number | null };
  /** Who moved up from the waiting list because of this change. */
  movedUp: string[];
}

/** Changes one sign-up's party or list (cancelled included); fills freed places from the queue. */
export async function changeSignup(
  signupId: string,
  change: Change,
  rules: PlaceRules,
  now = new Date(),
): Promise<ChangeResult> {
  const { listId } = await getDb().signup.findUniqueOrThrow({
    where: { id: signupId },
    select: { listId: true },
  });
  return onList(async (tx) => {
    const list = await lockList(tx, listId);
    // Read again under the lock: another writer may have changed it since.
    const row = await tx.signup.findUniqueOrThrow({
      where: { id: signupId },
      select: { status: true, party: true, position: true, name: true },
    });
    const before = { status: row.status as SignupStatus, party: row.party };
    const party = change.party ?? row.party;
    const status = change.status ?? before.status;
    if (before.status === 'cancelled' && status !== 'cancelled' && row.name === '') {
      throw new PlacesError('erased');
    }
    // Leave where they are…
    if (before.status === 'confirmed') list.confirmedPlaces -= before.party;
    if (before.status === 'waiting' && status !== 'waiting') {
      await leaveQueue(tx, list, row.position ?? 0);
    }
    // …and take their new place.
    let position = before.status === 'waiting' && status === 'waiting' ? row.position : null;
    if (status === 'confirmed') {
      if (party > free(list, rules)) throw new PlacesError('no_room');
      list.confirmedPlaces += party;
    } else if (status === 'waiting' && before.status !== 'waiting') {
      list.waitingCount += 1;
      position = list.waitingCount;
    }
    await tx.signup.update({
      where: { id: signupId },
      data: {
        party,
        status,
        position,
        ...(change.erase ? { name: '', email: '', phone: '', answers: {} } : {}),
      },
    });
    const movedUp = await fillPlaces(tx, list, rules, now);
    // The cancelled count follows people into and out of the cancelled list.
    const cancelled = (status === 'cancelled' ? 1 : 0) - (before.status === 'cancelled' ? 1 : 0);
    await saveCounts(tx, list, cancelled);
    const after = movedUp.includes(signupId)
      ? { status: 'confirmed' as const, party, position: null }
      : { status, party, position };
    return { before, after, movedUp: movedUp.filter((id) => id !== signupId) };
  });
}

/** Places left (null = no limit) of a list, or of a list not made yet. */
export async function placesLeft(
  eventId: string,
  date: string,
  capacity: number | null,
): Promise<{ placesLeft: number | null; waiting: number }> {
  const list = await getDb().signupList.findUnique({
    where: { eventId_date: { eventId, date } },
    select: { confirmedPlaces: true, waitingCount: true },
  });
  const taken = list?.confirmedPlaces ?? 0;
  return {
    placesLeft: capacity === null ? null : Math.max(0, capacity - taken),
    waiting: list?.waitingCount ?? 0,
  };
}

export const isPlacesError = (error: unknown): error is PlacesError => error instanceof PlacesError;
