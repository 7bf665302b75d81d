import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A little state for the request being handled, set up by request-hooks.ts before Next sees the
 * request and carried by Node's async context into everything Next runs for it, including the
 * rendering of pages. One instance per process, on globalThis, shared by every bundle.
 */
interface RequestState {
  /** The page rendered a "temporarily unavailable" notice: answer 503 + Retry-After. */
  unavailable?: boolean;
}

const state = globalThis as { parishRequestContext?: AsyncLocalStorage<RequestState> };
export const requestContext: AsyncLocalStorage<RequestState> = (state.parishRequestContext ??=
  new AsyncLocalStorage<RequestState>());

/** Called by a page that could not get its data: the response becomes a 503. */
export function markUnavailable(): void {
  const current = requestContext.getStore();
  if (current) current.unavailable = true;
}
