import { AsyncLocalStorage } from 'node:async_hooks';
import { processSingleton, type RequestState } from '@/lib/process/singletons.mjs';

/**
 * A little state for the request being handled, set up by request-hooks.ts before Next sees the
 * request and carried by Node's async context into everything Next runs for it, including the
 * rendering of pages. One instance per process (a process singleton), shared by every bundle.
 */
export const requestContext = processSingleton(
  'requestContext',
  () => new AsyncLocalStorage<RequestState>(),
);

/** Called by a page that could not get its data: the response becomes a 503. */
export function markUnavailable(): void {
  const current = requestContext.getStore();
  if (current) current.unavailable = true;
}
