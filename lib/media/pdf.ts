import 'server-only';
import path from 'node:path';

// The one way this site opens a PDF with pdf.js: for bulletin previews and for the text the search
// index keeps of a bulletin (lib/bulletins/pdf-thumbnails.ts, document-text.ts).

// pdf.js reads its font and decoder data from files in Node. Resolved from the working directory
// (where `next start` runs) because the package is external to the server bundle.
const PDFJS_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules', 'pdfjs-dist');

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
export type PdfLoadingTask = ReturnType<PdfJs['getDocument']>;

let pdfjs: Promise<PdfJs> | undefined;

/**
 * pdf.js's loading task for a document; the caller awaits `task.promise` and always calls
 * `task.destroy()`. NOTE: pdf.js refuses a Node Buffer (a Uint8Array subclass) and detaches the
 * bytes it is given, so callers pass a plain Uint8Array they can spare.
 */
export async function openPdf(data: Uint8Array): Promise<PdfLoadingTask> {
  // The legacy build is the one pdf.js supports in Node; loaded on first use, not at start-up.
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  const { getDocument } = await pdfjs;
  return getDocument({
    data,
    // No code generated from the document's content, no network, no font downloads.
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: path.join(PDFJS_DIR, 'standard_fonts') + path.sep,
    cMapUrl: path.join(PDFJS_DIR, 'cmaps') + path.sep,
    wasmUrl: path.join(PDFJS_DIR, 'wasm') + path.sep,
    verbosity: 0,
  });
}
