import 'server-only';
import { randomBytes } from 'node:crypto';
import { readdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { ensureFolder, folderPath, isStoredName, uploadUrl } from './paths';
import { IMAGE_TYPES, type ImageKind } from './sniff';

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
 * WebP copy next to it. Files are written under temporary names and renamed when complete.
 */
export async function storeImage(
  tempPath: string,
  clientName: string | undefined,
  kind: ImageKind,
): Promise<AssetFile> {
  const dir = await ensureFolder('images');
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

  const written: string[] = [];
  try {
    for (const output of outputs) {
      const partial = path.join(dir, `.${output.name}.part`);
      written.push(partial);
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
      await output.write(image).toFile(partial);
    }
    for (const output of outputs) {
      await rename(path.join(dir, `.${output.name}.part`), path.join(dir, output.name));
    }
  } catch (error) {
    for (const file of written) await unlink(file).catch(() => {});
    throw error;
  }
  return { name: primaryName, url: uploadUrl('images', primaryName) };
}

/**
 * The images in an asset folder, newest first. A picture stored with a WebP copy is listed once,
 * under its own format; the copy is at the same URL with `.webp`.
 */
export async function listAssets(dir: AssetDir): Promise<AssetFile[]> {
  const root = folderPath(dir);
  const names = (await readdir(root).catch(() => [] as string[])).filter(
    (name) => isStoredName(name) && imageMimeType(name),
  );
  const byStem = new Map<string, string>();
  for (const name of names) {
    const stem = name.replace(/\.[^.]+$/, '');
    const current = byStem.get(stem);
    if (!current || current.endsWith('.webp')) byStem.set(stem, name);
  }
  const entries = await Promise.all(
    [...byStem.values()].map(async (name) => ({
      name,
      mtime: (await stat(path.join(root, name)).catch(() => null))?.mtimeMs ?? 0,
    })),
  );
  return entries
    .sort((a, b) => b.mtime - a.mtime || a.name.localeCompare(b.name))
    .map(({ name }) => ({ name, url: uploadUrl(dir, name) }));
}
