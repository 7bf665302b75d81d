import 'server-only';
import {
  listPdfBulletinsWithoutThumbnail,
  NO_THUMBNAIL,
  setBulletinThumbnail,
} from '@/lib/bulletins/data';
import { isStoredName, objectKey } from '@/lib/storage/paths';
import { getStore, readObject } from '@/lib/storage/store';
import { createPdfThumbnail } from './pdf-thumbnails';

/**
 * Renders the previews that PDF bulletins lack: rows committed by releases that rendered previews
 * after the commit (and crashed in between), or from before previews existed. One at a time, so
 * start-up work never competes with visitors for more than one core. Answers how many it rendered.
 */
export async function repairMissingThumbnails(): Promise<number> {
  const store = getStore();
  let rendered = 0;
  for (const { id, filePath } of await listPdfBulletinsWithoutThumbnail()) {
    const pdf = isStoredName(filePath)
      ? await readObject(store, objectKey('bulletins', filePath))
      : null;
    // A row without its file cannot get a preview; leave it for whoever finds it.
    if (!pdf) continue;
    const name = await createPdfThumbnail(pdf, id);
    await setBulletinThumbnail(id, name ?? NO_THUMBNAIL);
    if (name) rendered += 1;
  }
  return rendered;
}
