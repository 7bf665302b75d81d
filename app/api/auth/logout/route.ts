import { errorResponse, unauthorized } from '@/lib/http/errors';
import { apiHandler } from '@/lib/http/handler';
import { logout } from '@/lib/accounts/logout';
import { clearSessionCookie } from '@/lib/accounts/session-response';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

export const POST = apiHandler(async (request) => {
  const ended = await logout(request);
  // The cookie is cleared either way: a stale or revoked cookie is of no use to keep.
  const response = ended ? Response.json({ ok: true }) : errorResponse(unauthorized());
  return clearSessionCookie(request, response);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
