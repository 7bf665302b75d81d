import 'server-only';
import { recordActivity, type Actor } from '@/lib/activity/record';
import { ApiError } from '@/lib/http/errors';
import { storeImage } from '@/lib/storage/images';
import type { ReceivedFile } from '@/lib/storage/multipart';
import { sniffImage } from '@/lib/storage/sniff';
import { removeImage } from './delete-image';

// The staff writes on Assets' images, each whole: the stored files and the activity entry. Route
// handlers call these and nothing else.

/** Stores an uploaded image (judged by its content: PNG, JPEG, GIF or WebP; SVG is refused). */
export async function uploadImage(
  actor: Actor,
  file: ReceivedFile,
): Promise<Awaited<ReturnType<typeof storeImage>>> {
  const kind = await sniffImage(file.tempPath);
  if (!kind)
    throw new ApiError(
      415,
      'unsupported_media_type',
      'Only PNG, JPEG, GIF and WebP images are accepted',
    );
  const stored = await storeImage(file.tempPath, file.clientName, kind).catch(() => {
    throw new ApiError(415, 'unsupported_media_type', 'The image could not be read');
  });
  await recordActivity({ actorId: actor.id, action: 'asset.upload', target: stored.name });
  return stored;
}

/** Removes an image and its WebP copy; refuses (409) one in use unless `force`. */
export async function deleteImage(
  actor: Actor,
  name: string,
  options: { force: boolean },
): Promise<void> {
  await removeImage(name, options);
  await recordActivity({ actorId: actor.id, action: 'asset.delete', target: name });
}
