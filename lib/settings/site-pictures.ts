import 'server-only';
import { getDb } from '@/lib/db/client';
import { sampleSettings } from '@/lib/db/seed-data';
import { badRequest } from '@/lib/http/errors';
import { cacheFor, cacheTags, invalidate } from '@/lib/cache';
import { defaultLanguage, type LanguageCode } from '@/lib/i18n/languages';
import { textPerLanguage } from '@/lib/i18n/per-language-text';
import {
  HERO_WIDTHS,
  LOGO_HEIGHTS,
  type ResponsivePicture,
  type VariantPlan,
} from '@/lib/storage/picture-variants';
import type { SitePicturesFields, SitePicturesInput } from '@/lib/settings/site-picture-schemas';
import { makePictureSizes, PictureFileError, removeReplacedSizes } from './site-picture-files';

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
    heroImageAlt: textPerLanguage(row?.heroImageAlt),
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

/** The chosen asset's sizes; one we cannot use is a 400 on that field, before anything is saved. */
async function variantsFor(field: string, assetPath: string, plan: Omit<VariantPlan, 'stem'>) {
  return makePictureSizes(assetPath, plan).catch((error: unknown) => {
    if (error instanceof PictureFileError)
      throw badRequest(error.message, { [field]: error.message });
    throw error;
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
  if (data.heroImage !== undefined || data.logo !== undefined)
    await removeReplacedSizes([saved.hero, saved.logoPicture]);
  return saved;
}

export async function saveSitePictures(input: SitePicturesInput): Promise<SitePictures> {
  return writeSitePictures(await prepareSitePictures(input));
}
