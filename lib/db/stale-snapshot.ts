// NOTE: why an interactive transaction on SQLite is run again when SQLite answers
// SQLITE_BUSY_SNAPSHOT. Prisma's SQLite adapter opens a transaction with a plain (deferred) BEGIN:
// it reads first and takes the write lock at its first write. If another connection (`npm run
// backup` recording its run, `npm run admin`, a second process on the same file) committed in
// between, the transaction's snapshot is stale and SQLite refuses the write at once; the busy
// timeout does not apply, as waiting cannot help. SQLite's documented remedy is to run the
// transaction again from its start, which reads the new data. A transaction's work only talks to
// the database, so running it again is safe; a plain SQLITE_BUSY after the busy timeout stays an
// outage (lib/db/unavailable.ts).

const MAX_ATTEMPTS = 5;

/** Whether SQLite refused a write because the transaction's read snapshot went stale. */
export function isStaleSnapshot(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { originalCode, code, cause, meta } = error as {
    originalCode?: unknown;
    code?: unknown;
    cause?: unknown;
    meta?: { driverAdapterError?: unknown };
  };
  if (originalCode === 'SQLITE_BUSY_SNAPSHOT' || code === 'SQLITE_BUSY_SNAPSHOT') return true;
  return isStaleSnapshot(cause, depth + 1) || isStaleSnapshot(meta?.driverAdapterError, depth + 1);
}

/** The client, with its interactive transactions run again (up to 5 times) on a stale snapshot. */
export function retryingStaleSnapshots<C extends { $transaction: unknown }>(client: C): C {
  const transaction = (client.$transaction as (...args: unknown[]) => unknown).bind(client) as (
    work: unknown,
    options?: unknown,
  ) => Promise<unknown>;
  async function retried(work: unknown, options?: unknown): Promise<unknown> {
    // A batch (an array of queries already made) cannot be made again; only a function can.
    if (typeof work !== 'function') return transaction(work, options);
    for (let attempt = 1; ; attempt++) {
      try {
        return await transaction(work, options);
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS || !isStaleSnapshot(error)) throw error;
        // A short jittered pause, so the writers that collided do not collide again in step.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
      }
    }
  }
  return new Proxy(client, {
    get: (target, property) =>
      property === '$transaction' ? retried : Reflect.get(target, property),
  });
}
