import 'server-only';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { isStoredName, objectKey, uploadUrl } from './paths';
import { IMAGE_TYPES, type ImageKind } from './sniff';
import { getStore } from './store';

/** The asset folders GET/POST /api/files know (`dir=`); anything else is refused. */
export const ASSET_DIRS = ['images'] as const;
export type AssetDir = (typeof ASSET_DIRS)[number];

export interface AssetFile {
  name: string;
  url: string;
}

/** Longest side of a stored image: sharp on a phone's 4000 px photo, crisp on any screen. */
export const MAX_IMAGE_SIDE = 2400;
/** Decompression-bomb guard: a 100-megapixel picture is already far beyond any real upload. */
const MAX_INPUT_PIXELS = 100_000_000;

const EXTENSION_KIND = new Map(
  Object.entries(IMAGE_TYPES).map(([kind, type]) => [type.extension, kind as ImageKind]),
);

/** The MIME type of a stored image by its extension (we wrote it, so the extension is the truth). */
export function imageMimeType(name: string): string | null {
  const kind = EXTENSION_KIND.get(path.extname(name).slice(1));
  return kind ? IMAGE_TYPES[kind].mime : null;
}

/** A readable, URL-safe stem from the uploaded file's name: `Église front.JPG` → `eglise-front`. */
function stemFrom(clientName: string | undefined): string {
  const base = (clientName ?? '').split(/[/\\]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return stem || 'image';
}

/**
 * Stores an uploaded image (already known to be `kind` by its magic bytes): orientation applied and
 * all metadata (EXIF, GPS, ICC) dropped, scaled down to MAX_IMAGE_SIDE, in its own format plus a
 * WebP copy next to it. Each is stored whole or not at all; if one fails, neither is kept.
 */
export async function storeImage(
  tempPath: string,
  clientName: string | undefined,
  kind: ImageKind,
): Promise<AssetFile> {
  const stem = `${stemFrom(clientName)}-${randomBytes(6).toString('hex')}`;
  const primaryName = `${stem}.${IMAGE_TYPES[kind].extension}`;
  const outputs: { name: string; write: (image: Sharp) => Sharp }[] = [
    {
      name: primaryName,
      write: (image) =>
        kind === 'jpeg'
          ? image.jpeg({ quality: 85, mozjpeg: true })
          : kind === 'png'
            ? image.png({ compressionLevel: 9 })
            : kind === 'gif'
              ? image.gif()
              : image.webp({ quality: 82 }),
    },
  ];
  if (kind !== 'webp')
    outputs.push({ name: `${stem}.webp`, write: (image) => image.webp({ quality: 82 }) });

  const store = getStore();
  const stored: string[] = [];
  try {
    for (const output of outputs) {
      // sharp writes no metadata unless asked (withMetadata/keepExif); rotate() bakes the EXIF
      // orientation into the pixels before it is dropped.
      const image = sharp(tempPath, {
        animated: kind === 'gif' || kind === 'webp',
        limitInputPixels: MAX_INPUT_PIXELS,
      })
        .rotate()
        .resize({
          width: MAX_IMAGE_SIDE,
          height: MAX_IMAGE_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        });
      // Encoded in memory: at most MAX_IMAGE_SIDE square, a few MB, and a failed encode then
      // never reaches the store.
      const encoded = await output.write(image).toBuffer();
      const key = objectKey('images', output.name);
      await store.put(key, encoded, { contentType: imageMimeType(output.name) ?? 'image/webp' });
      stored.push(key);
    }
  } catch (error) {
    for (const key of stored) await store.delete(key).catch(() => undefined);
    throw error;
  }
  return { name: primaryName, url: uploadUrl('images', primaryName) };
}

/**
 * The images in an asset folder, newest first. A picture stored with a WebP copy is listed once,
 * under its own format; the copy is at the same URL with `.webp`.
 */
export async function listAssets(dir: AssetDir): Promise<AssetFile[]> {
  const objects = (await getStore().list(dir))
    .map((object) => ({ name: object.key.slice(dir.length + 1), modified: object.lastModified }))
    .filter(({ name }) => isStoredName(name) && imageMimeType(name));
  const byStem = new Map<string, { name: string; modified: Date }>();
  for (const object of objects) {
    const stem = object.name.replace(/\.[^.]+$/, '');
    const current = byStem.get(stem);
    if (!current || current.name.endsWith('.webp')) byStem.set(stem, object);
  }
  return [...byStem.values()]
    .sort((a, b) => b.modified.getTime() - a.modified.getTime() || a.name.localeCompare(b.name))
    .map(({ name }) => ({ name, url: uploadUrl(dir, name) }));
}
