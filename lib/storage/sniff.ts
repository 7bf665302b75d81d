import 'server-only';
import { fileTypeFromFile } from 'file-type';

// File types are decided by content (magic bytes), never by the client's name or MIME type.

export type DocumentKind = 'pdf' | 'doc' | 'docx';
export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp';

export const DOCUMENT_TYPES: Record<DocumentKind, { mime: string; extension: string }> = {
  pdf: { mime: 'application/pdf', extension: 'pdf' },
  doc: { mime: 'application/msword', extension: 'doc' },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
  },
};

export const IMAGE_TYPES: Record<ImageKind, { mime: string; extension: string }> = {
  png: { mime: 'image/png', extension: 'png' },
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
  gif: { mime: 'image/gif', extension: 'gif' },
  webp: { mime: 'image/webp', extension: 'webp' },
};

/** What file-type calls each kind we take (`cfb` is OLE2, Word's .doc; `ai` is a PDF too). */
const DOCUMENT_KINDS: Partial<Record<string, DocumentKind>> = {
  pdf: 'pdf',
  ai: 'pdf',
  cfb: 'doc',
  docx: 'docx',
};
const IMAGE_KINDS: Partial<Record<string, ImageKind>> = {
  png: 'png',
  jpg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
};

/**
 * pdf, doc (an OLE2 compound file) or docx (a ZIP holding a Word document), read from the file's
 * bytes (a ZIP's entries are listed without decompressing the file); else null.
 */
export async function sniffDocument(filePath: string): Promise<DocumentKind | null> {
  const type = await fileTypeFromFile(filePath).catch(() => undefined);
  return (type && DOCUMENT_KINDS[type.ext]) ?? null;
}

/** png, jpeg, gif or webp, read from the file's bytes; anything else (SVG included) is null. */
export async function sniffImage(filePath: string): Promise<ImageKind | null> {
  const type = await fileTypeFromFile(filePath).catch(() => undefined);
  return (type && IMAGE_KINDS[type.ext]) ?? null;
}
