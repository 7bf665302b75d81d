import 'server-only';
import { getDb } from '@/lib/db/client';
import { getSubscriber, subscriberRecord, type SubscriberView } from './data';
import { removeSubscriber } from './commands';
import type { MailingList, SubscriptionLanguage } from './schemas';
import { subscriberIdOfLink } from './tokens';

// What a subscriber does with the links in every message, without an account: see and change
// their lists and language, download what the site holds, delete it, unsubscribe in one click.

/** The subscriber of a manage or unsubscribe link; null when the link is not valid (any more). */
export async function subscriberOfLink(token: string): Promise<SubscriberView | null> {
  const id = subscriberIdOfLink(token);
  return id ? getSubscriber(id) : null;
}

/**
 * One-click unsubscribe (RFC 8058) and the unsubscribe page's button: the address is removed and
 * kept only as a hash. A link whose subscriber is already gone succeeds too (a second click, a
 * second scanner): the result the person wants holds.
 */
export async function unsubscribeByLink(token: string): Promise<boolean> {
  const id = subscriberIdOfLink(token);
  if (!id) return false;
  await removeSubscriber(id, 'unsubscribed');
  return true;
}

/** The manage page's change of lists and language; null when the link is not valid. */
export async function changeByLink(
  token: string,
  change: { lists: MailingList[]; language: SubscriptionLanguage },
): Promise<SubscriberView | null> {
  const subscriber = await subscriberOfLink(token);
  if (!subscriber) return null;
  await getDb().subscriber.update({
    where: { id: subscriber.id },
    data: { lists: change.lists.join(','), language: change.language },
  });
  return getSubscriber(subscriber.id);
}

/** Everything the site holds about the subscriber, for download; null when the link is not valid. */
export async function recordByLink(token: string) {
  const id = subscriberIdOfLink(token);
  return id ? subscriberRecord(id) : null;
}

/** Deletes what the site holds (the address stays only as a hash, so it is not mailed again). */
export async function deleteByLink(token: string): Promise<boolean> {
  const id = subscriberIdOfLink(token);
  return id ? (await removeSubscriber(id, 'deleted')) !== null : false;
}
