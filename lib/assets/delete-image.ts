import 'server-only';
import { ApiError, notFound } from '@/lib/http/errors';
import { getDb } from '@/lib/db/client';
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
  const db = getDb();
  const uses: ImageUse[] = [];
  const pages = await db.pageTranslation.findMany({
    select: { slug: true, language: true, title: true, content: true },
    orderBy: [{ slug: 'asc' }, { language: 'asc' }],
  });
  for (const page of pages) {
    if (mentions(JSON.stringify(page.content)))
      uses.push({ kind: 'page', slug: page.slug, language: page.language, title: page.title });
  }
  const announcements = await db.announcement.findMany({
    select: { id: true, title: true, imageUrl: true },
  });
  for (const announcement of announcements) {
    if (!mentions(announcement.imageUrl)) continue;
    const title = announcement.title as Record<string, string> | null;
    uses.push({
      kind: 'announcement',
      id: announcement.id,
      title: Object.values(title ?? {})[0] ?? '',
    });
  }
  const settings = await db.settings.findUnique({
    where: { id: 1 },
    select: { heroImage: true, logo: true },
  });
  if (mentions(settings?.heroImage)) uses.push({ kind: 'sitePicture', picture: 'heroImage' });
  if (mentions(settings?.logo)) uses.push({ kind: 'sitePicture', picture: 'logo' });
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
