import 'server-only';
import { ApiError, notFound } from '@/lib/http/errors';
import { announcementsWhereImage } from '@/lib/announcements/data';
import { pageTextsWhere } from '@/lib/pages/data';
import { readSitePictures } from '@/lib/settings/site-pictures';
import { imageMimeType } from '@/lib/storage/images';
import { isStoredName, objectKey, uploadUrl } from '@/lib/storage/paths';
import { getStore } from '@/lib/storage/store';

// Deleting an image from Assets (DELETE /api/files/images/{name}). An image still shown somewhere
// is refused with 409 naming each place, unless the caller insists (?force=1): a page's text in
// any language, an announcement, the site pictures. Old page revisions do not count: restoring
// one that shows a deleted image shows its description instead.

export type ImageUse =
  | { kind: 'page'; slug: string; language: string; title: string }
  | { kind: 'announcement'; id: string; title: string }
  | { kind: 'sitePicture'; picture: 'heroImage' | 'logo' };

/** The image's own name and its WebP copy (listAssets shows the two as one image). */
function namesOf(name: string): string[] {
  const webp = name.replace(/\.[^.]+$/, '.webp');
  return webp === name ? [name] : [name, webp];
}

export async function findImageUses(name: string): Promise<ImageUse[]> {
  const urls = namesOf(name).map((each) => uploadUrl('images', each));
  const mentions = (text: string | null | undefined) =>
    !!text && urls.some((url) => text.includes(url));
  const uses: ImageUse[] = [];
  for (const page of await pageTextsWhere(mentions)) uses.push({ kind: 'page', ...page });
  for (const announcement of await announcementsWhereImage(mentions)) {
    uses.push({ kind: 'announcement', ...announcement });
  }
  const pictures = await readSitePictures();
  if (mentions(pictures.heroImage)) uses.push({ kind: 'sitePicture', picture: 'heroImage' });
  if (mentions(pictures.logo)) uses.push({ kind: 'sitePicture', picture: 'logo' });
  return uses;
}

function describeUse(use: ImageUse): string {
  if (use.kind === 'page') return `page "${use.title || use.slug}" (${use.slug}, ${use.language})`;
  if (use.kind === 'announcement') return `announcement "${use.title}"`;
  return use.picture === 'heroImage' ? 'the hero image' : 'the logo';
}

/** Removes an image and its WebP copy from the store; refuses one in use unless `force`. */
export async function removeImage(name: string, { force }: { force: boolean }): Promise<void> {
  if (!isStoredName(name) || !imageMimeType(name)) throw notFound('No such image');
  const store = getStore();
  const key = objectKey('images', name);
  if (!(await store.head(key))) throw notFound('No such image');
  if (!force) {
    const uses = await findImageUses(name);
    if (uses.length > 0) {
      throw new ApiError(
        409,
        'conflict',
        `The image is used by ${uses.map(describeUse).join(', ')}`,
        undefined,
        undefined,
        { usedBy: uses },
        'image_in_use',
      );
    }
  }
  for (const each of namesOf(name)) await store.delete(objectKey('images', each));
}
