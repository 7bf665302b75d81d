import { apiHandler, readJson } from '@/lib/http/handler';
import { requireAdmin } from '@/lib/accounts/session';
import { updateSettings } from '@/lib/settings/commands';
import { readSettings } from '@/lib/settings/data';
import { readSitePictures, sitePictureFields } from '@/lib/settings/site-pictures';
import { settingsSchema } from '@/lib/settings/schemas';
import { sitePicturesSchema } from '@/lib/settings/site-picture-schemas';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

/** The specification's Settings plus the optional site pictures (left out = unchanged). */
const settingsWithPicturesSchema = settingsSchema.extend(sitePicturesSchema.shape);

export const GET = apiHandler(async () => {
  const [settings, pictures] = await Promise.all([readSettings(), readSitePictures()]);
  return Response.json({ ...settings, ...sitePictureFields(pictures) });
});

export const PUT = apiHandler(async (request) => {
  const user = await requireAdmin(request);
  const input = await readJson(request, settingsWithPicturesSchema);
  return Response.json(await updateSettings(user, input));
});

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'PUT');
