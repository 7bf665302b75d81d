import { apiHandler, readQuery } from '@/lib/http/handler';
import { ApiError, badRequest } from '@/lib/http/errors';
import { requireEditor } from '@/lib/accounts/session';
import { recordActivity } from '@/lib/activity/record';
import { getEnv } from '@/lib/env';
import { listAssets, storeImage } from '@/lib/storage/images';
import { receiveUpload } from '@/lib/storage/multipart';
import { sniffImage } from '@/lib/storage/sniff';
import { assetDirQuerySchema } from '@/lib/storage/schemas';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

export const GET = apiHandler(async (request) => {
  const { dir } = readQuery(request, assetDirQuerySchema);
  return Response.json(await listAssets(dir));
});

/** multipart `file`: a PNG, JPEG, GIF or WebP image (judged by content; SVG is refused). */
export const POST = apiHandler(async (request) => {
  const user = await requireEditor(request);
  readQuery(request, assetDirQuerySchema);
  const upload = await receiveUpload(request, { maxBytes: getEnv().uploadMaxBytes });
  try {
    if (Object.keys(upload.fields).length > 0) throw badRequest('Only a file is expected');
    if (!upload.file || upload.file.size === 0)
      throw badRequest('Attach an image', { file: 'Attach an image' });
    const kind = await sniffImage(upload.file.tempPath);
    if (!kind)
      throw new ApiError(
        415,
        'unsupported_media_type',
        'Only PNG, JPEG, GIF and WebP images are accepted',
      );
    const stored = await storeImage(upload.file.tempPath, upload.file.clientName, kind).catch(
      () => {
        throw new ApiError(415, 'unsupported_media_type', 'The image could not be read');
      },
    );
    await recordActivity({ actorId: user.id, action: 'asset.upload', target: stored.name });
    return Response.json(stored, { status: 201 });
  } finally {
    await upload.discard();
  }
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
