import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  HERO_WIDTHS,
  LOGO_HEIGHTS,
  SHARE_WIDTH,
  renderVariants,
  variantWidths,
} from '@/lib/storage/picture-variants';

/** A real JPEG of the given size (a gradient-free block of colour is enough for sharp). */
function jpeg(width: number, height: number, options: { orientation?: number } = {}) {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } },
  }).jpeg();
  return (
    options.orientation ? image.withMetadata({ orientation: options.orientation }) : image
  ).toBuffer();
}

describe('variantWidths', () => {
  it('keeps every target narrower than the source', () => {
    expect(variantWidths(3000, HERO_WIDTHS)).toEqual([480, 768, 1080, 1600]);
  });
  it('never upscales: the largest size is the source itself', () => {
    expect(variantWidths(1200, HERO_WIDTHS)).toEqual([480, 768, 1080, 1200]);
    expect(variantWidths(1000, HERO_WIDTHS)).toEqual([480, 768, 1000]);
    expect(variantWidths(300, HERO_WIDTHS)).toEqual([300]);
    expect(variantWidths(480, HERO_WIDTHS)).toEqual([480]);
    expect(variantWidths(60, LOGO_HEIGHTS)).toEqual([40, 60]);
  });
});

describe('renderVariants', () => {
  it('makes AVIF and WebP at each width with their real sizes, plus a JPEG to share', async () => {
    const variants = await renderVariants(await jpeg(2000, 1000), {
      stem: 'hero-ab12',
      widths: HERO_WIDTHS,
      share: true,
    });
    const responsive = variants.filter((variant) => variant.format !== 'jpeg');
    expect(responsive.map((v) => `${v.name} ${v.width}x${v.height}`)).toEqual([
      'hero-ab12-480.avif 480x240',
      'hero-ab12-480.webp 480x240',
      'hero-ab12-768.avif 768x384',
      'hero-ab12-768.webp 768x384',
      'hero-ab12-1080.avif 1080x540',
      'hero-ab12-1080.webp 1080x540',
      'hero-ab12-1600.avif 1600x800',
      'hero-ab12-1600.webp 1600x800',
    ]);
    for (const variant of variants) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.width).toBe(variant.width);
      expect(meta.height).toBe(variant.height);
      expect(meta.format).toBe(variant.format === 'avif' ? 'heif' : variant.format);
    }
    const share = variants.find((variant) => variant.format === 'jpeg');
    expect(share).toMatchObject({
      name: `hero-ab12-share-${SHARE_WIDTH}.jpg`,
      width: 1200,
      height: 600,
    });
  });

  it('does not upscale a small picture', async () => {
    const variants = await renderVariants(await jpeg(400, 300), { stem: 'small', share: true });
    expect(variants.map((v) => [v.format, v.width, v.height])).toEqual([
      ['avif', 400, 300],
      ['webp', 400, 300],
      ['jpeg', 400, 300],
    ]);
  });

  it('sizes a logo by its height and applies the EXIF orientation', async () => {
    // Stored 300×100 but "rotate 90°" (orientation 6): shown as 100 wide, 300 high.
    const variants = await renderVariants(await jpeg(300, 100, { orientation: 6 }), {
      stem: 'logo',
      heights: LOGO_HEIGHTS,
    });
    expect(variants.map((v) => [v.format, v.width, v.height])).toEqual([
      ['avif', 13, 40],
      ['webp', 13, 40],
      ['avif', 27, 80],
      ['webp', 27, 80],
    ]);
  });

  it('refuses what is not a picture', async () => {
    await expect(renderVariants(Buffer.from('not an image'), { stem: 'x' })).rejects.toThrow();
  });
});
