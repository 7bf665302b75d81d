import 'server-only';
import { recordActivity, type Actor } from '@/lib/activity/record';
import { scheduleBulletinMailing } from '@/lib/mailings/commands';
import type { ReceivedFile } from '@/lib/storage/multipart';
import type { DocumentKind } from '@/lib/storage/sniff';
import { getBulletin, updateBulletinRow, type Bulletin } from './data';
import { deleteBulletinAndFiles } from './delete';
import { publishBulletin, replaceBulletinFile } from './publish';
import type { BulletinUpload } from './receive';
import type { BulletinFields } from './schemas';
import { indexBulletinWithFile, reindexBulletin, unindexBulletin } from './search';

// The staff writes on bulletins, each whole: the row and its files (with the cache tags), the
// search entry and the activity entry. Route handlers call these and nothing else.

/** Publishes an upload (its file required and checked) and makes it findable by its file's text. */
export async function createBulletin(actor: Actor, upload: BulletinUpload): Promise<Bulletin> {
  const bulletin = await publishBulletin(upload.fields, upload.file!, upload.kind!);
  await indexBulletinWithFile(bulletin.id);
  await recordActivity({ actorId: actor.id, action: 'bulletin.create', target: bulletin.title });
  // E-mailed to the Bulletin list when it is published (now or at its time): lib/mailings.
  await scheduleBulletinMailing(bulletin, actor.username, { attachPdf: upload.mailPdf });
  return bulletin;
}

export interface BulletinChange {
  fields: BulletinFields;
  /** A new file, already checked to be `kind`; the old one is removed once it is in place. */
  file?: { file: ReceivedFile; kind: DocumentKind } | null;
}

/** Changes the text fields, and the file when one is given; null when there is no such bulletin. */
export async function updateBulletin(
  actor: Actor,
  id: string,
  change: BulletinChange,
): Promise<Bulletin | null> {
  if (change.file && !(await replaceBulletinFile(id, change.file.file, change.file.kind))) {
    return null;
  }
  const bulletin = await updateBulletinRow(id, change.fields);
  if (!bulletin) return null;
  // A new file's text is extracted again; otherwise only the fields are re-indexed.
  if (change.file) await indexBulletinWithFile(id);
  else await reindexBulletin(id);
  await recordActivity({ actorId: actor.id, action: 'bulletin.update', target: bulletin.title });
  await scheduleBulletinMailing(bulletin, actor.username, { moveOnly: true });
  return getBulletin(id);
}

/** Deletes the bulletin, its file and preview, and its search entry; false when there is none. */
export async function deleteBulletin(actor: Actor, id: string): Promise<boolean> {
  const bulletin = await getBulletin(id);
  if (!bulletin || !(await deleteBulletinAndFiles(id))) return false;
  await recordActivity({ actorId: actor.id, action: 'bulletin.delete', target: bulletin.title });
  await unindexBulletin(id);
  return true;
}
