import { apiHandler, readJson } from '@/lib/http/handler';
import { assertNotCrossSite } from '@/lib/accounts/session';
import { resetPasswordWithToken } from '@/lib/accounts/reset-links';
import { passwordResetSchema } from '@/lib/accounts/account-schemas';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

// A reset link's page sets the new password here; the token is the only credential.
export const POST = apiHandler(async (request) => {
  assertNotCrossSite(request);
  const { token, password } = await readJson(request, passwordResetSchema);
  const { username } = await resetPasswordWithToken(token, password);
  return Response.json({ ok: true, username }, { headers: { 'Cache-Control': 'no-store' } });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
