// Whether an error means "the object storage cannot be reached right now" (S3 down, refusing
// connections, timing out, answering 5xx), as opposed to a missing object or a bug. Told apart
// from a database outage: the API answers 503 `storage_unavailable`, the log says "Storage
// unavailable", and /api/health reports `storage: 'down'`.

export class StorageUnavailableError extends Error {
  readonly service = 'storage';
  constructor(cause: unknown) {
    super(
      `Storage unavailable: ${cause instanceof Error ? cause.message || cause.name : String(cause)}`,
      { cause },
    );
    this.name = 'StorageUnavailableError';
  }
}

export const isStorageUnavailable = (error: unknown): error is StorageUnavailableError =>
  error instanceof StorageUnavailableError ||
  (typeof error === 'object' &&
    error !== null &&
    (error as { service?: unknown }).service === 'storage');

/**
 * An error from the S3 client that is the server's answer to this request (no such key, access
 * denied, bad request) rather than the server being away: those keep their meaning.
 */
function isServiceAnswer(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
  return typeof status === 'number' && status < 500;
}

/** Runs one storage call; an outage becomes StorageUnavailableError. */
export async function storageCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isStorageUnavailable(error) || isServiceAnswer(error)) throw error;
    throw new StorageUnavailableError(error);
  }
}
