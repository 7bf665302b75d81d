import { errorResponse, unauthorized } from '@/lib/api/errors';
import { apiHandler } from '@/lib/api/handler';
import { logout } from '@/lib/auth/logout';
import { clearSessionCookie } from '@/lib/auth/session-response';
import { otherMethods } from '@/lib/api/methods';

export const dynamic = 'force-dynamic';

export const POST = apiHandler(async (request) => {
  const ended = await logout(request);
  // The cookie is cleared either way: a stale or revoked cookie is of no use to keep.
  const response = ended ? Response.json({ ok: true }) : errorResponse(unauthorized());
  return clearSessionCookie(request, response);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
