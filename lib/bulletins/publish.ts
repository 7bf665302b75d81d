import 'server-only';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  insertBulletin,
  NO_THUMBNAIL,
  swapBulletinFile,
  type Bulletin,
  type BulletinFileFields,
} from '@/lib/bulletins/data';
import type { ReceivedFile } from '@/lib/storage/multipart';
import { displayName, objectKey } from '@/lib/storage/paths';
import { DOCUMENT_TYPES, type DocumentKind } from '@/lib/storage/sniff';
import { getStore } from '@/lib/storage/store';
import type { BulletinFields } from '@/lib/bulletins/schemas';
import { createPdfThumbnail } from './pdf-thumbnails';
import { removeStored } from './delete';

/** A file stored with its preview, and the keys to remove should the row not take it. */
interface StoredFile {
  fields: Omit<BulletinFileFields, 'id'>;
  keys: string[];
}

/** Renders a PDF's preview and stores the file, both under `baseName` (which starts with the id). */
async function storeFile(
  baseName: string,
  file: ReceivedFile,
  kind: DocumentKind,
): Promise<StoredFile> {
  const type = DOCUMENT_TYPES[kind];
  const storedName = `${baseName}.${type.extension}`;
  // pdf.js needs the whole document; uploads are capped at UPLOAD_MAX_MB.
  const thumbnailName =
    kind === 'pdf' ? await createPdfThumbnail(await readFile(file.tempPath), baseName) : null;
  const keys = [objectKey('bulletins', storedName)];
  if (thumbnailName) keys.push(objectKey('thumbnails', thumbnailName));
  try {
    await getStore().putFile(keys[0]!, file.tempPath, { contentType: type.mime });
  } catch (error) {
    await removeKeys(keys);
    throw error;
  }
  return {
    keys,
    fields: {
      filePath: storedName,
      originalName: displayName(file.clientName, `bulletin.${type.extension}`),
      mimeType: type.mime,
      size: file.size,
      thumbnailPath: thumbnailName ?? (kind === 'pdf' ? NO_THUMBNAIL : null),
    },
  };
}

async function removeKeys(keys: string[]): Promise<void> {
  for (const key of keys)
    await getStore()
      .delete(key)
      .catch(() => undefined);
}

/**
 * Publishes an upload already checked to be `kind`: renders a PDF's preview, stores the file, and
 * only then commits the row. A crash at any point leaves either no row or a row with its file and
 * preview; what it can leave behind is an unnamed object, which is never served. If storing or the
 * commit fails, the stored objects are removed again (the caller's discard() removes the temp file).
 */
export async function publishBulletin(
  fields: BulletinFields,
  file: ReceivedFile,
  kind: DocumentKind,
): Promise<Bulletin> {
  // The id is chosen here so the stored names can carry it (see findBulletinFile); 96 random bits.
  const id = randomBytes(12).toString('hex');
  const stored = await storeFile(id, file, kind);
  try {
    return await insertBulletin(fields, { id, ...stored.fields });
  } catch (error) {
    await removeKeys(stored.keys);
    throw error;
  }
}

/**
 * Replaces a bulletin's file the same way: the new file and preview are stored under new names
 * (previews are cached for good by their name), the row is pointed at them, and only then are the
 * old ones removed, so the bulletin always has a file. False when there is no such bulletin.
 */
export async function replaceBulletinFile(
  id: string,
  file: ReceivedFile,
  kind: DocumentKind,
): Promise<boolean> {
  const stored = await storeFile(`${id}-${randomBytes(6).toString('hex')}`, file, kind);
  let old: Awaited<ReturnType<typeof swapBulletinFile>>;
  try {
    old = await swapBulletinFile(id, stored.fields);
  } catch (error) {
    await removeKeys(stored.keys);
    throw error;
  }
  if (!old) {
    await removeKeys(stored.keys);
    return false;
  }
  await removeStored('bulletins', old.filePath);
  if (old.thumbnailPath) await removeStored('thumbnails', old.thumbnailPath);
  return true;
}
