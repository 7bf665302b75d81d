import { apiHandler, readJson } from '@/lib/api/handler';
import { clientAddress } from '@/lib/api/client-address';
import { requireOwnAccount } from '@/lib/auth/session';
import { changeOwnPassword } from '@/lib/accounts/own-password';
import { passwordChangeSchema } from '@/lib/accounts/schemas';
import { otherMethods } from '@/lib/api/methods';

export const dynamic = 'force-dynamic';

// The signed-in owner changes their own password; every other sign-in of the account ends.
export const POST = apiHandler(async (request) => {
  const user = await requireOwnAccount(request);
  const input = await readJson(request, passwordChangeSchema);
  const { email } = await changeOwnPassword(user, input, clientAddress(request));
  return Response.json({ ok: true, email }, { headers: { 'Cache-Control': 'no-store' } });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
