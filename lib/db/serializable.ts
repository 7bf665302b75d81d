import 'server-only';
import type { Prisma } from './generated/sqlite/client';
import { getDb } from './client';

export type Tx = Prisma.TransactionClient;

const MAX_ATTEMPTS = 12;

/**
 * PostgreSQL refused a commit or statement because a concurrent transaction read or wrote the
 * same rows (SQLSTATE 40001 / 40P01). It reaches us as Prisma's P2034 when the query engine maps
 * it, or as the driver adapter's own `TransactionWriteConflict` error (inside a transaction).
 */
function isSerializationFailure(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const { code, kind, originalCode, message, cause } = current as Record<string, unknown>;
    if (code === 'P2034' || kind === 'TransactionWriteConflict') return true;
    if (originalCode === '40001' || originalCode === '40P01') return true;
    if (
      typeof message === 'string' &&
      /TransactionWriteConflict|could not serialize|deadlock detected/i.test(message)
    ) {
      return true;
    }
    current = cause;
  }
  return false;
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
      return await getDb().$transaction(work, {
        isolationLevel: 'Serializable',
        maxWait: 10_000,
        timeout: 15_000,
      });
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isSerializationFailure(error)) throw error;
      // Jittered backoff so the retried transactions do not collide again in lockstep.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * attempt));
    }
  }
}
