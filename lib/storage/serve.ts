import 'server-only';
import { Readable } from 'node:stream';
import { create as createContentDisposition } from 'content-disposition';
import fresh from 'fresh';
import parseRanges from 'range-parser';
import type { ObjectStore } from './store';

export interface ServeOptions {
  contentType: string;
  /** `inline` or `attachment`, with the name the visitor's browser should save it under. */
  disposition?: { type: 'inline' | 'attachment'; filename: string };
  cacheControl: string;
  /** Extra headers (they replace the defaults below of the same name). */
  headers?: Record<string, string>;
}

/**
 * Every served upload is a sandboxed document of its own: a PDF, SVG or HTML-ish file opened from
 * our origin can run no script, submit no form and reach nothing of ours. Chromium's PDF viewer
 * still shows a PDF inline under it (tests/e2e/uploads-sandbox.spec.ts).
 */
export const UPLOAD_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'";

/** `inline` or `attachment` with the name as ASCII fallback and RFC 8187 UTF-8 (RFC 6266). */
export function contentDisposition(type: 'inline' | 'attachment', filename: string): string {
  return createContentDisposition(filename, { type });
}

type Range = { start: number; end: number } | 'unsatisfiable' | null;

/** One `bytes=` range (the only kind clients use for media and PDFs); several ranges: the whole file. */
function parseRange(header: string | null, size: number): Range {
  if (!header) return null;
  const ranges = parseRanges(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return ranges[0]!;
}

/**
 * A stored object as an HTTP response: the store's ETag, 304 for a matching If-None-Match, single
 * byte ranges (206 / 416) honouring If-Range, streamed from the store (never held whole in
 * memory). Returns null when there is no such object.
 */
export async function serveObject(
  request: Request,
  store: ObjectStore,
  key: string,
  options: ServeOptions,
): Promise<Response | null> {
  // Size and validators first: 304 and 416 need no body, and a suffix range needs the size.
  const info = await store.head(key);
  if (!info) return null;
  const size = info.size;
  const etag = `"${info.etag}"`;
  const headers = new Headers({
    'Content-Type': options.contentType,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': UPLOAD_CSP,
    'Cache-Control': options.cacheControl,
    'Accept-Ranges': 'bytes',
    ETag: etag,
    'Last-Modified': info.lastModified.toUTCString(),
    ...options.headers,
  });
  if (options.disposition) {
    headers.set(
      'Content-Disposition',
      contentDisposition(options.disposition.type, options.disposition.filename),
    );
  }

  // Without the request's Cache-Control: its no-cache asks caches to revalidate, and this is the
  // origin revalidating (fetch() adds it to any request with a validator of its own).
  const conditional = {
    'if-none-match': request.headers.get('if-none-match') ?? undefined,
    'if-modified-since': request.headers.get('if-modified-since') ?? undefined,
  };
  if (fresh(conditional, { etag, 'last-modified': headers.get('last-modified')! })) {
    return new Response(null, { status: 304, headers });
  }

  const ifRange = request.headers.get('if-range');
  const range =
    !ifRange || ifRange === etag ? parseRange(request.headers.get('range'), size) : null;
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  const length = size === 0 ? 0 : end - start + 1;
  headers.set('Content-Length', String(length));
  if (range) headers.set('Content-Range', `bytes ${start}-${end}/${size}`);
  const status = range ? 206 : 200;
  if (request.method === 'HEAD' || length === 0) return new Response(null, { status, headers });
  const object = await store.get(key, { range: { start, end } });
  // Deleted between the two calls: as if it had never been there.
  if (!object) return null;
  const stream = Readable.toWeb(object.body) as ReadableStream<Uint8Array>;
  return new Response(stream, { status, headers });
}
