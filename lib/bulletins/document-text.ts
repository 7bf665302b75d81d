import 'server-only';
import { openPdf } from '@/lib/media/pdf';

// Plain text of an uploaded bulletin, for the search index. PDF through pdf.js (already used for
// previews), DOCX through mammoth. Old binary .doc files have no maintained pure-JS reader, so they
// are found by title, label and description only.

/** A pathological document must not hold an upload for long; it is then indexed without its text. */
const EXTRACT_TIMEOUT_MS = 15_000;
/** Bulletins are a few pages; a long document's first pages are enough to find it by. */
const MAX_PDF_PAGES = 60;

async function pdfText(data: Uint8Array): Promise<string> {
  // pdf.js detaches what it is given; it gets its own copy.
  const task = await openPdf(new Uint8Array(data));
  try {
    const pdf = await task.promise;
    const lines: string[] = [];
    for (let number = 1; number <= Math.min(pdf.numPages, MAX_PDF_PAGES); number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (!('str' in item)) continue;
        lines.push(item.str, item.hasEOL ? '\n' : ' ');
      }
      lines.push('\n');
      page.cleanup();
    }
    return lines.join('');
  } finally {
    await task.destroy();
  }
}

async function docxText(data: Uint8Array): Promise<string> {
  const mammoth = await import('mammoth');
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(data) });
  return value;
}

/** Collapses runs of spaces and blank lines, which PDF text is full of. */
function tidy(text: string): string {
  return text
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

/**
 * The text of a bulletin's file by its MIME type, or null when there is none to be had (a .doc, a
 * damaged or image-only file, a timeout). Never throws: a bulletin without text is still a bulletin.
 */
export async function extractDocumentText(
  data: Uint8Array,
  mimeType: string,
): Promise<string | null> {
  const extract =
    mimeType === 'application/pdf'
      ? pdfText
      : mimeType.includes('wordprocessingml')
        ? docxText
        : null;
  if (!extract) return null;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('text extraction timed out')), EXTRACT_TIMEOUT_MS);
  });
  try {
    return tidy(await Promise.race([extract(data), timeout]));
  } catch (error) {
    console.warn(`No text extracted: ${error instanceof Error ? error.message : error}`);
    return null;
  } finally {
    clearTimeout(timer);
  }
}
