import { apiHandler, readJson } from '@/lib/http/handler';
import { clientAddress } from '@/lib/http/client-address';
import { requireOwnAccount, requireUser } from '@/lib/accounts/session';
import { otherMethods } from '@/lib/http/methods';
import { changeOwnEmail } from '@/lib/accounts/own-password';
import { accountEmailUpdateSchema } from '@/lib/accounts/account-schemas';

export const dynamic = 'force-dynamic';

// Pending accounts may read this: the dashboard uses it to show "waiting for approval".
export const GET = apiHandler(async (request) => {
  const user = await requireUser(request);
  return Response.json(
    { user: { username: user.username, role: user.role } },
    { headers: { 'Cache-Control': 'no-store' } },
  );
});

// The owner's e-mail address (for 'Forgot your password?'), proven by the current password.
export const PATCH = apiHandler(async (request) => {
  const user = await requireOwnAccount(request);
  const input = await readJson(request, accountEmailUpdateSchema);
  const { email } = await changeOwnEmail(user, input, clientAddress(request));
  return Response.json({ email }, { headers: { 'Cache-Control': 'no-store' } });
});

export const { POST, PUT, DELETE, OPTIONS } = otherMethods('GET', 'PATCH');
