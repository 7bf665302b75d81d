import { isDatabaseUnavailable } from './unavailable';

// Whether the database answered the last query this process sent: every query reports here
// (client.ts). The HTTP layer uses it to answer 503 instead of 500 for a page that could not be
// rendered because the database is away (lib/http/request-hooks.ts).
const state = globalThis as { parishDatabaseDown?: boolean };

export function noteQueryResult(error?: unknown): void {
  if (error === undefined) state.parishDatabaseDown = false;
  else if (isDatabaseUnavailable(error)) state.parishDatabaseDown = true;
}

export const databaseDown = (): boolean => state.parishDatabaseDown === true;
