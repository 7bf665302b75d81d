// Time budgets of the shared services (README: "Time budgets"): no dependency may hold a visitor's
// page much over a second. Each can be changed by its variable; the defaults need nothing.

function milliseconds(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** S3: connecting, waiting for an answer, and attempts (with backoff) per call. */
export const s3Budgets = () => ({
  connectMs: milliseconds('S3_CONNECT_TIMEOUT_MS', 1000),
  requestMs: milliseconds('S3_TIMEOUT_MS', 5000),
  attempts: Math.min(10, Math.round(milliseconds('S3_MAX_ATTEMPTS', 3))),
});

/** PostgreSQL: opening a connection, one statement, and waiting for a free pooled connection. */
export const postgresBudgets = () => ({
  connectMs: milliseconds('DATABASE_CONNECT_TIMEOUT_MS', 1000),
  statementMs: milliseconds('DATABASE_STATEMENT_TIMEOUT_MS', 5000),
});

/** SHUTDOWN_TIMEOUT_S (default 10): the longest SIGTERM/SIGINT waits for requests in flight. */
export const shutdownTimeoutMs = () => milliseconds('SHUTDOWN_TIMEOUT_S', 10) * 1000;
