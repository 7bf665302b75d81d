import { apiHandler, readJson } from '@/lib/http/handler';
import { requireAdmin } from '@/lib/accounts/session';
import { readSettings, saveSettings } from '@/lib/settings/data';
import { recordActivity } from '@/lib/activity/record';
import {
  prepareSitePictures,
  readSitePictures,
  sitePictureFields,
  writeSitePictures,
} from '@/lib/settings/site-pictures';
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
  const { heroImage, logo, heroImageAlt, ...input } = await readJson(
    request,
    settingsWithPicturesSchema,
  );
  // The pictures are checked (and their sizes made) first: a refused one changes nothing.
  const pictures = await prepareSitePictures({ heroImage, logo, heroImageAlt });
  const settings = await saveSettings(input);
  await recordActivity({
    actorId: user.id,
    action: 'settings.save',
    target: Object.keys(input).join(', '),
  });
  return Response.json({ ...settings, ...sitePictureFields(await writeSitePictures(pictures)) });
});

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'PUT');
