import 'server-only';
import { recordActivity, type Actor } from '@/lib/activity/record';
import { deleteContactMessageRow, listContactMessages } from './data';

// The staff write on contact messages that the log records. (Marking one read is not logged.)

/** Deletes a message; false when there is no such message. */
export async function deleteContactMessage(actor: Actor, id: string): Promise<boolean> {
  const message = (await listContactMessages()).find((candidate) => candidate.id === id);
  if (!message || !(await deleteContactMessageRow(id))) return false;
  await recordActivity({ actorId: actor.id, action: 'message.delete', target: message.name });
  return true;
}
