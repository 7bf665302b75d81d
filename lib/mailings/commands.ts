import 'server-only';
import { recordActivity, type Actor } from '@/lib/activity/record';
import { getDb } from '@/lib/db/client';
import { badRequest } from '@/lib/http/errors';
import { queueSingleMessage } from './outbox';
import type { MailingRequest } from './schemas';

// Staff's mailings, and the bulletin's: each is a row that the sender fans out when it is due.

/**
 * An announcement by e-mail, now or at `sendAt`; with `test`, only to the staff member's own
 * address at once (their account's e-mail). Answers the mailing's id.
 */
export async function createAnnouncementMailing(
  actor: Actor,
  input: MailingRequest,
  ownEmail: string | null,
): Promise<string> {
  const base = {
    kind: 'announcement',
    lists: input.lists.join(','),
    subject: input.subject,
    body: input.body as object,
    createdBy: actor.username,
  };
  if (input.test) {
    if (!ownEmail)
      throw badRequest('Add an e-mail address to your account to send a test', {
        test: 'Your account has no e-mail address',
      });
    const id = await queueSingleMessage(
      { ...base, testTo: ownEmail },
      { subscriberId: null, email: ownEmail.toLowerCase(), language: 'both' },
    );
    await recordActivity({ actorId: actor.id, action: 'mailing.test', target: input.subject.en });
    return id;
  }
  const mailing = await getDb().mailing.create({
    data: { ...base, sendAt: input.sendAt ? new Date(input.sendAt) : new Date() },
    select: { id: true },
  });
  await recordActivity({ actorId: actor.id, action: 'mailing.send', target: input.subject.en });
  return mailing.id;
}

/**
 * A bulletin goes to the Bulletin list when it is published: now, or at its publish time. Called
 * by lib/bulletins/commands.ts on create, and on update so a changed publish time moves the
 * mailing (one per bulletin; once sent, a later edit sends nothing more).
 */
export async function scheduleBulletinMailing(
  bulletin: { id: string; publishAt: string | null },
  createdBy: string,
  {
    moveOnly = false,
    attachPdf = false,
  }: {
    /** An edit: moves a mailing not sent yet, never starts one (bulletins from before mailings). */
    moveOnly?: boolean;
    /** Staff chose to attach the PDF (attached only under 2 MB: lib/mailings/compose.tsx). */
    attachPdf?: boolean;
  } = {},
): Promise<void> {
  const db = getDb();
  const sendAt = bulletin.publishAt ? new Date(bulletin.publishAt) : new Date();
  const existing = await db.mailing.findFirst({
    where: { kind: 'bulletin', bulletinId: bulletin.id },
    select: { id: true },
  });
  if (existing) {
    await db.mailing.updateMany({ where: { id: existing.id, queuedAt: null }, data: { sendAt } });
    return;
  }
  if (moveOnly) return;
  await db.mailing.create({
    data: {
      kind: 'bulletin',
      lists: 'bulletin',
      bulletinId: bulletin.id,
      sendAt,
      createdBy,
      attachPdf,
    },
  });
}
