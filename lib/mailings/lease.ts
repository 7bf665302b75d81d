import 'server-only';
import { getDb } from '@/lib/db/client';

// The outbox is sent by one instance at a time: the holder of this lease row (the table the
// daily backup's lease uses). The holder renews it before every message; an instance that dies
// stops renewing, and another takes the lease once it expires, so a send whose instance died is
// taken over within LEASE_MS plus one look (lib/startup/jobs.ts).

const LEASE = 'mail-outbox';
export const LEASE_MS = 20_000;

/** Takes or renews the lease; answers whether `holder` has it until now + LEASE_MS. */
export async function holdOutboxLease(holder: string, now = new Date()): Promise<boolean> {
  const db = getDb();
  const expiresAt = new Date(now.getTime() + LEASE_MS);
  const taken = await db.jobLease.updateMany({
    where: { name: LEASE, OR: [{ holder }, { expiresAt: { lt: now } }] },
    data: { holder, expiresAt },
  });
  if (taken.count === 1) return true;
  try {
    await db.jobLease.create({ data: { name: LEASE, holder, expiresAt } });
    return true;
  } catch {
    return false; // another instance holds it (the unique name refused the second row)
  }
}

export async function releaseOutboxLease(holder: string): Promise<void> {
  await getDb().jobLease.updateMany({
    where: { name: LEASE, holder },
    data: { expiresAt: new Date(0) },
  });
}

/** Whether a live instance holds the lease now (the progress says "sending" only then). */
export async function outboxLeaseIsLive(now = new Date()): Promise<boolean> {
  const lease = await getDb().jobLease.findUnique({ where: { name: LEASE } });
  return lease !== null && lease.expiresAt > now;
}
