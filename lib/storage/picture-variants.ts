import 'server-only';
import sharp, { type Sharp } from 'sharp';
import { objectKey, uploadUrl } from './paths';
import { getStore } from './store';

// The site's own pictures (hero image, logo) in the sizes and formats browsers pick from with
// <picture>/srcset. They are made once, when staff choose the picture, and kept in the store's
// `pictures` folder so every instance serves the same files; a page never resizes anything.

/**
 * Widths of the hero image, for the ~360–580 CSS px it is drawn at: 480 (a phone at 1x), 768 (a
 * phone at 2x, a laptop), 1080 (a phone at 3x), 1600 (a high-density desktop). A step between 480
 * and 1080 matters: the common phone would otherwise take twice the bytes it can show.
 */
export const HERO_WIDTHS = [480, 768, 1080, 1600] as const;
/** Heights of the logo in the header: 1x and 2x of its 40 px box. */
export const LOGO_HEIGHTS = [40, 80] as const;
/** The sharing picture (og:image): the width link previews ask for, in JPEG, which every one reads. */
export const SHARE_WIDTH = 1200;

export const PICTURE_FORMATS = {
  avif: { mime: 'image/avif', extension: 'avif' },
  webp: { mime: 'image/webp', extension: 'webp' },
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
} as const;
export type PictureFormat = keyof typeof PICTURE_FORMATS;

/** Modern formats for <source>, best first; the last one is also the <img> fallback. */
const RESPONSIVE_FORMATS: PictureFormat[] = ['avif', 'webp'];
const MAX_INPUT_PIXELS = 100_000_000;

export interface PictureVariant {
  format: PictureFormat;
  width: number;
  height: number;
  url: string;
}

/** What a page needs to render a picture: its shape and every stored variant. */
export interface ResponsivePicture {
  /** Intrinsic size of the largest variant: the aspect ratio the page reserves. */
  width: number;
  height: number;
  variants: PictureVariant[];
  /** The sharing picture (JPEG), when one was made. */
  share?: PictureVariant;
}

/**
 * The widths to make from a source `sourceWidth` wide: every target narrower than the source, and
 * the largest target capped at the source's own width. Never wider than the source (no upscaling).
 */
export function variantWidths(sourceWidth: number, targets: readonly number[]): number[] {
  const sorted = [...new Set(targets)].sort((a, b) => a - b);
  const largest = sorted.at(-1) ?? sourceWidth;
  const widths = sorted.filter((width) => width < sourceWidth && width < largest);
  widths.push(Math.min(sourceWidth, largest));
  return [...new Set(widths)].sort((a, b) => a - b);
}

export interface RenderedVariant {
  name: string;
  format: PictureFormat;
  width: number;
  height: number;
  data: Buffer;
}

export interface VariantPlan {
  /** The stored name's stem (`hero-ab12`); variants are `<stem>-<width>.<ext>`. */
  stem: string;
  widths?: readonly number[];
  /** Heights instead of widths (the logo is sized by its height). */
  heights?: readonly number[];
  /** Also make the SHARE_WIDTH JPEG for link previews. */
  share?: boolean;
}

function encode(image: Sharp, format: PictureFormat): Sharp {
  // Speed-leaning AVIF effort: made once per choice on a small server, still ~half of WebP's bytes.
  if (format === 'avif') return image.avif({ quality: 50, effort: 3 });
  if (format === 'webp') return image.webp({ quality: 78 });
  return image.jpeg({ quality: 82, mozjpeg: true });
}

/** Encodes every variant of a picture in memory (pure: nothing is stored). */
export async function renderVariants(
  source: Buffer,
  plan: VariantPlan,
): Promise<RenderedVariant[]> {
  const oriented = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const { width: rawWidth, height: rawHeight, orientation } = await oriented.metadata();
  if (!rawWidth || !rawHeight) throw new Error('Not a picture');
  // EXIF orientations 5–8 swap the sides once rotate() has applied them.
  const swap = (orientation ?? 1) >= 5;
  const sourceWidth = swap ? rawHeight : rawWidth;
  const sourceHeight = swap ? rawWidth : rawHeight;
  // A logo is sized by its height (the header's box), everything else by its width.
  const byHeight = Boolean(plan.heights);
  const sizes = byHeight
    ? variantWidths(sourceHeight, plan.heights ?? [])
    : variantWidths(sourceWidth, plan.widths ?? HERO_WIDTHS);
  const jobs: { format: PictureFormat; size: number; suffix: string; byHeight: boolean }[] = [];
  for (const size of sizes)
    for (const format of RESPONSIVE_FORMATS)
      jobs.push({ format, size, suffix: byHeight ? `h${size}` : `${size}`, byHeight });
  if (plan.share) {
    const size = Math.min(SHARE_WIDTH, sourceWidth);
    jobs.push({ format: 'jpeg', size, suffix: `share-${size}`, byHeight: false });
  }
  const rendered: RenderedVariant[] = [];
  for (const job of jobs) {
    const image = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ [job.byHeight ? 'height' : 'width']: job.size, withoutEnlargement: true });
    const { data, info } = await encode(image, job.format).toBuffer({ resolveWithObject: true });
    rendered.push({
      name: `${plan.stem}-${job.suffix}.${PICTURE_FORMATS[job.format].extension}`,
      format: job.format,
      width: info.width,
      height: info.height,
      data,
    });
  }
  return rendered;
}

/** Makes and stores the variants; answers what a page needs to show them. */
export async function storePictureVariants(
  source: Buffer,
  plan: VariantPlan,
): Promise<ResponsivePicture> {
  const rendered = await renderVariants(source, plan);
  const store = getStore();
  const variants: PictureVariant[] = [];
  let share: PictureVariant | undefined;
  for (const variant of rendered) {
    await store.put(objectKey('pictures', variant.name), variant.data, {
      contentType: PICTURE_FORMATS[variant.format].mime,
    });
    const { format, width, height } = variant;
    const entry: PictureVariant = {
      format,
      width,
      height,
      url: uploadUrl('pictures', variant.name),
    };
    if (variant.format === 'jpeg') share = entry;
    else variants.push(entry);
  }
  const largest = variants.reduce((best, variant) => (variant.width > best.width ? variant : best));
  return { width: largest.width, height: largest.height, variants, ...(share && { share }) };
}

/** The MIME type of a stored variant by its extension, or null for a name we never write. */
export function pictureMimeType(name: string): string | null {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  const format = Object.values(PICTURE_FORMATS).find((entry) => entry.extension === extension);
  return format?.mime ?? null;
}
