// The API's one error shape: {error: {code, message, fields?}}. Never HTML, never a stack trace.

export type ErrorCode =
  | 'bad_request'
  | 'validation_failed'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'too_many_requests'
  | 'service_unavailable'
  | 'database_unavailable'
  | 'storage_unavailable'
  | 'internal_error';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** Extra top-level members of the body, e.g. `current` on a 409. */
    readonly extra?: Record<string, unknown>,
    /**
     * A finer code than `code` where the interface says something particular (`last_admin` for a
     * 409): clients show their own text for it, in the reader's language, instead of `message`.
     */
    readonly reason?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new ApiError(400, fields ? 'validation_failed' : 'bad_request', message, fields);
export const unauthorized = (message = 'Sign in required') =>
  new ApiError(401, 'unauthorized', message);
export const forbidden = (message = 'You are not allowed to do this') =>
  new ApiError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new ApiError(404, 'not_found', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, 'too_many_requests', message, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
export const serviceUnavailable = (
  message: string,
  retryAfterSeconds = 5,
  /** Which shared service is away, when one is (README: "Health and outages"). */
  code:
    'service_unavailable' | 'database_unavailable' | 'storage_unavailable' = 'service_unavailable',
) =>
  new ApiError(503, code, message, undefined, {
    'Retry-After': String(retryAfterSeconds),
  });

export function errorResponse(error: ApiError): Response {
  const body = {
    error: {
      code: error.code,
      ...(error.reason ? { reason: error.reason } : {}),
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
    },
    ...error.extra,
  };
  return Response.json(body, { status: error.status, headers: error.headers });
}
