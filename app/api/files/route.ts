import { apiHandler, readQuery } from '@/lib/http/handler';
import { badRequest } from '@/lib/http/errors';
import { requireEditor } from '@/lib/accounts/session';
import { uploadImage } from '@/lib/assets/commands';
import { getEnv } from '@/lib/env';
import { listAssets } from '@/lib/storage/images';
import { receiveUpload } from '@/lib/storage/multipart';
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
    return Response.json(await uploadImage(user, upload.file), { status: 201 });
  } finally {
    await upload.discard();
  }
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
