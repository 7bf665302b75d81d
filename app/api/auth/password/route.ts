import { apiHandler, readJson } from '@/lib/http/handler';
import { clientAddress } from '@/lib/http/client-address';
import { requireOwnAccount } from '@/lib/accounts/session';
import { changeOwnPassword } from '@/lib/accounts/own-password';
import { passwordChangeSchema } from '@/lib/accounts/account-schemas';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

// The signed-in owner changes their own password; every other sign-in of the account ends.
export const POST = apiHandler(async (request) => {
  const user = await requireOwnAccount(request);
  const input = await readJson(request, passwordChangeSchema);
  const { email } = await changeOwnPassword(user, input, clientAddress(request));
  return Response.json({ ok: true, email }, { headers: { 'Cache-Control': 'no-store' } });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
