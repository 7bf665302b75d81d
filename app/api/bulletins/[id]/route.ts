import { apiHandler, readJson } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { readRecordId } from '@/lib/http/params';
import { getSessionUser, requireEditor } from '@/lib/accounts/session';
import { isStaff } from '@/lib/accounts/schemas';
import { recordActivity } from '@/lib/activity/record';
import { deleteBulletin } from '@/lib/bulletins/delete';
import { replaceBulletinFile } from '@/lib/bulletins/publish';
import { receiveBulletinUpload } from '@/lib/bulletins/receive';
import { getBulletin, updateBulletin } from '@/lib/bulletins/data';
import { bulletinFieldsSchema, type BulletinFields } from '@/lib/bulletins/schemas';
import { otherMethods } from '@/lib/http/methods';
import {
  indexUploadedBulletin,
  reindexBulletin,
  unindexBulletin,
} from '@/lib/search/bulletin-index';

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
  let fields: BulletinFields;
  let replaced = false;
  if (multipart) {
    const upload = await receiveBulletinUpload(request, { fileRequired: false });
    try {
      fields = upload.fields;
      if (upload.file && upload.kind) {
        if (!(await replaceBulletinFile(id, upload.file, upload.kind))) {
          throw notFound('No such bulletin');
        }
        replaced = true;
      }
    } finally {
      await upload.discard();
    }
  } else {
    fields = await readJson(request, bulletinFieldsSchema);
  }
  const bulletin = await updateBulletin(id, fields);
  if (!bulletin) throw notFound('No such bulletin');
  // A new file's text is extracted again; otherwise only the fields are re-indexed.
  if (replaced) await indexUploadedBulletin(id);
  else await reindexBulletin(id);
  await recordActivity({ actorId: user.id, action: 'bulletin.update', target: bulletin.title });
  return Response.json(await getBulletin(id));
});

export const DELETE = apiHandler(async (request, context: Context) => {
  const user = await requireEditor(request);
  const id = await readRecordId(context, 'bulletin');
  const bulletin = await getBulletin(id);
  if (!bulletin || !(await deleteBulletin(id))) throw notFound('No such bulletin');
  await recordActivity({ actorId: user.id, action: 'bulletin.delete', target: bulletin.title });
  await unindexBulletin(id);
  return new Response(null, { status: 204 });
});

export const { POST, PATCH, OPTIONS } = otherMethods('GET', 'PUT', 'DELETE');
