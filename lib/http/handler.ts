import 'server-only';
import { z } from 'zod';
import { isDatabaseOutage } from '@/lib/db/availability';
import { isStorageUnavailable } from '@/lib/storage/unavailable';
import { ApiError, badRequest, errorResponse, serviceUnavailable } from './errors';
import { assertWellFormed } from './well-formed';

export const MAX_JSON_BYTES = 1024 * 1024;

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/**
 * Wraps a route handler: ApiError and validation errors become JSON, an unreachable database 503
 * with Retry-After; anything else is a 500.
 */
export function apiHandler<C>(handle: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handle(request, context);
    } catch (error) {
      if (error instanceof ApiError) return errorResponse(error);
      if (error instanceof z.ZodError) return errorResponse(validationError(error));
      // Outages name their service, in the log and in the answer's code.
      if (isStorageUnavailable(error)) {
        console.warn(error.message.trim().split('\n')[0]);
        return errorResponse(
          serviceUnavailable(
            'The file storage is not reachable right now. Try again shortly.',
            5,
            'storage_unavailable',
          ),
        );
      }
      if (isDatabaseOutage(error)) {
        console.warn(
          'Database unavailable:',
          error instanceof Error ? error.message.trim().split('\n')[0] : error,
        );
        return errorResponse(
          serviceUnavailable(
            'The database is not reachable right now. Try again shortly.',
            5,
            'database_unavailable',
          ),
        );
      }
      console.error('Unhandled API error:', error instanceof Error ? error.message : error);
      return errorResponse(new ApiError(500, 'internal_error', 'Something went wrong'));
    }
  };
}

/** Zod issues as `{fields: {'address.city': 'message'}}`. */
export function validationError(error: z.ZodError): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    // An unknown key is reported under its own name, so a client sees which field to drop.
    if (issue.code === 'unrecognized_keys') {
      for (const name of issue.keys) fields[[...issue.path, name].join('.')] ??= 'Unknown field';
      continue;
    }
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return badRequest('The request is not valid', fields);
}

/** Reads a JSON body of at most 1 MB (413 beyond, 400 when malformed) and validates it. */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.infer<S>> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_JSON_BYTES) throw tooLarge();
  const text = await readLimitedText(request, MAX_JSON_BYTES);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw badRequest('The body is not valid JSON');
  }
  assertWellFormed(data);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

function tooLarge() {
  // The body is not read to its end, so this connection cannot carry another request.
  return new ApiError(
    413,
    'payload_too_large',
    'The request body is too large (limit 1 MB)',
    undefined,
    {
      connection: 'close',
    },
  );
}

async function readLimitedText(request: Request, limit: number): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  try {
    // Fatal: bytes that are not UTF-8 are refused, not turned into U+FFFD.
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw badRequest('The body is not valid UTF-8 text');
  }
}

/** Parses query parameters with a schema (400 with field messages when invalid). */
export function readQuery<S extends z.ZodType>(request: Request, schema: S): z.infer<S> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  assertWellFormed(params);
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
