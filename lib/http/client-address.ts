import 'server-only';
import { hasNormalizedForwardedHeaders } from '@/lib/http/forwarded';

/**
 * The client's address as far as the server can know it. Route handlers do not see the socket:
 * the forwarded-header policy (lib/http/request-hooks.ts, TRUST_PROXY) has already replaced
 * `X-Forwarded-For` with the one address it believes. A request that arrived before the policy was
 * installed (during start-up) carries no marker and counts as 'unknown', never as what it claims.
 */
export function clientAddress(request: Request | { headers: Record<string, unknown> }): string {
  const headers =
    request instanceof Request
      ? request.headers
      : new Headers(
          Object.entries(request.headers).flatMap(([name, value]) =>
            typeof value === 'string' ? [[name, value] as [string, string]] : [],
          ),
        );
  if (!hasNormalizedForwardedHeaders(headers)) return 'unknown';
  return headers.get('x-forwarded-for')?.trim() || 'unknown';
}

/** The host the client addressed: the trusted proxy's `X-Forwarded-Host`, else `Host`. */
export function requestHost(request: Request): string | null {
  const trusted = hasNormalizedForwardedHeaders(request.headers);
  return (trusted ? request.headers.get('x-forwarded-host') : null) ?? request.headers.get('host');
}
