import { apiHandler, readQuery } from '@/lib/http/handler';
import { readRecordId } from '@/lib/http/params';
import { requireAdmin } from '@/lib/accounts/session';
import { createResetLink } from '@/lib/accounts/reset-links';
import { siteOrigin } from '@/lib/accounts/site-origin';
import { resetLinkQuerySchema } from '@/lib/accounts/user-schemas';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// An administrator issues a single-use link (24 h) to hand to the account's owner.
export const POST = apiHandler(async (request, context: Context) => {
  const admin = await requireAdmin(request);
  const id = await readRecordId(context, 'user');
  const { language } = readQuery(request, resetLinkQuerySchema);
  const { resetUrl, expiresAt } = await createResetLink(id, siteOrigin(request), {
    actorId: admin.id,
    language,
  });
  return Response.json(
    { resetUrl, expiresAt },
    { status: 201, headers: { 'Cache-Control': 'no-store' } },
  );
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
