import 'server-only';
import { recordActivity, type Actor } from '@/lib/activity/record';
import { getDb } from '@/lib/db/client';
import { hit, limiter } from '@/lib/limits/limiter';
import { queueSingleMessage } from '@/lib/mailings/outbox';
import {
  CONSENT_WORDING_VERSION,
  type MailingList,
  type SubscriptionLanguage,
  type SubscriptionRequest,
} from './schemas';
import { addressHash, confirmationToken, formTokenTooFast, newNonce, sha256 } from './tokens';
import { getSubscriber, type SubscriberView } from './data';

// Subscribing (double opt-in), confirming, and staff's additions and deletions. Visitors' calls
// never say whether an address is known: every request is answered the same by the handler, and
// whatever is dropped here (a bot, a limit, a fourth link of the day) is dropped silently.

export const CONFIRMATION_DAYS = 7;
/** No address receives more confirmation e-mails than this in 24 hours, whoever asks. */
export const CONFIRMATIONS_PER_DAY = 3;

// Enough for a person who mistyped or changed their mind; too few to flood anything.
const perClient = () => limiter({ name: 'subscribe:client', points: 10, windowSeconds: 60 * 60 });
const perAddress = () => limiter({ name: 'subscribe:address', points: 5, windowSeconds: 60 * 60 });

const passes = async (limit: ReturnType<typeof limiter>, key: string) => {
  try {
    await hit(limit, key, () => new Error('over the limit') as never);
    return true;
  } catch {
    return false;
  }
};

interface ConsentSource {
  form: 'footer' | 'page' | 'staff';
  clientAddress: string;
  /** The language of the confirmation e-mail when the subscription is for both. */
  pageLanguage: string;
}

/**
 * A request to subscribe: records a pending subscriber for a new address and queues a
 * confirmation e-mail. The lists and language asked for apply when the link is used, so typing
 * someone else's address changes nothing of theirs. Answers whether an e-mail was queued (for
 * staff; visitors are told the same thing either way).
 */
export async function requestSubscription(
  request: SubscriptionRequest,
  source: ConsentSource,
): Promise<boolean> {
  if (request.website?.trim()) return false;
  if (formTokenTooFast(request.formToken)) return false;
  if (!(await passes(perClient(), source.clientAddress))) return false;
  if (!(await passes(perAddress(), addressHash(request.email)))) return false;
  return sendConfirmation(request.email, request.lists, request.language, source);
}

async function sendConfirmation(
  email: string,
  lists: MailingList[],
  language: SubscriptionLanguage,
  source: ConsentSource,
): Promise<boolean> {
  const db = getDb();
  const now = new Date();
  const consent = {
    consentForm: source.form,
    consentWording: CONSENT_WORDING_VERSION,
    consentClientHash: addressHash(source.clientAddress),
  };
  const subscriber = await db.subscriber.upsert({
    where: { email },
    create: { email, lists: lists.join(','), language, consentAt: now, ...consent },
    update: {},
    select: { id: true },
  });
  const since = new Date(now.getTime() - 24 * 60 * 60_000);
  const recent = await db.subscriptionToken.count({
    where: { subscriberId: subscriber.id, createdAt: { gt: since } },
  });
  if (recent >= CONFIRMATIONS_PER_DAY) return false;
  const nonce = newNonce();
  await db.subscriptionToken.create({
    data: {
      tokenHash: sha256(confirmationToken(nonce)),
      subscriberId: subscriber.id,
      lists: lists.join(','),
      language,
      expiresAt: new Date(now.getTime() + CONFIRMATION_DAYS * 24 * 60 * 60_000),
      ...consent,
    },
  });
  await queueSingleMessage(
    { kind: 'confirmation', lists: '', body: { nonce, pageLanguage: source.pageLanguage } },
    { subscriberId: subscriber.id, email, language },
  );
  return true;
}

/**
 * Uses a confirmation link: the subscriber becomes active with the lists, language and consent
 * of that request, and an earlier unsubscribe of the address is lifted (this is a new consent).
 * Answers false for an unknown, used or expired link.
 */
export async function confirmSubscription(token: string): Promise<boolean> {
  const db = getDb();
  const now = new Date();
  const tokenHash = sha256(token);
  const used = await db.subscriptionToken.updateMany({
    where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (used.count === 0) return false;
  const row = await db.subscriptionToken.findUnique({ where: { tokenHash } });
  if (!row) return false;
  const subscriber = await db.subscriber.findUnique({ where: { id: row.subscriberId } });
  if (!subscriber) return false;
  await db.$transaction([
    db.subscriber.update({
      where: { id: subscriber.id },
      data: {
        status: 'active',
        stoppedReason: null,
        lists: row.lists,
        language: row.language,
        confirmedAt: now,
        consentAt: row.createdAt,
        consentForm: row.consentForm,
        consentWording: row.consentWording,
        consentClientHash: row.consentClientHash,
      },
    }),
    db.suppressedAddress.deleteMany({ where: { emailHash: addressHash(subscriber.email) } }),
  ]);
  return true;
}

/** Staff add an address: it gets a confirmation e-mail like anyone (consent is theirs to give). */
export async function addSubscriber(
  actor: Actor,
  input: { email: string; lists: MailingList[]; language: SubscriptionLanguage },
  pageLanguage: string,
): Promise<SubscriberView | null> {
  await sendConfirmation(input.email, input.lists, input.language, {
    form: 'staff',
    clientAddress: `staff:${actor.id}`,
    pageLanguage,
  });
  const row = await getDb().subscriber.findUnique({ where: { email: input.email } });
  await recordActivity({ actorId: actor.id, action: 'subscriber.add', target: input.email });
  return row && getSubscriber(row.id);
}

/**
 * Removes a subscriber and what belongs to them; the address is kept only as a hash, so it is
 * not mailed again without a new confirmation. False when there is no such subscriber.
 */
export async function removeSubscriber(
  id: string,
  reason: 'unsubscribed' | 'deleted',
): Promise<string | null> {
  const db = getDb();
  const subscriber = await db.subscriber.findUnique({ where: { id }, select: { email: true } });
  if (!subscriber) return null;
  const emailHash = addressHash(subscriber.email);
  await db.$transaction([
    db.suppressedAddress.upsert({
      where: { emailHash },
      create: { emailHash, reason },
      update: { reason },
    }),
    db.subscriptionToken.deleteMany({ where: { subscriberId: id } }),
    db.mailFailure.deleteMany({ where: { subscriberId: id } }),
    // What is still waiting for them is not sent; what was sent keeps no address.
    db.outboxMessage.updateMany({
      where: { subscriberId: id, status: { in: ['queued', 'claimed'] } },
      data: { status: 'cancelled', lastError: reason },
    }),
    db.outboxMessage.updateMany({
      where: { subscriberId: id },
      data: { email: `removed:${emailHash.slice(0, 24)}`, subscriberId: null },
    }),
    db.subscriber.delete({ where: { id } }),
  ]);
  return subscriber.email;
}

/** Staff delete a subscriber (administrators). */
export async function deleteSubscriber(actor: Actor, id: string): Promise<boolean> {
  const email = await removeSubscriber(id, 'deleted');
  if (!email) return false;
  await recordActivity({ actorId: actor.id, action: 'subscriber.delete', target: email });
  return true;
}
