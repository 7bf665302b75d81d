import 'server-only';
import { open } from 'node:fs/promises';

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

const PDF = Buffer.from('%PDF-', 'latin1');
const OLE2 = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const ZIP_LOCAL = Buffer.from('504b0304', 'hex');

const startsWith = (head: Buffer, magic: Buffer) =>
  head.length >= magic.length && head.subarray(0, magic.length).equals(magic);

/** pdf (`%PDF-`), doc (an OLE2 compound file) or docx (a ZIP holding word/document.xml); else null. */
export async function sniffDocument(filePath: string, head: Buffer): Promise<DocumentKind | null> {
  if (startsWith(head, PDF)) return 'pdf';
  if (startsWith(head, OLE2)) return 'doc';
  if (startsWith(head, ZIP_LOCAL) && (await zipHasEntry(filePath, 'word/document.xml')))
    return 'docx';
  return null;
}

export function sniffImage(head: Buffer): ImageKind | null {
  if (startsWith(head, Buffer.from('89504e470d0a1a0a', 'hex'))) return 'png';
  if (startsWith(head, Buffer.from('ffd8ff', 'hex'))) return 'jpeg';
  if (
    startsWith(head, Buffer.from('GIF87a', 'latin1')) ||
    startsWith(head, Buffer.from('GIF89a', 'latin1'))
  )
    return 'gif';
  if (
    startsWith(head, Buffer.from('RIFF', 'latin1')) &&
    head.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
/** The end-of-central-directory record is 22 bytes plus a comment of at most 65,535. */
const EOCD_SEARCH = 22 + 0xffff;
const MAX_CENTRAL_DIRECTORY = 8 * 1024 * 1024;

/**
 * Whether a ZIP file lists `entry` in its central directory (read from the end of the file, the
 * way unzip tools do; the file is never decompressed or read whole).
 */
export async function zipHasEntry(filePath: string, entry: string): Promise<boolean> {
  const handle = await open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    if (size < 22) return false;
    const tailLength = Math.min(size, EOCD_SEARCH);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let eocd = -1;
    for (let offset = tailLength - 22; offset >= 0; offset -= 1) {
      if (tail.readUInt32LE(offset) === EOCD_SIGNATURE) {
        eocd = offset;
        break;
      }
    }
    if (eocd === -1) return false;
    const cdSize = tail.readUInt32LE(eocd + 12);
    const cdOffset = tail.readUInt32LE(eocd + 16);
    if (cdSize > MAX_CENTRAL_DIRECTORY || cdOffset + cdSize > size) return false;
    const directory = Buffer.alloc(cdSize);
    await handle.read(directory, 0, cdSize, cdOffset);
    const wanted = Buffer.from(entry, 'utf8');
    for (let offset = 0; offset + 46 <= cdSize;) {
      if (directory.readUInt32LE(offset) !== CENTRAL_SIGNATURE) return false;
      const nameLength = directory.readUInt16LE(offset + 28);
      const extraLength = directory.readUInt16LE(offset + 30);
      const commentLength = directory.readUInt16LE(offset + 32);
      const name = directory.subarray(offset + 46, offset + 46 + nameLength);
      if (name.equals(wanted)) return true;
      offset += 46 + nameLength + extraLength + commentLength;
    }
    return false;
  } finally {
    await handle.close();
  }
}
