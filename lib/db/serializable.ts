import 'server-only';
import type { Prisma } from './generated/sqlite/client';
import { getDb } from './client';

export type Tx = Prisma.TransactionClient;

const MAX_ATTEMPTS = 8;

/** PostgreSQL refused to commit because a concurrent transaction read or wrote the same rows. */
function isSerializationFailure(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    code === 'P2034' ||
    (typeof message === 'string' && /could not serialize|deadlock detected|write conflict/i.test(message))
  );
}

/**
 * Runs `work` as a SERIALIZABLE transaction, retrying when the database aborts it because of a
 * concurrent one. Use it for check-then-write rules ("the first account is admin", "never demote
 * the last admin") that a plain read followed by a write would break under concurrency. SQLite
 * serialises transactions anyway (one writer; the adapter queues them); PostgreSQL detects the
 * conflict and aborts one side, which then sees the other's committed result on retry.
 */
export async function serializable<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await getDb().$transaction(work, { isolationLevel: 'Serializable', maxWait: 10_000, timeout: 15_000 });
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isSerializationFailure(error)) throw error;
      // Jittered backoff so the retried transactions do not collide again in lockstep.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
