import 'server-only';
import { getDb } from '@/lib/db/client';
import { activeRecipients } from '@/lib/subscriptions/data';
import { listsOf } from '@/lib/subscriptions/schemas';
import { queueRecipients } from './outbox';

// A mailing becomes outbox rows when it is due: its lists' confirmed subscribers at that moment
// (someone who unsubscribed in the meantime gets nothing). Run by the sender, under its lease.
// Queueing and marking the mailing queued are one transaction; the outbox's unique pair makes a
// repeat harmless anyway.

export async function fanOutDueMailings(now = new Date()): Promise<number> {
  const db = getDb();
  const due = await db.mailing.findMany({
    where: { queuedAt: null, sendAt: { lte: now } },
    orderBy: { sendAt: 'asc' },
    take: 10,
  });
  let queued = 0;
  for (const mailing of due) {
    const gone =
      mailing.kind === 'bulletin' &&
      (!mailing.bulletinId ||
        !(await db.bulletin.findUnique({
          where: { id: mailing.bulletinId },
          select: { id: true },
        })));
    const recipients = gone ? [] : await activeRecipients(listsOf(mailing.lists));
    await db.$transaction(async (tx) => {
      const marked = await tx.mailing.updateMany({
        where: { id: mailing.id, queuedAt: null },
        data: { queuedAt: now },
      });
      if (marked.count === 1) queued += await queueRecipients(mailing.id, recipients, tx);
    });
  }
  return queued;
}
