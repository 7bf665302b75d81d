import { apiHandler, readQuery } from '@/lib/http/handler';
import { requireEditor, getSessionUser } from '@/lib/accounts/session';
import { isStaff } from '@/lib/accounts/schemas';
import { createBulletin } from '@/lib/bulletins/commands';
import { receiveBulletinUpload } from '@/lib/bulletins/receive';
import {
  BULLETINS_PER_PAGE,
  getBulletinsPage,
  listBulletins,
  type Audience,
} from '@/lib/bulletins/data';
import { bulletinListQuerySchema } from '@/lib/bulletins/schemas';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

/** Administrators see scheduled bulletins too (`scheduled: true`); visitors only published ones. */
async function audienceOf(request: Request): Promise<Audience> {
  const user = await getSessionUser(request);
  return user && isStaff(user.role) ? 'staff' : 'visitors';
}

/** The full list (an array), or with page/limit a page of it as {bulletins, total}; newest first. */
export const GET = apiHandler(async (request) => {
  const { page, limit } = readQuery(request, bulletinListQuerySchema);
  const audience = await audienceOf(request);
  if (page === undefined && limit === undefined) {
    return Response.json(await listBulletins(audience));
  }
  return Response.json(await getBulletinsPage(page ?? 1, limit ?? BULLETINS_PER_PAGE, audience));
});

/**
 * multipart: title, description?, date, label, translations? (JSON text), publishAt? and file
 * (.pdf, .doc or .docx, judged by content).
 */
export const POST = apiHandler(async (request) => {
  const user = await requireEditor(request);
  const upload = await receiveBulletinUpload(request, { fileRequired: true });
  try {
    return Response.json(await createBulletin(user, upload), { status: 201 });
  } finally {
    await upload.discard();
  }
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
