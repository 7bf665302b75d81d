import 'server-only';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, ObjectInfo, ObjectStore, StoredObject } from './object-store';
import { assertObjectKey } from './paths';
import { partialFileName, removeAbandonedTempFiles } from './temp-files';

/** Files under `root` (UPLOAD_DIR): key `bulletins/x.pdf` is `<root>/bulletins/x.pdf`. */
export function createLocalStore(root: string): ObjectStore {
  const fileOf = (key: string) => {
    assertObjectKey(key);
    return path.join(root, ...key.split('/'));
  };
  const infoOf = (key: string, size: number, mtimeMs: number): ObjectInfo => ({
    key,
    size,
    // Size and modification time, as before the store existed: cached ETags stay valid.
    etag: `${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}`,
    lastModified: new Date(mtimeMs),
  });

  /** Writes beside the target under a partial name, then renames: rename is atomic on one disk. */
  async function writeAtomically(key: string, write: (partial: string) => Promise<void>) {
    const target = fileOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = path.join(path.dirname(target), partialFileName(path.basename(target)));
    try {
      await write(partial);
      await rename(partial, target);
    } catch (error) {
      await unlink(partial).catch(() => undefined);
      throw error;
    }
  }

  const store: ObjectStore = {
    kind: 'local',

    put: (key, body) =>
      writeAtomically(key, (partial) =>
        Buffer.isBuffer(body)
          ? writeFile(partial, body, { flag: 'wx' })
          : pipeline(body, createWriteStream(partial, { flags: 'wx' })),
      ),

    async putFile(key, filePath, options) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        // The upload's temp file is complete and on the same disk: moving it is atomic and free.
        await rename(filePath, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await store.put(key, createReadStream(filePath), options);
      }
    },

    async get(key, { range }: { range?: ByteRange } = {}): Promise<StoredObject | null> {
      // One open file handle for size and content: a file replaced in between cannot mix the two.
      const handle = await open(fileOf(key), 'r').catch(() => null);
      if (!handle) return null;
      const info = await handle.stat().catch(() => null);
      if (!info?.isFile()) {
        await handle.close();
        return null;
      }
      const body = handle.createReadStream(range ?? {});
      return { ...infoOf(key, info.size, info.mtimeMs), body: body as unknown as Readable };
    },

    async head(key) {
      const info = await stat(fileOf(key)).catch(() => null);
      return info?.isFile() ? infoOf(key, info.size, info.mtimeMs) : null;
    },

    async delete(key) {
      await unlink(fileOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },

    async list(folder) {
      const dir = fileOf(folder);
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      const objects = await Promise.all(
        entries
          .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
          .map(async (entry) => {
            const info = await stat(path.join(dir, entry.name)).catch(() => null);
            return info && infoOf(`${folder}/${entry.name}`, info.size, info.mtimeMs);
          }),
      );
      return objects.filter((object): object is ObjectInfo => object !== null);
    },

    // Partial files sit beside their targets, one folder down (`images/.x.jpg.<owner>.part`), and
    // uploads in progress in `tmp/`.
    removeAbandonedWrites: () => removeAbandonedTempFiles(root, 1),
  };
  return store;
}
