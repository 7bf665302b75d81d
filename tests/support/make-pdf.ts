import { PDFDocument, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';

export interface TestPdfOptions {
  /** Heading drawn on the first page. */
  heading?: string;
  /** Adds an incompressible noise image of about this many megabytes (for upload progress). */
  paddingMegabytes?: number;
}

/**
 * A real one-page PDF (Skia's PDF backend): a blue band across the top, so a rendered preview
 * can be checked by colour, and a heading. Noise makes it large without making it invalid.
 */
export function makeTestPdf({
  heading = 'Weekly Bulletin',
  paddingMegabytes = 0,
}: TestPdfOptions = {}): Buffer {
  const doc = new PDFDocument({ title: heading, encodingQuality: 101 });
  // NOTE: the typings give a PDF page's context no drawImage, though it has one (SKRSContext2D).
  const ctx = doc.beginPage(612, 792) as SKRSContext2D;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, 612, 792);
  ctx.fillStyle = '#0b4f8a';
  ctx.fillRect(0, 0, 612, 160);
  ctx.fillStyle = '#000000';
  ctx.font = '36px sans-serif';
  ctx.fillText(heading, 48, 230);
  if (paddingMegabytes > 0) {
    // Random RGB pixels do not compress: ~3 bytes per pixel land in the file.
    const side = Math.ceil(Math.sqrt((paddingMegabytes * 1024 * 1024) / 3));
    const noise = createCanvas(side, side);
    const noiseCtx = noise.getContext('2d');
    const image = noiseCtx.createImageData(side, side);
    for (let i = 0; i < image.data.length; i += 1) image.data[i] = (Math.random() * 256) | 0;
    for (let i = 3; i < image.data.length; i += 4) image.data[i] = 255;
    noiseCtx.putImageData(image, 0, 0);
    ctx.drawImage(noise, 48, 300, 300, 300);
  }
  doc.endPage();
  return doc.close();
}
