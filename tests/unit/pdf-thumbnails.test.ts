import { mkdtempSync, writeFileSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createPdfThumbnail,
  renderPdfThumbnail,
  THUMBNAIL_WIDTH,
} from '@/lib/bulletins/pdf-thumbnails';
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
    const name = await createPdfThumbnail(readFileSync(file), 'abc123');
    const elapsed = performance.now() - started;
    expect(name).toBe('abc123.webp');
    expect((await sharp(path.join(thumbnails, 'abc123.webp')).metadata()).width).toBe(
      THUMBNAIL_WIDTH,
    );
    expect(elapsed).toBeLessThan(10_000);
  });

  it('draws text set in a standard font the PDF does not embed (Helvetica)', async () => {
    const image = await renderPdfThumbnail(new Uint8Array(helveticaPdf('Hello Helvetica')));
    const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
    let dark = 0;
    for (let at = 0; at < data.length; at += info.channels) if ((data[at] ?? 255) < 100) dark += 1;
    // 48 pt text across the top of the page: thousands of dark pixels; a blank page has none.
    expect(dark).toBeGreaterThan(1000);
  });

  it('returns null for a damaged PDF and leaves no partial file', async () => {
    const file = path.join(dir, 'broken.pdf');
    writeFileSync(file, Buffer.from('%PDF-1.7\nthis is not really a PDF\n%%EOF'));
    expect(await createPdfThumbnail(readFileSync(file), 'broken')).toBeNull();
    expect(readdirSync(thumbnails).filter((f) => f.startsWith('broken'))).toEqual([]);
  });
});

/** A hand-written PDF whose text uses the non-embedded standard font Helvetica. */
function helveticaPdf(text: string): Buffer {
  const stream = `BT /F1 48 Tf 72 650 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
