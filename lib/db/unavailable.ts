// Whether an error means "the database cannot be reached right now" (down, restarting, refusing
// connections, pool exhausted), as opposed to a bug or bad input. Such errors become 503 with
// Retry-After in the API and a "try again" page for visitors; the app recovers by itself.

// Prisma: can't reach server, timed out, server closed the connection, pool timeout.
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
// Node sockets, and PostgreSQL's "shutting down / starting up / too many connections".
const DRIVER_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  // A statement cancelled by its time budget (statement_timeout): the server is overloaded.
  '57014',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'SQLITE_BUSY',
  'SQLITE_CANTOPEN',
]);
// Driver-adapter error kinds (@prisma/driver-adapter-utils).
const ADAPTER_KINDS = new Set([
  'DatabaseNotReachable',
  'DatabaseDoesNotExist',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);
const MESSAGES =
  /Can't reach database server|Connection terminated|connection (?:refused|timeout)|the database system is (?:shutting down|starting up)|timeout exceeded when trying to connect|Server has closed the connection|Query read timeout/i;

/**
 * Errors of another shared service: a connection refused by the object storage or Redis is not a
 * database outage (storage: lib/storage/unavailable.ts; cache: lib/redis/connection.mjs). The AWS
 * SDK marks its errors with `$metadata`; ours name their `service`.
 */
function isOtherService(error: object): boolean {
  const { service } = error as { service?: unknown };
  return service === 'storage' || service === 'cache' || '$metadata' in error;
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  if (isOtherService(error)) return false;
  const { code, kind, cause, message } = error as {
    code?: unknown;
    kind?: unknown;
    cause?: unknown;
    message?: unknown;
  };
  if (typeof code === 'string' && (PRISMA_CODES.has(code) || DRIVER_CODES.has(code))) return true;
  if (typeof kind === 'string' && ADAPTER_KINDS.has(kind)) return true;
  if (typeof message === 'string' && MESSAGES.test(message)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))
  )
    return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
