import 'server-only';
import { getEnv } from '@/lib/env';
import { createLocalStore } from './local-store';
import { createS3Store } from './s3-store';

// Every stored file (bulletins, PDF previews, images and their WebP copies) goes through this one
// interface, so the same code runs on local disk and on S3-compatible object storage.

export type { ObjectInfo, ByteRange, StoredObject, PutOptions, ObjectStore } from './object-store';
import type { ObjectStore } from './object-store';

// In paths.ts, so the two stores can check keys without importing this file (which imports them).
export { assertObjectKey } from './paths';

let store: ObjectStore | undefined;

/** The configured store: S3 when S3_BUCKET is set, else files under UPLOAD_DIR. */
export function getStore(): ObjectStore {
  if (!store) {
    const env = getEnv();
    store = env.s3 ? createS3Store(env.s3) : createLocalStore(env.uploadDir);
  }
  return store;
}

/** Reads a whole object into memory (only for bounded work such as rendering a preview). */
export async function readObject(store: ObjectStore, key: string): Promise<Buffer | null> {
  const object = await store.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
