import { apiHandler, readJson } from '@/lib/api/handler';
import { clientAddress } from '@/lib/api/client-address';
import { authenticate } from '@/lib/auth/accounts';
import { assertNotCrossSite } from '@/lib/auth/session';
import { sessionResponse } from '@/lib/auth/session-response';
import { loginSchema } from '@/lib/validation/auth';
import { otherMethods } from '@/lib/api/methods';

export const dynamic = 'force-dynamic';

export const POST = apiHandler(async (request) => {
  assertNotCrossSite(request);
  const input = await readJson(request, loginSchema);
  const user = await authenticate(input, clientAddress(request));
  return sessionResponse(request, user);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
