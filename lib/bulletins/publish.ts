import 'server-only';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { insertBulletin, NO_THUMBNAIL, type Bulletin } from '@/lib/db/bulletins';
import type { ReceivedFile } from '@/lib/storage/multipart';
import { displayName, objectKey } from '@/lib/storage/paths';
import { DOCUMENT_TYPES, type DocumentKind } from '@/lib/storage/sniff';
import { getStore } from '@/lib/storage/store';
import type { BulletinFields } from '@/lib/validation/bulletins';
import { createPdfThumbnail } from './pdf-thumbnails';

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
  const type = DOCUMENT_TYPES[kind];
  // The id is chosen here so the stored names can carry it (see findBulletinFile); 96 random bits.
  const id = randomBytes(12).toString('hex');
  const storedName = `${id}.${type.extension}`;
  const store = getStore();
  // pdf.js needs the whole document; uploads are capped at UPLOAD_MAX_MB.
  const thumbnailName =
    kind === 'pdf' ? await createPdfThumbnail(await readFile(file.tempPath), id) : null;
  const keys = [objectKey('bulletins', storedName)];
  if (thumbnailName) keys.push(objectKey('thumbnails', thumbnailName));
  try {
    await store.putFile(keys[0]!, file.tempPath, { contentType: type.mime });
    return await insertBulletin(fields, {
      id,
      filePath: storedName,
      originalName: displayName(file.clientName, `bulletin.${type.extension}`),
      mimeType: type.mime,
      size: file.size,
      thumbnailPath: thumbnailName ?? (kind === 'pdf' ? NO_THUMBNAIL : null),
    });
  } catch (error) {
    for (const key of keys) await store.delete(key).catch(() => undefined);
    throw error;
  }
}
