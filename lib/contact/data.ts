import 'server-only';
import type { ContactMessageInput, ContactSubject } from '@/lib/contact/schemas';
import { getDb } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/types';

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  phone: string;
  subject: ContactSubject;
  message: string;
  read: boolean;
  createdAt: string;
}

const columns = {
  id: true,
  name: true,
  email: true,
  phone: true,
  subject: true,
  message: true,
  read: true,
  createdAt: true,
} satisfies Prisma.ContactMessageSelect;

type Row = Prisma.ContactMessageGetPayload<{ select: typeof columns }>;

const toMessage = (row: Row): ContactMessage => ({
  ...row,
  subject: row.subject as ContactSubject,
  createdAt: row.createdAt.toISOString(),
});

export async function storeContactMessage(input: ContactMessageInput): Promise<ContactMessage> {
  return toMessage(await getDb().contactMessage.create({ data: input, select: columns }));
}

/** Newest first. */
export async function listContactMessages(): Promise<ContactMessage[]> {
  const rows = await getDb().contactMessage.findMany({
    select: columns,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  return rows.map(toMessage);
}

/** How many messages nobody has marked read yet (the Messages tab's count). */
export function countUnreadContactMessages(): Promise<number> {
  return getDb().contactMessage.count({ where: { read: false } });
}

/** Marks a message read or unread; null when there is no such message. */
export async function markContactMessage(
  id: string,
  read: boolean,
): Promise<ContactMessage | null> {
  const { count } = await getDb().contactMessage.updateMany({ where: { id }, data: { read } });
  if (count === 0) return null;
  const row = await getDb().contactMessage.findUnique({ where: { id }, select: columns });
  return row && toMessage(row);
}

/** False when there was no such message. */
export async function deleteContactMessageRow(id: string): Promise<boolean> {
  const { count } = await getDb().contactMessage.deleteMany({ where: { id } });
  return count > 0;
}
