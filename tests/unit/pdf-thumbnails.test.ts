import { mkdtempSync, writeFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createPdfThumbnail, renderPdfThumbnail, THUMBNAIL_WIDTH } from '@/lib/db/pdf-thumbnails';
import { makeTestPdf } from '../support/make-pdf';

const dir = mkdtempSync(path.join(os.tmpdir(), 'parish-thumbs-'));
// Read on first use by lib/env: the thumbnails folder is created under it.
process.env.UPLOAD_DIR = path.join(dir, 'uploads');
const thumbnails = path.join(dir, 'uploads', 'thumbnails');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('PDF thumbnails', () => {
  it('renders the first page as a WebP image with the page content in it', async () => {
    const image = await renderPdfThumbnail(new Uint8Array(makeTestPdf()));
    const meta = await sharp(image).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(THUMBNAIL_WIDTH);
    // Letter paper is 612 x 792 points.
    expect(meta.height).toBe(Math.ceil((792 * THUMBNAIL_WIDTH) / 612));
    const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return [data[at], data[at + 1], data[at + 2]];
    };
    const [r, g, b] = pixel(300, 40) as [number, number, number];
    // The blue band (#0b4f8a), within WebP's lossy tolerance.
    expect(Math.abs(r - 0x0b)).toBeLessThan(20);
    expect(Math.abs(g - 0x4f)).toBeLessThan(20);
    expect(Math.abs(b - 0x8a)).toBeLessThan(20);
    // The white page below it.
    expect(pixel(550, 700).every((channel) => (channel ?? 0) > 235)).toBe(true);
  });

  it('writes <id>.webp into the thumbnails upload folder and returns its name', async () => {
    const file = path.join(dir, 'abc123.pdf');
    writeFileSync(file, makeTestPdf({ paddingMegabytes: 3 }));
    const started = performance.now();
    const name = await createPdfThumbnail(file, 'abc123');
    const elapsed = performance.now() - started;
    expect(name).toBe('abc123.webp');
    expect((await sharp(path.join(thumbnails, 'abc123.webp')).metadata()).width).toBe(
      THUMBNAIL_WIDTH,
    );
    expect(elapsed).toBeLessThan(10_000);
  });

  it('returns null for a damaged PDF and leaves no partial file', async () => {
    const file = path.join(dir, 'broken.pdf');
    writeFileSync(file, Buffer.from('%PDF-1.7\nthis is not really a PDF\n%%EOF'));
    expect(await createPdfThumbnail(file, 'broken')).toBeNull();
    expect(readdirSync(thumbnails).filter((f) => f.startsWith('broken'))).toEqual([]);
  });
});
