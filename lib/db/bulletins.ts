import 'server-only';
import { randomBytes } from 'node:crypto';
import { rename, unlink } from 'node:fs/promises';
import { cached, cacheTags, invalidate } from '@/lib/cache';
import {
  ensureFolder,
  displayName,
  storedFilePath,
  uploadUrl,
  type UploadFolder,
} from '@/lib/storage/paths';
import { DOCUMENT_TYPES, type DocumentKind } from '@/lib/storage/sniff';
import type { ReceivedFile } from '@/lib/storage/multipart';
import type { BulletinFields } from '@/lib/validation/bulletins';
import { getDb } from './client';
import { createPdfThumbnail } from './pdf-thumbnails';

/** A bulletin as the API shows it; `_id` is the specification's name for `id`. */
export interface Bulletin {
  _id: string;
  id: string;
  title: string;
  description: string;
  /** ISO date-time (midnight UTC for a date picked in the form). */
  date: string;
  label: string;
  fileUrl: string;
  /** First-page preview of a PDF; null until one is generated. */
  thumbnailUrl: string | null;
}

export interface BulletinPage {
  bulletins: Bulletin[];
  total: number;
}

/** The spec's page size on the public list. */
export const BULLETINS_PER_PAGE = 6;

const columns = {
  id: true,
  title: true,
  description: true,
  date: true,
  label: true,
  filePath: true,
  thumbnailPath: true,
} as const;

type BulletinRow = {
  id: string;
  title: string;
  description: string | null;
  date: Date;
  label: string;
  filePath: string;
  thumbnailPath: string | null;
};

function toBulletin(row: BulletinRow): Bulletin {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    description: row.description ?? '',
    date: row.date.toISOString(),
    label: row.label,
    fileUrl: uploadUrl('bulletins', row.filePath),
    thumbnailUrl: row.thumbnailPath ? uploadUrl('thumbnails', row.thumbnailPath) : null,
  };
}

// Newest first: exactly the order of the (date, createdAt) index, so a page deep in the list is
// read by walking the index, with no sort. Two bulletins share both values only if uploaded in the
// same millisecond; the index still orders those (by rowid on SQLite, by heap position on
// PostgreSQL), so pages do not overlap. An `id` tie-breaker would add a sort step costing ~8x on
// page 1500 of 10,000.
const newestFirst = [{ date: 'desc' }, { createdAt: 'desc' }] as const;

/** Every bulletin, newest first (GET /api/bulletins without paging). */
export async function listBulletins(): Promise<Bulletin[]> {
  const rows = await getDb().bulletin.findMany({ orderBy: [...newestFirst], select: columns });
  return rows.map(toBulletin);
}

/** Cached until a bulletin changes: counting is the one part of a page query that grows with the table. */
function countBulletins(): Promise<number> {
  return cached('bulletins:total', [cacheTags.bulletins], () => getDb().bulletin.count());
}

/** One page of bulletins, newest first, and how many there are in all. */
export async function getBulletinsPage(
  page: number,
  limit = BULLETINS_PER_PAGE,
): Promise<BulletinPage> {
  const [rows, total] = await Promise.all([
    getDb().bulletin.findMany({
      orderBy: [...newestFirst],
      skip: (page - 1) * limit,
      take: limit,
      select: columns,
    }),
    countBulletins(),
  ]);
  return { bulletins: rows.map(toBulletin), total };
}

export async function getBulletin(id: string): Promise<Bulletin | null> {
  const row = await getDb().bulletin.findUnique({ where: { id }, select: columns });
  return row && toBulletin(row);
}

/**
 * What the file route needs to serve a bulletin's file: its type and the name it was uploaded as.
 * A stored name is `<bulletin id>.<extension>`, so this is a primary-key lookup.
 */
export async function findBulletinFile(
  storedName: string,
): Promise<{ mimeType: string; originalName: string } | null> {
  const id = /^([a-z0-9]{1,64})\.[a-z]{3,4}$/.exec(storedName)?.[1];
  if (!id) return null;
  const row = await getDb().bulletin.findUnique({
    where: { id },
    select: { filePath: true, mimeType: true, originalName: true },
  });
  return row && row.filePath === storedName
    ? { mimeType: row.mimeType, originalName: row.originalName }
    : null;
}

/**
 * Creates a bulletin from an upload already checked to be `kind`. The row is committed first and
 * the temp file renamed into place after; if the rename fails the row is removed again, so no row
 * ever outlives a failure without its file (and the caller's discard() removes the temp file).
 */
export async function createBulletin(
  fields: BulletinFields,
  file: ReceivedFile,
  kind: DocumentKind,
): Promise<Bulletin> {
  const type = DOCUMENT_TYPES[kind];
  // The id is chosen here so the stored name can carry it (see findBulletinFile); 96 random bits.
  const id = randomBytes(12).toString('hex');
  const storedName = `${id}.${type.extension}`;
  const finalPath = storedFilePath('bulletins', storedName);
  await ensureFolder('bulletins');
  const db = getDb();
  const row = await db.bulletin.create({
    data: {
      id,
      ...fields,
      filePath: storedName,
      originalName: displayName(file.clientName, `bulletin.${type.extension}`),
      mimeType: type.mime,
      size: file.size,
    },
    select: columns,
  });
  try {
    await rename(file.tempPath, finalPath);
  } catch (error) {
    await db.bulletin.delete({ where: { id: row.id } }).catch(() => {});
    throw error;
  }
  // A PDF's first page becomes its preview; on failure (null) the bulletin simply has none.
  const thumbnailPath = kind === 'pdf' ? await createPdfThumbnail(finalPath, id) : null;
  if (thumbnailPath) await setBulletinThumbnail(id, thumbnailPath);
  await invalidate(cacheTags.bulletins);
  return toBulletin({ ...row, thumbnailPath });
}

/** Changes the text fields; null when there is no such bulletin. */
export async function updateBulletin(id: string, fields: BulletinFields): Promise<Bulletin | null> {
  const { count } = await getDb().bulletin.updateMany({ where: { id }, data: fields });
  if (count === 0) return null;
  await invalidate(cacheTags.bulletins);
  return getBulletin(id);
}

/**
 * Records the stored name of a bulletin's preview image (in the `thumbnails` upload folder), for
 * whatever generates previews after an upload.
 */
export async function setBulletinThumbnail(
  id: string,
  thumbnailName: string | null,
): Promise<void> {
  await getDb().bulletin.updateMany({ where: { id }, data: { thumbnailPath: thumbnailName } });
  await invalidate(cacheTags.bulletins);
}

/** Deletes the row, then its file and preview; false when there is no such bulletin. */
export async function deleteBulletin(id: string): Promise<boolean> {
  const db = getDb();
  const row = await db.bulletin.findUnique({
    where: { id },
    select: { filePath: true, thumbnailPath: true },
  });
  if (!row) return false;
  const { count } = await db.bulletin.deleteMany({ where: { id } });
  if (count === 0) return false;
  await invalidate(cacheTags.bulletins);
  // The row goes first: a failed unlink leaves an unreferenced file, never a row without its file.
  await removeStored('bulletins', row.filePath);
  if (row.thumbnailPath) await removeStored('thumbnails', row.thumbnailPath);
  return true;
}

async function removeStored(folder: UploadFolder, name: string): Promise<void> {
  try {
    await unlink(storedFilePath(folder, name));
  } catch {
    // Already gone, or a name we never generated: nothing of ours to remove.
  }
}
