import 'server-only';
import { recordActivity, type Actor } from '@/lib/activity/record';
import { saveSettings } from './data';
import type { Settings, SettingsInput } from './schemas';
import {
  prepareSitePictures,
  saveSitePictures,
  sitePictureFields,
  writeSitePictures,
} from './site-pictures';
import type { SitePicturesInput } from './site-picture-schemas';

// An administrator's writes on Settings, each whole: the rows (with their cache tags), the
// picture files and the activity entry. Route handlers call these and nothing else.

type SitePictureFields = ReturnType<typeof sitePictureFields>;

/** The Settings form: the settings, and the site pictures sent with them (left out = unchanged). */
export async function updateSettings(
  actor: Actor,
  input: SettingsInput & SitePicturesInput,
): Promise<Settings & SitePictureFields> {
  const { heroImage, logo, heroImageAlt, ...settingsInput } = input;
  // The pictures are checked (and their sizes made) first: a refused one changes nothing.
  const pictures = await prepareSitePictures({ heroImage, logo, heroImageAlt });
  const settings = await saveSettings(settingsInput);
  await recordActivity({
    actorId: actor.id,
    action: 'settings.save',
    target: Object.keys(settingsInput).join(', '),
  });
  return { ...settings, ...sitePictureFields(await writeSitePictures(pictures)) };
}

/** The "Site pictures" form: only the picture fields. */
export async function updateSitePictures(
  actor: Actor,
  input: SitePicturesInput,
): Promise<SitePictureFields> {
  const pictures = sitePictureFields(await saveSitePictures(input));
  await recordActivity({
    actorId: actor.id,
    action: 'settings.pictures',
    target: Object.keys(input).join(', '),
  });
  return pictures;
}
