import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { getEnv } from '@/lib/env';
import { normalizeForwardedHeaders } from './forwarded';

/**
 * Applies the TRUST_PROXY policy to every request this process receives. Node publishes each
 * request on the `http.server.request.start` channel before the server's own handler runs, so
 * `next start` (or any server) sees only the normalized headers; no custom server is needed.
 */
export function installForwardedHeaderPolicy(): void {
  const state = globalThis as { parishForwardedInstalled?: boolean };
  if (state.parishForwardedInstalled) return;
  state.parishForwardedInstalled = true;
  const hops = getEnv().trustProxyHops;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    normalizeForwardedHeaders(request.headers, socket.remoteAddress, hops);
  });
}
