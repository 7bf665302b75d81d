import 'server-only';
import path from 'node:path';
import { getDb } from './client';
import { sampleSettings } from './seed-data';
import { badRequest } from '@/lib/api/errors';
import { cacheFor, cacheTags, invalidate } from '@/lib/cache';
import {
  defaultLanguage,
  perLanguage,
  type LanguageCode,
  type PerLanguage,
} from '@/lib/i18n/languages';
import { imageMimeType } from '@/lib/storage/images';
import { isStoredName, objectKey } from '@/lib/storage/paths';
import {
  HERO_WIDTHS,
  LOGO_HEIGHTS,
  storePictureVariants,
  type ResponsivePicture,
  type VariantPlan,
} from '@/lib/storage/picture-variants';
import { pictureFileNames, sweepReplacedPictures } from '@/lib/storage/picture-sweep';
import { getStore, readObject } from '@/lib/storage/store';
import type { SitePicturesFields, SitePicturesInput } from '@/lib/validation/site-pictures';

// The hero image and the logo live in the Settings row (their own columns at its end), but are read
// and written here: staff choose them apart from the other settings, and choosing one makes files.

export interface SitePictures extends SitePicturesFields {
  /** The hero image's generated sizes, null without a hero image. */
  hero: ResponsivePicture | null;
  logoPicture: ResponsivePicture | null;
}

const columns = {
  heroImage: true,
  heroImageVariants: true,
  heroImageAlt: true,
  logo: true,
  logoVariants: true,
} as const;

function altMap(value: unknown): PerLanguage<string> {
  const stored =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return perLanguage((code) => (typeof stored[code] === 'string' ? (stored[code] as string) : ''));
}

function picture(value: unknown): ResponsivePicture | null {
  const candidate = value as ResponsivePicture | null | undefined;
  return candidate && Array.isArray(candidate.variants) && candidate.variants.length > 0
    ? candidate
    : null;
}

export async function readSitePictures(): Promise<SitePictures> {
  const row = await getDb().settings.findUnique({ where: { id: 1 }, select: columns });
  return {
    heroImage: row?.heroImage ?? '',
    heroImageAlt: altMap(row?.heroImageAlt),
    logo: row?.logo ?? '',
    hero: row?.heroImage ? picture(row.heroImageVariants) : null,
    logoPicture: row?.logo ? picture(row.logoVariants) : null,
  };
}

/** What visitors' pages read, cached with the settings (saving either invalidates both). */
export async function getSitePictures(): Promise<SitePictures> {
  'use cache';
  cacheFor([cacheTags.settings]);
  return readSitePictures();
}

/** The API fields (the generated sizes are the server's business). */
export function sitePictureFields(pictures: SitePictures): SitePicturesFields {
  return {
    heroImage: pictures.heroImage,
    logo: pictures.logo,
    heroImageAlt: pictures.heroImageAlt,
  };
}

/** The hero image's alt text in a language, falling back to the default language's. */
export function heroAltIn(pictures: SitePictures, code: LanguageCode): string {
  return pictures.heroImageAlt[code] || pictures.heroImageAlt[defaultLanguage.code];
}

/** The stored name behind `/uploads/images/<name>`; a path we could not have written is refused. */
async function readAsset(
  field: string,
  assetPath: string,
): Promise<{ name: string; data: Buffer }> {
  const name = decodeURIComponent(assetPath.slice('/uploads/images/'.length));
  const refuse = () =>
    badRequest('Choose an image from Assets', { [field]: 'Choose an image from Assets' });
  if (!isStoredName(name) || !imageMimeType(name)) throw refuse();
  const data = await readObject(getStore(), objectKey('images', name));
  if (!data) throw refuse();
  return { name, data };
}

async function variantsFor(field: string, assetPath: string, plan: Omit<VariantPlan, 'stem'>) {
  const { name, data } = await readAsset(field, assetPath);
  const stem = path.basename(name, path.extname(name));
  return storePictureVariants(data, { stem, ...plan }).catch(() => {
    throw badRequest('The image could not be read', { [field]: 'The image could not be read' });
  });
}

export type PreparedPictures = Parameters<
  ReturnType<typeof getDb>['settings']['update']
>[0]['data'];

/** A plain-JSON picture as Prisma's Json input (the interface's optional `share` is what TS balks at). */
const asJson = (value: ResponsivePicture) =>
  JSON.parse(JSON.stringify(value)) as NonNullable<PreparedPictures['heroImageVariants']>;

/**
 * Checks the chosen pictures against the store and makes their sizes, before anything is saved:
 * an unknown asset is a 400 and leaves the settings as they were. Unchanged pictures are not redone.
 */
export async function prepareSitePictures(input: SitePicturesInput): Promise<PreparedPictures> {
  const current = await readSitePictures();
  const data: PreparedPictures = {};
  if (input.heroImage !== undefined) {
    data.heroImage = input.heroImage;
    // Cleared, the old sizes stay in the row unused (heroImage '' means none) and are redone on a
    // later choice.
    if (input.heroImage && (input.heroImage !== current.heroImage || !current.hero))
      data.heroImageVariants = asJson(
        await variantsFor('heroImage', input.heroImage, { widths: HERO_WIDTHS, share: true }),
      );
  }
  if (input.logo !== undefined) {
    data.logo = input.logo;
    if (input.logo && (input.logo !== current.logo || !current.logoPicture))
      data.logoVariants = asJson(await variantsFor('logo', input.logo, { heights: LOGO_HEIGHTS }));
  }
  if (input.heroImageAlt !== undefined) data.heroImageAlt = input.heroImageAlt;
  return data;
}

/** Writes what prepareSitePictures made (nothing to write: nothing happens). */
export async function writeSitePictures(data: PreparedPictures): Promise<SitePictures> {
  if (Object.keys(data).length > 0) {
    await getDb().settings.upsert({
      where: { id: 1 },
      update: data,
      create: { ...sampleSettings, id: 1, ...data } as never,
    });
    await invalidate(cacheTags.settings);
  }
  const saved = await readSitePictures();
  if (data.heroImage !== undefined || data.logo !== undefined) await removeReplacedSizes(saved);
  return saved;
}

/** Sizes of pictures chosen before (a day old and more) go; a failure only leaves files behind. */
async function removeReplacedSizes(current: SitePictures): Promise<void> {
  const inUse = [...pictureFileNames(current.hero), ...pictureFileNames(current.logoPicture)];
  await sweepReplacedPictures(getStore(), inUse).catch((error: unknown) =>
    console.error(`Could not remove replaced picture sizes: ${(error as Error).message}`),
  );
}

export async function saveSitePictures(input: SitePicturesInput): Promise<SitePictures> {
  return writeSitePictures(await prepareSitePictures(input));
}
