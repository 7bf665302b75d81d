import 'server-only';
import { repairMissingThumbnails } from '@/lib/bulletins/repair-thumbnails';
import { getStore } from '@/lib/storage/store';
import { removeAbandonedTempFiles, uploadTempDir } from '@/lib/storage/temp-files';

/**
 * Start-up repair after a crash (kill -9, power loss) during uploads. Before the first request,
 * because it only reads a few folders on this machine: removes abandoned partial and temp files.
 * In the background, because it waits on the network or the renderer: aborts a bucket's abandoned
 * multipart uploads, and renders previews for PDF bulletins that lack one. Ends with one log line,
 * `Storage recovery finished: ...`.
 */
export async function recoverStorage(): Promise<void> {
  const store = getStore();
  // The local store keeps its temp folder inside it; with a bucket, uploads wait in os.tmpdir().
  const localFiles =
    store.kind === 'local'
      ? await store.removeAbandonedWrites()
      : await removeAbandonedTempFiles(uploadTempDir());
  void finishInBackground(localFiles);
}

async function finishInBackground(localFiles: number): Promise<void> {
  const store = getStore();
  let uploads = 0;
  if (store.kind === 's3') {
    uploads = await store.removeAbandonedWrites().catch((error: unknown) => {
      // s3rver and some S3-compatible servers cannot list multipart uploads.
      console.warn(`Storage recovery: cannot look for abandoned uploads: ${describe(error)}`);
      return 0;
    });
  }
  const rendered = await repairMissingThumbnails().catch((error: unknown) => {
    console.error(`Storage recovery: previews not repaired: ${describe(error)}`);
    return 0;
  });
  console.log(
    `Storage recovery finished: ${localFiles + uploads} abandoned temp file(s) removed, ${rendered} missing thumbnail(s) rendered`,
  );
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
