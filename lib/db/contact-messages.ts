import 'server-only';
import { notFound } from '@/lib/api/errors';
import type { ContactMessageInput, ContactSubject } from '@/lib/validation/contact';
import { getDb } from './client';

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
} as const;

type Row = Omit<ContactMessage, 'createdAt' | 'subject'> & { subject: string; createdAt: Date };

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

export async function markContactMessage(id: string, read: boolean): Promise<ContactMessage> {
  const { count } = await getDb().contactMessage.updateMany({ where: { id }, data: { read } });
  if (count === 0) throw notFound('No such message');
  const row = await getDb().contactMessage.findUnique({ where: { id }, select: columns });
  if (!row) throw notFound('No such message');
  return toMessage(row);
}

export async function deleteContactMessage(id: string): Promise<void> {
  const { count } = await getDb().contactMessage.deleteMany({ where: { id } });
  if (count === 0) throw notFound('No such message');
}
