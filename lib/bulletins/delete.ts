import 'server-only';
import { deleteBulletinRow } from '@/lib/bulletins/data';
import { isStoredName, objectKey, type UploadFolder } from '@/lib/storage/paths';
import { getStore } from '@/lib/storage/store';

/** Deletes the row, then its file and preview; false when there is no such bulletin. */
export async function deleteBulletinAndFiles(id: string): Promise<boolean> {
  const row = await deleteBulletinRow(id);
  if (!row) return false;
  // The row goes first: a failed delete leaves an unnamed object (never served), never a row
  // without its file.
  await removeStored('bulletins', row.filePath);
  if (row.thumbnailPath) await removeStored('thumbnails', row.thumbnailPath);
  return true;
}

export async function removeStored(folder: UploadFolder, name: string): Promise<void> {
  if (!isStoredName(name)) return;
  await getStore()
    .delete(objectKey(folder, name))
    .catch((error: unknown) =>
      console.warn(`Could not delete ${folder}/${name}: ${(error as Error).message}`),
    );
}
