import { apiHandler, readJson } from '@/lib/http/handler';
import { requireAdmin } from '@/lib/accounts/session';
import { updateSitePictures } from '@/lib/settings/commands';
import { readSitePictures, sitePictureFields } from '@/lib/settings/site-pictures';
import { sitePicturesSchema } from '@/lib/settings/site-picture-schemas';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

// The dashboard's "Site pictures" form saves here: only the picture fields, so it never sends (or
// overwrites) the general settings another form edits. PUT /api/settings accepts the same fields.

export const GET = apiHandler(async () =>
  Response.json(sitePictureFields(await readSitePictures())),
);

export const PUT = apiHandler(async (request) => {
  const user = await requireAdmin(request);
  const input = await readJson(request, sitePicturesSchema);
  return Response.json(await updateSitePictures(user, input));
});

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'PUT');
