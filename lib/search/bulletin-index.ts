import 'server-only';
import { getDb } from '@/lib/db/client';
import { isStoredName, objectKey } from '@/lib/storage/paths';
import { getStore, readObject } from '@/lib/storage/store';
import { extractDocumentText } from './document-text';
import { indexBulletin, removeFromIndex } from './index-entries';

/** The columns a bulletin's index entry is made of. */
export const indexedColumns = {
  id: true,
  title: true,
  description: true,
  label: true,
  translations: true,
  date: true,
  textContent: true,
} as const;

/** A bulletin's stored file, or null when it is missing. */
export async function readBulletinFile(filePath: string): Promise<Buffer | null> {
  if (!isStoredName(filePath)) return null;
  return readObject(getStore(), objectKey('bulletins', filePath)).catch(() => null);
}

/**
 * Indexes a bulletin just published: extracts its file's text, keeps it in Bulletin.textContent
 * and indexes it, before the upload is answered, so the bulletin is findable by any word of its
 * file at once. A failure here never fails the upload; start-up indexes whatever is missing.
 */
export async function indexUploadedBulletin(id: string): Promise<void> {
  try {
    const row = await getDb().bulletin.findUnique({
      where: { id },
      select: { ...indexedColumns, mimeType: true, filePath: true },
    });
    if (!row) return;
    const file = await readBulletinFile(row.filePath);
    const text = file ? await extractDocumentText(file, row.mimeType) : null;
    await saveTextAndIndex({ ...row, textContent: text });
  } catch (error) {
    console.warn(`Bulletin ${id} not indexed: ${error instanceof Error ? error.message : error}`);
  }
}

/** Stores the extracted text ('' = tried, nothing found) and indexes the bulletin. */
export async function saveTextAndIndex(row: {
  id: string;
  title: string;
  description: string | null;
  label: string;
  translations: unknown;
  date: Date;
  textContent: string | null;
}): Promise<void> {
  const textContent = row.textContent ?? '';
  await getDb().bulletin.updateMany({ where: { id: row.id }, data: { textContent } });
  await indexBulletin({ ...row, textContent });
}

/** Re-indexes a bulletin after its text fields changed (the file's text stays as extracted). */
export async function reindexBulletin(id: string): Promise<void> {
  const row = await getDb().bulletin.findUnique({ where: { id }, select: indexedColumns });
  if (row) await indexBulletin(row);
  else await removeFromIndex('bulletin', id);
}

/** Takes a deleted bulletin out of the index. */
export function unindexBulletin(id: string): Promise<void> {
  return removeFromIndex('bulletin', id);
}
