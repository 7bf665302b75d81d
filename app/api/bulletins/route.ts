import { apiHandler, readQuery } from '@/lib/api/handler';
import { ApiError, badRequest } from '@/lib/api/errors';
import { requireAdmin } from '@/lib/auth/session';
import { publishBulletin } from '@/lib/bulletins/publish';
import { BULLETINS_PER_PAGE, getBulletinsPage, listBulletins } from '@/lib/db/bulletins';
import { getEnv } from '@/lib/env';
import { receiveUpload } from '@/lib/storage/multipart';
import { sniffDocument } from '@/lib/storage/sniff';
import { bulletinFieldsSchema, bulletinListQuerySchema } from '@/lib/validation/bulletins';
import { otherMethods } from '@/lib/api/methods';
import { indexUploadedBulletin } from '@/lib/search/bulletin-index';

export const dynamic = 'force-dynamic';

/** The full list (an array), or with page/limit a page of it as {bulletins, total}; newest first. */
export const GET = apiHandler(async (request) => {
  const { page, limit } = readQuery(request, bulletinListQuerySchema);
  if (page === undefined && limit === undefined) return Response.json(await listBulletins());
  return Response.json(await getBulletinsPage(page ?? 1, limit ?? BULLETINS_PER_PAGE));
});

/** multipart: title, description?, date, label and file (.pdf, .doc or .docx, judged by content). */
export const POST = apiHandler(async (request) => {
  await requireAdmin(request);
  const upload = await receiveUpload(request, { maxBytes: getEnv().uploadMaxBytes });
  try {
    const fields = bulletinFieldsSchema.parse(upload.fields);
    if (!upload.file || upload.file.size === 0) {
      throw badRequest('Please fill in all fields and attach a file.', { file: 'Attach a file' });
    }
    const kind = await sniffDocument(upload.file.tempPath, upload.file.head);
    if (!kind)
      throw new ApiError(
        415,
        'unsupported_media_type',
        'Only PDF, DOC and DOCX files are accepted',
      );
    const bulletin = await publishBulletin(fields, upload.file, kind);
    await indexUploadedBulletin(bulletin.id);
    return Response.json(bulletin, { status: 201 });
  } finally {
    await upload.discard();
  }
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
