import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { processSingleton, type ShutdownState } from '@/lib/process/singletons.mjs';
import { shutdownTimeoutMs } from './budgets';

/**
 * Graceful shutdown (README: "Rolling restarts"). On SIGTERM or SIGINT the instance
 * 1. answers /api/health with 503, so a balancer that checks it stops sending;
 * 2. stops accepting connections (Next's own handler closes the listening socket);
 * 3. finishes the requests in flight, each answered with `Connection: close`, and so does every
 *    request still arriving on a kept-alive connection: a proxy's pool (nginx `keepalive`) keeps
 *    its connections busy, and Node's server.close() waits for every one of them to go idle;
 * 4. closes idle kept-alive connections at once, and busy ones right after their response;
 * 5. exits when nothing is left, or after SHUTDOWN_TIMEOUT_S (default 10) whatever is left.
 * Node publishes every request on `http.server.request.start` before Next sees it, so this works
 * for `next start` as for `npm start`, with no custom server.
 */

const state = processSingleton('shutdown', (): ShutdownState => ({}));

/** Whether this instance is shutting down: /api/health answers 503 from then on. */
export const shuttingDown = (): boolean => state.since !== undefined;

/** `stopJobs` ends the instance's background timers when the signal comes (lib/startup/jobs.ts). */
export function installGracefulShutdown({ stopJobs }: { stopJobs: () => void }): void {
  if (state.installed) return;
  state.installed = true;
  const servers = new Set<Server>();
  const inFlight = new Set<ServerResponse>();

  subscribe('http.server.request.start', (message) => {
    const { response, server } = message as {
      request: IncomingMessage;
      response: ServerResponse;
      server: Server;
    };
    servers.add(server);
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
    if (shuttingDown()) closeAfter(response);
  });

  const begin = (signal: NodeJS.Signals) => {
    if (shuttingDown()) return;
    state.since = Date.now();
    stopJobs();
    const limit = shutdownTimeoutMs();
    console.log(
      `${signal}: shutting down: no new connections, finishing ${inFlight.size} request(s), at most ${limit / 1000} s`,
    );
    for (const response of inFlight) closeAfter(response);
    // Next's own SIGTERM/SIGINT handler (registered before this one) has called server.close(),
    // which stops accepting and closes the idle connections of that moment. Connections that
    // become idle later (their response sent) are closed as they do.
    const sweep = setInterval(() => {
      for (const server of servers) server.closeIdleConnections();
    }, 100);
    sweep.unref();
    for (const server of servers) {
      // Without Next's handler (NEXT_MANUAL_SIG_HANDLE), close it here and exit when it is done.
      if (server.listening)
        server.close(() => {
          if (process.env.NEXT_MANUAL_SIG_HANDLE) process.exit(0);
        });
      server.closeIdleConnections();
    }
    const deadline = setTimeout(() => {
      console.warn(
        `Shutdown: SHUTDOWN_TIMEOUT_S reached with ${inFlight.size} request(s) unfinished; exiting`,
      );
      for (const server of servers) server.closeAllConnections();
      process.exit(1);
    }, limit - 250);
    deadline.unref();
  };
  process.once('SIGTERM', begin);
  process.once('SIGINT', begin);
}

/** The connection closes after this response. */
function closeAfter(response: ServerResponse): void {
  if (!response.headersSent) {
    // Node ends the connection after a response that says so, and the client knows not to
    // reuse it.
    response.setHeader('Connection', 'close');
    return;
  }
  // Its headers already promised keep-alive: end the connection the moment the response is
  // written, so a proxy sees it closed before it could pick it from its pool for another request.
  const socket = response.socket;
  response.once('finish', () => socket?.end());
}
