import { apiHandler } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { findBulletinFile } from '@/lib/bulletins/data';
import { imageMimeType } from '@/lib/storage/images';
import { pictureMimeType } from '@/lib/storage/picture-variants';
import { isStoredName, isUploadFolder, objectKey } from '@/lib/storage/paths';
import { serveObject, type ServeOptions } from '@/lib/storage/serve';
import { getStore } from '@/lib/storage/store';

export const dynamic = 'force-dynamic';

// Stored names are random and never reused, so images can be cached for good. Bulletins are
// revalidated hourly so a deleted one does not linger long in caches.
const IMMUTABLE = 'public, max-age=31536000, immutable';

async function options(folder: string, name: string): Promise<ServeOptions | null> {
  if (folder === 'bulletins') {
    const file = await findBulletinFile(name);
    if (!file) return null;
    const isPdf = file.mimeType === 'application/pdf';
    return {
      contentType: file.mimeType,
      disposition: { type: isPdf ? 'inline' : 'attachment', filename: file.originalName },
      cacheControl: 'public, max-age=3600',
    };
  }
  const mime = folder === 'pictures' ? pictureMimeType(name) : imageMimeType(name);
  if (!mime) return null;
  // Like every upload, served under lib/storage/serve.ts's sandbox policy.
  return { contentType: mime, cacheControl: IMMUTABLE };
}

async function serve(
  request: Request,
  context: { params: Promise<{ folder: string; name: string }> },
) {
  const { folder, name } = await context.params;
  // Only names we generate, in folders we serve: `..`, slashes and dot-files never reach the store.
  if (!isUploadFolder(folder) || !isStoredName(name)) throw notFound('No such file');
  const serveOptions = await options(folder, name);
  const response =
    serveOptions && (await serveObject(request, getStore(), objectKey(folder, name), serveOptions));
  if (!response) throw notFound('No such file');
  return response;
}

export const GET = apiHandler(serve);
export const HEAD = apiHandler(serve);
