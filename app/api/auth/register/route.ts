import { apiHandler, readJson } from '@/lib/api/handler';
import { clientAddress } from '@/lib/api/client-address';
import { registerAccount } from '@/lib/auth/accounts';
import { assertNotCrossSite } from '@/lib/auth/session';
import { sessionResponse } from '@/lib/auth/session-response';
import { issueSessionToken } from '@/lib/auth/sign-in';
import { registerSchema } from '@/lib/validation/auth';
import { otherMethods } from '@/lib/api/methods';

export const dynamic = 'force-dynamic';

export const POST = apiHandler(async (request) => {
  assertNotCrossSite(request);
  const input = await readJson(request, registerSchema);
  const user = await registerAccount(input, clientAddress(request));
  const authToken = await issueSessionToken({ ...user, name: user.username });
  return sessionResponse(request, { user, authToken }, 201);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
