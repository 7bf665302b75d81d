import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { getEnv } from '@/lib/env';
import { databaseDown } from '@/lib/db/availability';
import { normalizeForwardedHeaders } from './forwarded';
import { requestContext } from './request-context';
import { varyCachedPagesOnCookie } from './shared-cache-vary';
import { splitLanguagePath } from '@/lib/i18n/languages';
import { processSingleton } from '@/lib/process/singletons.mjs';

/**
 * What this process does to every request before Next sees it. Node publishes each request on
 * the `http.server.request.start` channel before the server's own handler runs, so `next start`
 * (or any server) gets it; no custom server is needed.
 * 1. The TRUST_PROXY policy: which forwarded headers are believed (see forwarded.ts).
 * 2. A page that could not be rendered because the database is unreachable answers 503 +
 *    Retry-After, not 500 or 200: Next gives pages no way to choose that status, yet it is what
 *    tells browsers, crawlers and load balancers "temporarily, try again". A page that rendered
 *    its own notice says so through the request context; any other 500 while the database is
 *    down is one too. (The API answers its own 503s, lib/http/handler.ts.)
 * 3. Cached pages of unprefixed paths vary on Cookie (shared-cache-vary.ts says why).
 * 4. A retired page's address answers 410 Gone with the view its page renders
 *    (lib/pages/gone-paths.ts says why); `isGonePath` comes from start-up (lib/startup), so this
 *    shared layer does not import the pages folder.
 *
 * NOTE: 2 and 4 (and 3, shared-cache-vary.ts) replace `response.writeHead` of Node's response,
 * because Next 16 gives a page no way to choose its status or to add a header after rendering.
 * Checked on Next 16.4.6; guarded by tests/api/pages.test.ts and tests/cluster/one-site.test.ts
 * (the 410s: "renamed it answers 308, retired 410"; "retired on A, B answers 410") and
 * tests/cluster/one-site.test.ts "answers no 500 …, and recovers by itself" (the 503s). Can go
 * when Next lets a page choose its status.
 */
export function installRequestHooks({
  isGonePath,
}: {
  isGonePath: (path: string) => boolean;
}): void {
  const state = processSingleton('requestHooks', () => ({ installed: false }));
  if (state.installed) return;
  state.installed = true;
  const hops = getEnv().trustProxyHops;
  subscribe('http.server.request.start', (message) => {
    const { request, response, socket } = message as {
      request: IncomingMessage;
      response: ServerResponse;
      socket: Socket;
    };
    normalizeForwardedHeaders(request.headers, socket.remoteAddress, hops);
    // Runs synchronously just before Node emits 'request': the store set here is the one every
    // async step of this request sees.
    const context = {};
    requestContext.enterWith(context);
    answerOutagesWith503(response, context);
    answerRetiredPagesWith410(request, response, isGonePath);
    varyCachedPagesOnCookie(request, response);
  });
}

function answerOutagesWith503(response: ServerResponse, context: { unavailable?: boolean }): void {
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const status = args[0] ?? this.statusCode;
    if (context.unavailable || (status === 500 && databaseDown())) {
      args[0] = 503;
      this.statusCode = 503;
      if (!this.headersSent) this.setHeader('Retry-After', '5');
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}

function answerRetiredPagesWith410(
  request: IncomingMessage,
  response: ServerResponse,
  isGonePath: (path: string) => boolean,
): void {
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  const pathname = (request.url ?? '/').split('?')[0] ?? '/';
  if (pathname.startsWith('/api/') || pathname.startsWith('/_next/')) return;
  const { path } = splitLanguagePath(pathname);
  if (!isGonePath(path)) return;
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    // The page renders the gone view as a page (200), or a 404 where a language has no page.
    const status = args[0] ?? this.statusCode;
    if (status === 200 || status === 404) {
      args[0] = 410;
      this.statusCode = 410;
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}
