import 'server-only';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  S3Client,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '@/lib/env';
import type { ObjectInfo, ObjectStore } from './object-store';
import { assertObjectKey } from './paths';
import { storageCall } from './unavailable';
import { s3Budgets } from '@/lib/ops/budgets';

/**
 * A multipart upload still open after this long belongs to a crashed process: our uploads stream a
 * finished temp file, which takes minutes at most, so an hour leaves room for slow links.
 */
const INCOMPLETE_UPLOAD_MS = 60 * 60 * 1000;

export function createS3Client(config: S3Config, overrides: { attempts?: number } = {}): S3Client {
  const budget = { ...s3Budgets(), ...overrides };
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Time budgets (lib/ops/budgets.ts): an unreachable or hung endpoint fails the call within
    // about a second (connect) or S3_TIMEOUT_MS without a byte (a hung server), after up to
    // S3_MAX_ATTEMPTS tries with the SDK's exponential backoff and jitter; the caller then
    // answers 503 storage_unavailable instead of holding the visitor.
    requestHandler: { connectionTimeout: budget.connectMs, requestTimeout: budget.requestMs },
    maxAttempts: budget.attempts,
    retryMode: 'standard',
    // NOTE: since SDK 3.729 a body of unknown length is sent with a CRC32 trailer in aws-chunked
    // framing, which some S3-compatible servers (s3rver among them) store as the content. Upload
    // hands the SDK whole parts, so our bytes arrive intact either way (tests/api/storage-s3 passes
    // without this); checksums only where the API requires them keep it so if that changes. AWS
    // itself keeps the SDK's defaults.
    ...(config.endpoint && {
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  });
}

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/** S3 quotes ETags; we quote them ourselves when serving. */
const bareEtag = (etag: string | undefined) => (etag ?? '').replace(/"/g, '');

/** Objects in one bucket; the key is the object's name in it. */
export function createS3Store(config: S3Config): ObjectStore {
  const client = createS3Client(config);
  const Bucket = config.bucket;

  const store: ObjectStore = {
    kind: 's3',

    async put(key, body, { contentType }) {
      assertObjectKey(key);
      // Upload sends a small body in one PutObject and a large one in 5 MB parts, holding at most
      // queueSize parts in memory; the object appears only when the upload completes.
      await storageCall(() =>
        new Upload({
          client,
          params: { Bucket, Key: key, Body: body, ContentType: contentType },
          queueSize: 2,
        }).done(),
      );
    },

    putFile: (key, filePath, options) => store.put(key, createReadStream(filePath), options),

    async get(key, { range } = {}) {
      assertObjectKey(key);
      try {
        const out = await storageCall(() =>
          client.send(
            new GetObjectCommand({
              Bucket,
              Key: key,
              Range: range && `bytes=${range.start}-${range.end}`,
            }),
          ),
        );
        if (!(out.Body instanceof Readable)) throw new Error('S3 returned no readable body');
        // With a Range, ContentLength is the part's length; the object's size ends Content-Range.
        const total = /\/(\d+)$/.exec(out.ContentRange ?? '')?.[1];
        return {
          key,
          size: total ? Number(total) : (out.ContentLength ?? 0),
          etag: bareEtag(out.ETag),
          lastModified: out.LastModified ?? new Date(0),
          body: out.Body,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async head(key) {
      assertObjectKey(key);
      try {
        const out = await storageCall(() =>
          client.send(new HeadObjectCommand({ Bucket, Key: key })),
        );
        return {
          key,
          size: out.ContentLength ?? 0,
          etag: bareEtag(out.ETag),
          lastModified: out.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertObjectKey(key);
      await storageCall(() => client.send(new DeleteObjectCommand({ Bucket, Key: key })));
    },

    async list(folder) {
      assertObjectKey(folder);
      const objects: ObjectInfo[] = [];
      const pages = paginateListObjectsV2(
        { client },
        { Bucket, Prefix: `${folder}/`, Delimiter: '/' },
      );
      await storageCall(async () => {
        for await (const page of pages) {
          for (const item of page.Contents ?? []) {
            if (!item.Key) continue;
            objects.push({
              key: item.Key,
              size: item.Size ?? 0,
              etag: bareEtag(item.ETag),
              lastModified: item.LastModified ?? new Date(0),
            });
          }
        }
      });
      return objects;
    },

    async removeAbandonedWrites() {
      // Nothing half-written is ever visible in a bucket; only the parts of an upload cut off by a
      // crash stay (and are billed) until aborted. A lifecycle rule (AbortIncompleteMultipartUpload)
      // on the bucket does the same without us.
      let aborted = 0;
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      const cutoff = Date.now() - INCOMPLETE_UPLOAD_MS;
      do {
        const page = await storageCall(() =>
          client.send(new ListMultipartUploadsCommand({ Bucket, KeyMarker, UploadIdMarker })),
        );
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId || (upload.Initiated?.getTime() ?? 0) > cutoff)
            continue;
          await storageCall(() =>
            client.send(
              new AbortMultipartUploadCommand({
                Bucket,
                Key: upload.Key!,
                UploadId: upload.UploadId!,
              }),
            ),
          );
          aborted += 1;
        }
        KeyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
        UploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
      } while (KeyMarker);
      return aborted;
    },
  };
  return store;
}
