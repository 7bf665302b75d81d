import { apiHandler, readJson } from '@/lib/http/handler';
import { clientAddress } from '@/lib/http/client-address';
import { registerAccount } from '@/lib/accounts/accounts';
import { assertNotCrossSite } from '@/lib/accounts/session';
import { sessionResponse } from '@/lib/accounts/session-response';
import { registerSchema } from '@/lib/accounts/schemas';
import { otherMethods } from '@/lib/http/methods';
import { issueSessionToken } from '@/lib/accounts/sign-in';

export const dynamic = 'force-dynamic';

export const POST = apiHandler(async (request) => {
  assertNotCrossSite(request);
  const input = await readJson(request, registerSchema);
  const user = await registerAccount(input, clientAddress(request));
  const authToken = await issueSessionToken({ ...user, name: user.username });
  return sessionResponse(request, { user, authToken }, 201);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
