import 'server-only';
import { userIdOf, usernameOf } from '@/lib/accounts/users';
import { getDb } from '@/lib/db/client';

/** Entries older than this are pruned (a parish needs 'who changed this?' for a while, not forever). */
export const ACTIVITY_RETENTION_DAYS = 2 * 365;
export const ACTIVITY_PAGE_SIZE = 50;

/** Who does a staff write: the signed-in account (a session's user is one). */
export interface Actor {
  id: string;
  username: string;
}

export interface ActivityInput {
  /** The signed-in account, or null for the operator's command line. */
  actorId: string | null;
  /** A short stable code: 'page.save', 'bulletin.delete', 'user.role'… */
  action: string;
  /** What was changed, human-readable (a name or slug). Never a secret. */
  target?: string;
  /**
   * For work the site does by itself on someone's behalf (a scheduled publish): the username of
   * the person who set it up, credited when actorId is null. Their account may be gone since.
   */
  onBehalfOf?: string | null;
}

export interface ActivityEntry {
  id: string;
  at: string;
  actor: string | null;
  action: string;
  target: string;
}

// Pruning runs at most this often per process: a write must not pay for it every time.
const PRUNE_EVERY_MS = 60 * 60 * 1000;
let lastPrune = 0;

/**
 * Records a staff write. The actor's username is kept beside the id, so the log still names
 * someone whose account was deleted since. A failure is logged, never thrown: the write it
 * describes has already happened.
 */
export async function recordActivity(input: ActivityInput, now = new Date()): Promise<void> {
  try {
    const db = getDb();
    const actorName = input.actorId ? await usernameOf(input.actorId) : null;
    // The scheduled publish runs with no session: it is credited to whoever scheduled it.
    const onBehalfOf = !input.actorId && input.onBehalfOf ? input.onBehalfOf : null;
    const behalfId = onBehalfOf ? await userIdOf(onBehalfOf) : null;
    await db.activityEntry.create({
      data: {
        createdAt: now,
        actorId: input.actorId ?? behalfId,
        actorName: actorName ?? onBehalfOf,
        action: input.action.slice(0, 64),
        target: (input.target ?? '').slice(0, 200),
      },
    });
    if (now.getTime() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = now.getTime();
      await pruneActivity(now);
    }
  } catch (error) {
    console.error(`Activity not recorded (${input.action}): ${(error as Error).message}`);
  }
}

/** Deletes entries older than the retention period; answers how many. */
export async function pruneActivity(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ACTIVITY_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const { count } = await getDb().activityEntry.deleteMany({
    where: { createdAt: { lt: cutoff } },
  });
  return count;
}

/** One page of the log, newest first. */
export async function listActivity(
  page: number,
  pageSize = ACTIVITY_PAGE_SIZE,
): Promise<{ entries: ActivityEntry[]; total: number; page: number; pageSize: number }> {
  const db = getDb();
  const [rows, total] = await Promise.all([
    db.activityEntry.findMany({
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (page - 1) * pageSize,
      take: pageSize,
      select: {
        id: true,
        createdAt: true,
        actorName: true,
        actorId: true,
        action: true,
        target: true,
      },
    }),
    db.activityEntry.count(),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      // null means the operator's command line; a deleted account keeps its recorded name, and so
      // does the person a scheduled publish was made for.
      actor: row.actorId ? (row.actorName ?? '?') : (row.actorName ?? null),
      action: row.action,
      target: row.target,
    })),
    total,
    page,
    pageSize,
  };
}
