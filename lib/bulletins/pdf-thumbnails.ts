import 'server-only';
import sharp from 'sharp';
import { objectKey } from '@/lib/storage/paths';
import { getStore } from '@/lib/storage/store';
import { openPdf, type PdfLoadingTask } from '@/lib/media/pdf';

/** Width of the stored preview in pixels: twice the bulletin card's width, for sharp screens. */
export const THUMBNAIL_WIDTH = 600;
/** A first page taller than this (a scroll or a banner) is cropped, so memory stays bounded. */
const MAX_HEIGHT = 1600;
/** A pathological PDF must not hold an upload forever; the bulletin is kept without a preview. */
const RENDER_TIMEOUT_MS = 20_000;

/**
 * Renders the first page of a PDF to a WebP image THUMBNAIL_WIDTH pixels wide (white background).
 * pdf.js draws on @napi-rs/canvas through its own Node canvas factory; sharp encodes the result.
 */
export async function renderPdfThumbnail(data: Uint8Array): Promise<Buffer> {
  const task = await openPdf(data);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('PDF thumbnail timed out')), RENDER_TIMEOUT_MS);
  });
  try {
    return await Promise.race([render(task), timeout]);
  } finally {
    clearTimeout(timer);
    await task.destroy();
  }
}

async function render(task: PdfLoadingTask): Promise<Buffer> {
  const pdf = await task.promise;
  const page = await pdf.getPage(1);
  const natural = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: THUMBNAIL_WIDTH / natural.width });
  const width = Math.ceil(viewport.width);
  const height = Math.min(Math.ceil(viewport.height), MAX_HEIGHT);
  const factory = pdf.canvasFactory as {
    create(w: number, h: number): { canvas: CanvasLike; context: unknown };
  };
  const { canvas, context } = factory.create(width, height);
  await page.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    canvasContext: context as CanvasRenderingContext2D,
    viewport,
    background: '#ffffff',
  }).promise;
  const png = canvas.toBuffer('image/png');
  return sharp(png).webp({ quality: 80 }).toBuffer();
}

interface CanvasLike {
  toBuffer(type: 'image/png'): Buffer;
}

/**
 * Renders the first page of a PDF into the store as `thumbnails/<baseName>.webp` and returns that
 * stored name, or null when the PDF cannot be rendered (damaged, encrypted, timed out): a bulletin
 * without a preview is still a bulletin, so this never fails the upload.
 */
export async function createPdfThumbnail(
  pdf: Uint8Array,
  baseName: string,
): Promise<string | null> {
  const name = `${baseName}.webp`;
  const started = performance.now();
  try {
    // NOTE: pdf.js refuses a Node Buffer (a Uint8Array subclass); a plain view of the same bytes
    // avoids copying a document of up to UPLOAD_MAX_MB.
    const bytes = Buffer.isBuffer(pdf)
      ? new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.length)
      : pdf;
    const image = await renderPdfThumbnail(bytes);
    // The store writes it whole or not at all, so the file route never serves half an image.
    await getStore().put(objectKey('thumbnails', name), image, { contentType: 'image/webp' });
    console.log(`PDF thumbnail ${name}: ${Math.round(performance.now() - started)} ms`);
    return name;
  } catch (error) {
    console.warn(`No thumbnail for ${baseName}: ${error instanceof Error ? error.message : error}`);
    return null;
  }
}
