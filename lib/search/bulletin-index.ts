import 'server-only';
import { readFile } from 'node:fs/promises';
import { getDb } from '@/lib/db/client';
import { extractDocumentText } from './document-text';
import { indexBulletin, removeFromIndex } from './index-entries';

const indexedColumns = {
  id: true,
  title: true,
  description: true,
  label: true,
  date: true,
  textContent: true,
} as const;

/**
 * Indexes a bulletin just published from `tempPath` (the upload, still on disk): extracts its
 * text, keeps it in Bulletin.textContent and indexes it, before the upload is answered, so the
 * bulletin is findable by any word of its file at once. A failure here never fails the upload;
 * start-up indexes whatever is missing.
 */
export async function indexUploadedBulletin(id: string, tempPath: string): Promise<void> {
  try {
    const row = await getDb().bulletin.findUnique({
      where: { id },
      select: { ...indexedColumns, mimeType: true },
    });
    if (!row) return;
    const text = await extractDocumentText(await readFile(tempPath), row.mimeType);
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
