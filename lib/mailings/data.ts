import 'server-only';
import { getDb } from '@/lib/db/client';
import { listsOf } from '@/lib/subscriptions/schemas';
import { outboxLeaseIsLive } from './lease';
import { readPerLanguage } from './schemas';

// What staff see of mailings: each one and its progress, counted from the outbox.

/**
 * scheduled: not yet due; sending: rows wait and an instance holds the sender's lease; waiting:
 * rows wait and no instance is sending (no SMTP_URL, or every instance is down): never "sending"
 * for a send nobody works on; sent: nothing waits (some may have failed).
 */
export type MailingStatus = 'scheduled' | 'sending' | 'waiting' | 'sent';

export interface MailingProgress {
  status: MailingStatus;
  total: number;
  sent: number;
  failed: number;
}

async function progressOf(
  mailing: { id: string; queuedAt: Date | null },
  leaseLive: boolean,
): Promise<MailingProgress> {
  const rows = await getDb().outboxMessage.groupBy({
    by: ['status'],
    where: { mailingId: mailing.id },
    _count: { _all: true },
  });
  const count = (status: string) => rows.find((row) => row.status === status)?._count._all ?? 0;
  const total = rows.reduce((sum, row) => sum + row._count._all, 0) - count('cancelled');
  const waiting = count('queued') + count('claimed');
  const status: MailingStatus = !mailing.queuedAt
    ? 'scheduled'
    : waiting === 0
      ? 'sent'
      : leaseLive
        ? 'sending'
        : 'waiting';
  return { status, total, sent: count('sent'), failed: count('failed') };
}

export async function mailingProgress(id: string): Promise<MailingProgress | null> {
  const mailing = await getDb().mailing.findUnique({
    where: { id },
    select: { id: true, queuedAt: true },
  });
  return mailing && progressOf(mailing, await outboxLeaseIsLive());
}

/** The Sent tab: mailings to lists (not confirmations), newest first, with their progress. */
export async function listMailings(limit = 50) {
  const rows = await getDb().mailing.findMany({
    // Not confirmations (one person's), nor a digest's skipped week (no lists, nothing sent).
    where: { kind: { not: 'confirmation' }, lists: { not: '' } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit,
  });
  const leaseLive = await outboxLeaseIsLive();
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      kind: row.kind,
      subject: readPerLanguage(row.subject),
      lists: listsOf(row.lists),
      test: row.testTo !== null,
      sendAt: row.sendAt.toISOString(),
      createdBy: row.createdBy,
      ...(await progressOf(row, leaseLive)),
    })),
  );
}

/** The failed deliveries of a mailing (the Sent tab's details). */
export async function mailingFailures(id: string) {
  return getDb().outboxMessage.findMany({
    where: { mailingId: id, status: 'failed' },
    select: { email: true, lastError: true, attempts: true },
    orderBy: { email: 'asc' },
  });
}
