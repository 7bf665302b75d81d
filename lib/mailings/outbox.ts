import 'server-only';
import { createHash } from 'node:crypto';
import { getDb } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/types';

// Writing to the outbox: one row per recipient and mailing. The unique (mailingId, email) pair
// makes a second queueing of the same mailing for one address fail instead of sending twice, so
// a fan-out that is interrupted can simply run again.

export interface OutboxRecipient {
  subscriberId: string | null;
  email: string;
  language: string;
}

/** The Message-ID's left part: the same for every attempt at one row (receivers dedupe on it). */
export const messageIdPart = (mailingId: string, email: string) =>
  `${mailingId}.${createHash('sha256').update(email).digest('hex').slice(0, 20)}`;

/** Queues `recipients` for the mailing, skipping addresses already queued for it. */
export async function queueRecipients(
  mailingId: string,
  recipients: OutboxRecipient[],
  db: Prisma.TransactionClient | ReturnType<typeof getDb> = getDb(),
  priority = 1,
): Promise<number> {
  const queued = new Set(
    (await db.outboxMessage.findMany({ where: { mailingId }, select: { email: true } })).map(
      (row) => row.email,
    ),
  );
  const fresh = recipients.filter((recipient) => !queued.has(recipient.email));
  for (let start = 0; start < fresh.length; start += 500) {
    await db.outboxMessage.createMany({
      data: fresh.slice(start, start + 500).map((recipient) => ({
        mailingId,
        subscriberId: recipient.subscriberId,
        email: recipient.email,
        language: recipient.language,
        messageId: messageIdPart(mailingId, recipient.email),
        priority,
      })),
    });
  }
  return fresh.length;
}

/** A mailing to one address at once (a confirmation link, a staff member's test). */
export async function queueSingleMessage(
  mailing: Omit<Prisma.MailingUncheckedCreateInput, 'sendAt' | 'queuedAt'>,
  recipient: OutboxRecipient,
): Promise<string> {
  const now = new Date();
  return getDb().$transaction(async (tx) => {
    const created = await tx.mailing.create({
      data: { ...mailing, sendAt: now, queuedAt: now },
      select: { id: true },
    });
    // Before any list's messages: a confirmation link must not wait behind a bulletin's send.
    await queueRecipients(created.id, [recipient], tx, 0);
    return created.id;
  });
}
