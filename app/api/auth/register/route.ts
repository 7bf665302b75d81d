import { apiHandler, readJson } from '@/lib/http/handler';
import { clientAddress } from '@/lib/http/client-address';
import { registerAccount } from '@/lib/accounts/accounts';
import { assertNotCrossSite } from '@/lib/accounts/session';
import { sessionResponse } from '@/lib/accounts/session-response';
import { registerSchema } from '@/lib/accounts/schemas';
import { otherMethods } from '@/lib/http/methods';
import { issueSessionToken } from '@/lib/accounts/sign-in';
import { LOGIN_FORM_TYPE } from '@/lib/accounts/login-form';
import { registerFromForm } from '@/lib/accounts/register-form';
import { siteOrigin } from '@/lib/accounts/site-origin';

export const dynamic = 'force-dynamic';

// JSON for scripts and the page's JavaScript; the register form without JavaScript posts
// urlencoded and is redirected. One registration behind both.
export const POST = apiHandler(async (request) => {
  assertNotCrossSite(request);
  if (request.headers.get('content-type')?.startsWith(LOGIN_FORM_TYPE)) {
    return registerFromForm(request, clientAddress(request), siteOrigin(request));
  }
  const input = await readJson(request, registerSchema);
  const user = await registerAccount(input, clientAddress(request), siteOrigin(request));
  const authToken = await issueSessionToken({ ...user, name: user.username });
  return sessionResponse(request, { user, authToken }, 201);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
