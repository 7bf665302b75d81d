// What every store offers (local disk, S3), apart from choosing one: store.ts picks it; the two
// implementations import only these types, so neither imports the file that imports them.
import type { Readable } from 'node:stream';

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
