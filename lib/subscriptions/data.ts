import 'server-only';
import { getDb } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/types';
import { listsOf, type MailingList, type SubscriptionLanguage } from './schemas';

// The subscribers table: its row type, the API's shape, and the readers other folders use.

const columns = {
  id: true,
  email: true,
  lists: true,
  language: true,
  status: true,
  stoppedReason: true,
  confirmedAt: true,
} satisfies Prisma.SubscriberSelect;

type Row = Prisma.SubscriberGetPayload<{ select: typeof columns }>;

export interface SubscriberView {
  id: string;
  email: string;
  lists: MailingList[];
  language: SubscriptionLanguage;
  status: 'pending' | 'active' | 'stopped';
  stoppedReason?: string;
  confirmedAt?: string;
}

export const toSubscriberView = (row: Row): SubscriberView => ({
  id: row.id,
  email: row.email,
  lists: listsOf(row.lists),
  language: row.language as SubscriptionLanguage,
  status: row.status as SubscriberView['status'],
  ...(row.stoppedReason ? { stoppedReason: row.stoppedReason } : {}),
  ...(row.confirmedAt ? { confirmedAt: row.confirmedAt.toISOString() } : {}),
});

/** Staff's list, optionally only addresses containing `search`; newest first. */
export async function listSubscribers(search?: string): Promise<SubscriberView[]> {
  const rows = await getDb().subscriber.findMany({
    where: search ? { email: { contains: search.trim().toLowerCase() } } : undefined,
    select: columns,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  return rows.map(toSubscriberView);
}

export async function getSubscriber(id: string): Promise<SubscriberView | null> {
  const row = await getDb().subscriber.findUnique({ where: { id }, select: columns });
  return row && toSubscriberView(row);
}

/** Everything the site holds about one subscriber (the manage page's download). */
export async function subscriberRecord(id: string) {
  return getDb().subscriber.findUnique({
    where: { id },
    select: {
      email: true,
      lists: true,
      language: true,
      status: true,
      stoppedReason: true,
      confirmedAt: true,
      consentAt: true,
      consentForm: true,
      consentWording: true,
      createdAt: true,
      updatedAt: true,
    },
  });
}

export interface Recipient {
  subscriberId: string;
  email: string;
  language: SubscriptionLanguage;
}

/** Confirmed addresses on any of `lists` (a mailing's fan-out). */
export async function activeRecipients(lists: MailingList[]): Promise<Recipient[]> {
  const rows = await getDb().subscriber.findMany({
    where: { status: 'active', OR: lists.map((list) => ({ lists: { contains: list } })) },
    select: { id: true, email: true, language: true, lists: true },
    orderBy: { id: 'asc' },
  });
  return rows
    .filter((row) => listsOf(row.lists).some((list) => lists.includes(list)))
    .map((row) => ({
      subscriberId: row.id,
      email: row.email,
      language: row.language as SubscriptionLanguage,
    }));
}

/** Counts per list and language of confirmed subscribers, and the stopped ones. */
export async function subscriberCounts() {
  const rows = await getDb().subscriber.findMany({
    select: { lists: true, language: true, status: true },
  });
  const counts: Record<string, number> = {};
  for (const row of rows) {
    if (row.status !== 'active') {
      counts[row.status] = (counts[row.status] ?? 0) + 1;
      continue;
    }
    for (const list of listsOf(row.lists)) {
      const key = `${list}:${row.language}`;
      counts[key] = (counts[key] ?? 0) + 1;
    }
  }
  return counts;
}
