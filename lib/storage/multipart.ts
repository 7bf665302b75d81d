import 'server-only';
import { createWriteStream, type WriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { ApiError, badRequest } from '@/lib/http/errors';
import { ensureUploadTempDir, removeAbandonedTempFiles, tempFileName } from './temp-files';

export interface ReceivedFile {
  /** Temp file holding the upload; gone after `discard()` or once moved into place. */
  tempPath: string;
  /** The client's file name as sent (untrusted: see displayName). */
  clientName: string | undefined;
  size: number;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  file: ReceivedFile | null;
  /** Deletes the temp file unless it was moved away. Safe to call more than once. */
  discard(): Promise<void>;
}

/** Room for the text fields and multipart framing on top of the file itself. */
const FIELDS_ALLOWANCE = 256 * 1024;

export const tooLarge = (maxBytes: number) =>
  new ApiError(
    413,
    'payload_too_large',
    `The file is too large (limit ${Math.round(maxBytes / 1024 / 1024)} MB)`,
    undefined,
    // The rest of the body is never read: the connection cannot carry another request, and a
    // client that reused it would meet a reset (RFC 9112 §9.6 lets the server close it).
    { connection: 'close' },
  );

/**
 * Receives a multipart/form-data request with at most one file (form field `fileField`), streaming
 * the file to a temp file (lib/storage/temp-files.ts): never more than a chunk of it is in memory. Beyond
 * `maxBytes` it stops reading, deletes what it wrote and throws 413. Text fields are capped at
 * 10 kB each.
 */
export async function receiveUpload(
  request: Request,
  { maxBytes, fileField = 'file' }: { maxBytes: number; fileField?: string },
): Promise<ReceivedUpload> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) {
    throw new ApiError(415, 'unsupported_media_type', 'Send the form as multipart/form-data');
  }
  // A declared size far beyond the limit is refused before a byte is read.
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes + FIELDS_ALLOWANCE) throw tooLarge(maxBytes);

  const tmpDir = await ensureUploadTempDir();
  void sweepStaleTemp(tmpDir);
  const tempPath = path.join(tmpDir, tempFileName());
  let wroteTemp = false;
  const discard = async () => {
    if (wroteTemp) await unlink(tempPath).catch(() => {});
  };

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 10 * 1024, parts: 30 },
    });
  } catch {
    throw badRequest('The multipart body is malformed');
  }
  const source = Readable.fromWeb(request.body as unknown as NodeWebReadableStream<Uint8Array>);

  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  let writer: WriteStream | null = null;
  let fileDone: Promise<void> = Promise.resolve();

  const parsed = new Promise<void>((resolve, reject) => {
    const fail = (error: unknown) => {
      // Stop reading the request: nothing more of it is wanted.
      source.unpipe(parser);
      source.destroy();
      reject(error);
    };
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated)
        return fail(badRequest('A form field is too long', { [name]: 'Too long' }));
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== fileField || file) {
        stream.resume();
        return fail(badRequest(`Only one file, in the field "${fileField}", is accepted`));
      }
      const received: ReceivedFile = {
        tempPath,
        clientName: info.filename,
        size: 0,
      };
      file = received;
      wroteTemp = true;
      const out = createWriteStream(tempPath, { flags: 'wx' });
      writer = out;
      fileDone = new Promise<void>((done, failed) => {
        out.on('error', failed);
        // 'close' also follows destroy(), so a refused upload never leaves this waiting.
        out.on('close', done);
      });
      fileDone.catch(fail);
      stream.on('data', (chunk: Buffer) => {
        received.size += chunk.length;
      });
      stream.on('limit', () => {
        out.destroy();
        fail(tooLarge(maxBytes));
      });
      stream.pipe(out);
    });
    parser.on('filesLimit', () => fail(badRequest('Only one file is accepted')));
    parser.on('partsLimit', () => fail(badRequest('The form has too many parts')));
    parser.on('fieldsLimit', () => fail(badRequest('The form has too many fields')));
    parser.on('error', () => fail(badRequest('The multipart body is malformed')));
    parser.on('close', resolve);
    source.on('error', () => fail(badRequest('The upload was interrupted')));
  });
  source.pipe(parser);

  try {
    await parsed;
    await fileDone;
  } catch (error) {
    (writer as WriteStream | null)?.destroy();
    await fileDone.catch(() => {});
    await discard();
    throw error;
  }
  return { fields, file, discard };
}

let lastSweep = 0;

/** Removes temp files left by a crash mid-upload (at most once an hour; start-up does it too). */
async function sweepStaleTemp(dir: string): Promise<void> {
  const now = Date.now();
  if (now - lastSweep < 60 * 60 * 1000) return;
  lastSweep = now;
  await removeAbandonedTempFiles(dir).catch(() => undefined);
}
