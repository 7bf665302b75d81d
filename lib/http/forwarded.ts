import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import { processSingleton } from '@/lib/process/singletons.mjs';

/**
 * Which `X-Forwarded-*` headers the site believes, decided by TRUST_PROXY:
 * - unset / `false` / `0`: nothing in front of us is trusted. The client address is the socket's,
 *   and forwarded host/proto are dropped, so a client cannot pick its own address (and escape a
 *   rate limit) or its own host (and pass the same-origin check).
 * - a number N: N proxies in front (nginx = 1). The client is the N-th address from the right of
 *   `X-Forwarded-For` + the socket; forwarded host and proto come from the nearest proxy.
 * - `true`: every proxy is trusted; the client is the leftmost address.
 */
export type TrustProxy = number; // hops; Infinity for `true`

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false' || text === '0' || text === 'no') return 0;
  if (text === 'true' || text === 'yes') return Infinity;
  const hops = Number(text);
  if (!Number.isInteger(hops) || hops < 0 || hops > 32) {
    throw new Error(
      `Invalid configuration: TRUST_PROXY must be true, false or a hop count (got "${value}")`,
    );
  }
  return hops;
}

type HeaderMap = Record<string, string | string[] | undefined>;

const bare = (address: string) => address.replace(/^::ffff:/, '');

/** The client's address from the socket and the forwarded chain, trusting `hops` proxies. */
export function clientFromChain(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
  hops: TrustProxy,
): string {
  const socket = socketAddress ? bare(socketAddress) : 'unknown';
  if (hops === 0 || !socketAddress) return socket;
  const chain = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
  // proxy-addr walks from the socket back along X-Forwarded-For; hop i is believed while i < hops
  // (Express's numeric `trust proxy`).
  const request = {
    socket: { remoteAddress: socketAddress },
    headers: chain ? { 'x-forwarded-for': chain } : {},
  } as unknown as IncomingMessage;
  return bare(proxyAddr(request, (_address, hop) => hop < hops));
}

// One marker per process (a process singleton: route bundles are separate module instances): a
// request carries it only when this process normalized its headers, never because a client sent it.
const MARKER_HEADER = 'x-parish-forwarded';
const marker = processSingleton('forwardedMarker', () => randomBytes(16).toString('hex'));

/**
 * Rewrites an incoming request's headers in place, before Next reads them: `X-Forwarded-For`
 * becomes the one client address, and forwarded host/proto/port survive only from a trusted
 * proxy. Next then fills whatever is missing from the socket and the Host header.
 */
export function normalizeForwardedHeaders(
  headers: HeaderMap,
  socketAddress: string | undefined,
  hops: TrustProxy,
): void {
  headers['x-forwarded-for'] = clientFromChain(headers['x-forwarded-for'], socketAddress, hops);
  if (hops === 0) {
    for (const name of ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded']) {
      delete headers[name];
    }
  } else {
    // Only the nearest proxy's value counts: earlier entries are whatever the client sent.
    for (const name of ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port']) {
      const values = (
        Array.isArray(headers[name]) ? (headers[name] as string[]).join(',') : headers[name]
      )
        ?.split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      if (values?.length) headers[name] = values[values.length - 1];
      else delete headers[name];
    }
  }
  headers[MARKER_HEADER] = marker;
}

/** Whether this process normalized the request's forwarded headers (see instrumentation.ts). */
export function hasNormalizedForwardedHeaders(headers: Headers): boolean {
  return headers.get(MARKER_HEADER) === marker;
}
