import { processSingleton } from '@/lib/process/singletons.mjs';
import { isDatabaseUnavailable } from './unavailable';

// Whether the database answered the last query this process sent: every query reports here
// (client.ts). The HTTP layer uses it to answer 503 instead of 500 for a page that could not be
// rendered because the database is away (lib/http/request-hooks.ts).
const state = processSingleton('databaseStatus', () => ({ down: false }));

export function noteQueryResult(error?: unknown): void {
  if (error === undefined) state.down = false;
  else if (isDatabaseUnavailable(error)) state.down = true;
}

export const databaseDown = (): boolean => state.down;

/**
 * Whether an error means the database cannot be reached right now. An error thrown inside a
 * `'use cache'` read reaches its caller re-created from the cache's stream, without its code (in
 * production only a digest), so the outcome of this process's last query counts as well.
 */
export const isDatabaseOutage = (error: unknown): boolean =>
  isDatabaseUnavailable(error) || databaseDown();
