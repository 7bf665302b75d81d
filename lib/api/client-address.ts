import 'server-only';

/**
 * The client's address as far as the server can know it. Route handlers do not see the socket;
 * `next start` puts the socket address in X-Forwarded-For unless the request already has one.
 * The last entry is the one added by the nearest proxy (nginx's `$proxy_add_x_forwarded_for`
 * appends), so behind one reverse proxy it is the real client; without a proxy a client can
 * choose it, which is why every limit keyed on it is paired with one it cannot choose.
 */
export function clientAddress(request: Request | { headers: Record<string, unknown> }): string {
  const raw =
    request instanceof Request
      ? request.headers.get('x-forwarded-for')
      : (request.headers['x-forwarded-for'] as string | string[] | undefined);
  const header = Array.isArray(raw) ? raw.join(',') : raw;
  const last = header
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .pop();
  return last ? last.replace(/^::ffff:/, '') : 'unknown';
}
