import { apiHandler, readJson } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { readRecordId } from '@/lib/http/params';
import { getSessionUser, requireEditor } from '@/lib/accounts/session';
import { isStaff } from '@/lib/accounts/schemas';
import { deleteBulletin, updateBulletin } from '@/lib/bulletins/commands';
import { receiveBulletinUpload } from '@/lib/bulletins/receive';
import { getBulletin, type Bulletin } from '@/lib/bulletins/data';
import { bulletinFieldsSchema } from '@/lib/bulletins/schemas';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/** A scheduled bulletin is not there for visitors until its publish time. */
export const GET = apiHandler(async (request, context: Context) => {
  const bulletin = await getBulletin(await readRecordId(context, 'bulletin'));
  if (!bulletin) throw notFound('No such bulletin');
  const user = bulletin.scheduled ? await getSessionUser(request) : null;
  if (bulletin.scheduled && !(user && isStaff(user.role))) {
    throw notFound('No such bulletin');
  }
  return Response.json(bulletin);
});

/**
 * JSON {title, description, date, label, translations?, publishAt?}: the text fields. The same as
 * multipart with a `file` replaces the file too, checked and processed as on upload (preview,
 * text for search); the old file is removed only once the new one is in place.
 */
export const PUT = apiHandler(async (request, context: Context) => {
  const user = await requireEditor(request);
  const id = await readRecordId(context, 'bulletin');
  const multipart = request.headers.get('content-type')?.startsWith('multipart/form-data');
  let bulletin: Bulletin | null;
  if (multipart) {
    const upload = await receiveBulletinUpload(request, { fileRequired: false });
    try {
      const file = upload.file && upload.kind ? { file: upload.file, kind: upload.kind } : null;
      bulletin = await updateBulletin(user, id, { fields: upload.fields, file });
    } finally {
      await upload.discard();
    }
  } else {
    bulletin = await updateBulletin(user, id, {
      fields: await readJson(request, bulletinFieldsSchema),
    });
  }
  if (!bulletin) throw notFound('No such bulletin');
  return Response.json(bulletin);
});

export const DELETE = apiHandler(async (request, context: Context) => {
  const user = await requireEditor(request);
  const id = await readRecordId(context, 'bulletin');
  if (!(await deleteBulletin(user, id))) throw notFound('No such bulletin');
  return new Response(null, { status: 204 });
});

export const { POST, PATCH, OPTIONS } = otherMethods('GET', 'PUT', 'DELETE');
