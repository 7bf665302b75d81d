import 'server-only';
import { requestHost } from '@/lib/http/client-address';
import { isHttps } from '@/lib/accounts/cookie';

/** The origin the request addressed (trusted proxy headers included), for links in answers and e-mails. */
export function siteOrigin(request: Request): string {
  const host = requestHost(request) ?? new URL(request.url).host;
  return `${isHttps(request) ? 'https' : 'http'}://${host}`;
}
