import { after } from 'next/server';
import { apiHandler, readJson } from '@/lib/http/handler';
import { clientAddress } from '@/lib/http/client-address';
import { assertNotCrossSite } from '@/lib/accounts/session';
import { acceptForgotRequest, sendResetEmail } from '@/lib/accounts/forgot';
import { forgotPasswordSchema } from '@/lib/accounts/account-schemas';
import { siteOrigin } from '@/lib/accounts/site-origin';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

// Always the same 202, whether or not the account exists (no account enumeration); the account
// is looked up and the e-mail sent after the answer, so timing says nothing either.
export const POST = apiHandler(async (request) => {
  assertNotCrossSite(request);
  const { username, language } = await readJson(request, forgotPasswordSchema);
  await acceptForgotRequest(clientAddress(request));
  const origin = siteOrigin(request);
  after(() => sendResetEmail(username, origin, language));
  return Response.json({ ok: true }, { status: 202, headers: { 'Cache-Control': 'no-store' } });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
