import 'server-only';
import { repairMissingThumbnails } from '@/lib/bulletins/repair-thumbnails';
import { getStore } from './store';
import { removeAbandonedTempFiles, uploadTempDir } from './temp-files';

/**
 * Start-up repair after a crash (kill -9, power loss) during uploads. Inline, because it is quick:
 * removes abandoned partial and temp files (and, in a bucket, abandoned multipart uploads). In the
 * background, because rendering can take a while: previews for PDF bulletins that lack one. Ends
 * with one log line, `Storage recovery finished: ...`.
 */
export async function recoverStorage(): Promise<void> {
  const store = getStore();
  const [inStore, inTemp] = await Promise.all([
    store.removeAbandonedWrites().catch((error: unknown) => {
      // s3rver and some S3-compatible servers do not list multipart uploads; nothing to repair.
      console.warn(`Storage recovery: cannot look for abandoned writes: ${describe(error)}`);
      return 0;
    }),
    // The local store's temp folder is inside it (already swept); a bucket's is on this machine.
    store.kind === 's3' ? removeAbandonedTempFiles(uploadTempDir()) : 0,
  ]);
  void repairMissingThumbnails().then(
    (rendered) =>
      console.log(
        `Storage recovery finished: ${inStore + inTemp} abandoned temp file(s) removed, ${rendered} missing thumbnail(s) rendered`,
      ),
    (error: unknown) =>
      console.error(`Storage recovery: thumbnails not repaired: ${describe(error)}`),
  );
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
