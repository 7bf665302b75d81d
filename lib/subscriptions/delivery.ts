import 'server-only';
import { getDb } from '@/lib/db/client';

// What the sender reports back about an address: a permanent refusal stops it at once; temporary
// refusals stop it only when they recur (three messages in 30 days), so one full mailbox or one
// greylisting server never unsubscribes anyone. Staff see stopped addresses and why.

export const TEMPORARY_FAILURES_TO_STOP = 3;
export const TEMPORARY_FAILURE_DAYS = 30;

export async function stopSubscriber(id: string, reason: string): Promise<void> {
  await getDb().subscriber.updateMany({
    where: { id },
    data: { status: 'stopped', stoppedReason: reason.slice(0, 300) },
  });
}

/**
 * Records one message's temporary failure for the address; answers true when that makes three in
 * 30 days and the address is now stopped.
 */
export async function recordTemporaryFailure(id: string, code: number, now = new Date()) {
  const db = getDb();
  await db.mailFailure.create({ data: { subscriberId: id, code } });
  const since = new Date(now.getTime() - TEMPORARY_FAILURE_DAYS * 24 * 60 * 60_000);
  const recent = await db.mailFailure.count({
    where: { subscriberId: id, createdAt: { gt: since } },
  });
  if (recent < TEMPORARY_FAILURES_TO_STOP) return false;
  await stopSubscriber(
    id,
    `${recent} temporary failures in ${TEMPORARY_FAILURE_DAYS} days (last: ${code})`,
  );
  return true;
}
