import { apiHandler, readJson } from '@/lib/api/handler';
import { assertNotCrossSite } from '@/lib/auth/session';
import { LOGIN_FORM_TYPE, signInFromForm } from '@/lib/auth/login-form';
import { sessionResponse } from '@/lib/auth/session-response';
import { signInWithCredentials } from '@/lib/auth/sign-in';
import { loginSchema } from '@/lib/validation/auth';
import { otherMethods } from '@/lib/api/methods';

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
