import 'server-only';
import type { Readable } from 'node:stream';
import { getEnv } from '@/lib/env';
import { createLocalStore } from './local-store';
import { createS3Store } from './s3-store';

// Every stored file (bulletins, PDF previews, images and their WebP copies) goes through this one
// interface, so the same code runs on local disk and on S3-compatible object storage.

export interface ObjectInfo {
  key: string;
  size: number;
  /** An opaque validator, without quotes (served as the ETag). */
  etag: string;
  lastModified: Date;
}

/** Inclusive byte positions, as in an HTTP Range. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject extends ObjectInfo {
  /** The requested range of the object (all of it without a range); the caller must consume it. */
  body: Readable;
}

export interface PutOptions {
  contentType: string;
}

export interface ObjectStore {
  readonly kind: 'local' | 's3';
  /** Writes the whole object or nothing: readers never see a half-written one. */
  put(key: string, body: Readable | Buffer, options: PutOptions): Promise<void>;
  /**
   * Stores a finished temp file under `key`. The file may be moved rather than copied (local disk),
   * so the caller must not rely on it afterwards, only remove it if it is still there.
   */
  putFile(key: string, filePath: string, options: PutOptions): Promise<void>;
  get(key: string, options?: { range?: ByteRange }): Promise<StoredObject | null>;
  head(key: string): Promise<ObjectInfo | null>;
  /** Removes an object; an absent one is not an error. */
  delete(key: string): Promise<void>;
  /** The objects directly inside a folder (`images`, not `images/`). */
  list(folder: string): Promise<ObjectInfo[]>;
  /** Removes what interrupted writes left behind; answers how many leftovers went. */
  removeAbandonedWrites(): Promise<number>;
}

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
