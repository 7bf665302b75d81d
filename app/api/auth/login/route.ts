import { apiHandler, readJson } from '@/lib/http/handler';
import { assertNotCrossSite } from '@/lib/accounts/session';
import { sessionResponse } from '@/lib/accounts/session-response';
import { loginSchema } from '@/lib/accounts/schemas';
import { otherMethods } from '@/lib/http/methods';
import { LOGIN_FORM_TYPE, signInFromForm } from '@/lib/accounts/login-form';
import { signInWithCredentials } from '@/lib/accounts/sign-in';

export const dynamic = 'force-dynamic';

// JSON for scripts and the page's JavaScript ({user, authToken}); the login form without
// JavaScript posts urlencoded and is redirected. One sign-in path behind both.
export const POST = apiHandler(async (request) => {
  assertNotCrossSite(request);
  if (request.headers.get('content-type')?.startsWith(LOGIN_FORM_TYPE)) {
    return signInFromForm(request);
  }
  const input = await readJson(request, loginSchema);
  return sessionResponse(request, await signInWithCredentials(input, request.headers));
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
