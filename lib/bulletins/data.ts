import 'server-only';
import { cacheFor, cacheTags, invalidate, invalidateOutsideRequest } from '@/lib/cache';
import { uploadUrl } from '@/lib/storage/paths';
import type { BulletinFields } from '@/lib/bulletins/schemas';
import { readTranslations, type BulletinTranslations } from '@/lib/bulletins/translations';
import {
  cacheForWindow,
  isPublished,
  visibleWhere,
  visibilityWindow,
} from '@/lib/bulletins/visibility';
import { getDb } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/types';

// Bulletin rows only; their files are stored and removed by lib/bulletins.

/**
 * A bulletin as the API shows it; `_id` is the specification's name for `id`. The specification's
 * title, description and label are the default language's; `translations` holds the others.
 */
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
  /** Every other language's title, description and label ('' = as in the default language). */
  translations: BulletinTranslations;
  /** ISO time from which visitors see it; null = at once. */
  publishAt: string | null;
  /** Its publish time is still ahead: only administrators see it (marked 'Scheduled'). */
  scheduled: boolean;
}

/** Who is reading: visitors never see a scheduled bulletin, administrators see every one. */
export type Audience = 'visitors' | 'staff';

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
  translations: true,
  publishAt: true,
} satisfies Prisma.BulletinSelect;

type BulletinRow = Prisma.BulletinGetPayload<{ select: typeof columns }>;

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
    translations: readTranslations(row.translations),
    publishAt: row.publishAt?.toISOString() ?? null,
    scheduled: !isPublished(row.publishAt),
  };
}

// Newest first: exactly the order of the (date, createdAt) index, so a page deep in the list is
// read by walking the index, with no sort. Two bulletins share both values only if uploaded in the
// same millisecond; the index still orders those (by rowid on SQLite, by heap position on
// PostgreSQL), so pages do not overlap. An `id` tie-breaker would add a sort step costing ~8x on
// page 1500 of 10,000.
const newestFirst = [{ date: 'desc' }, { createdAt: 'desc' }] as const;

/** Every bulletin the audience may see, newest first (GET /api/bulletins without paging). */
export async function listBulletins(audience: Audience): Promise<Bulletin[]> {
  const where = audience === 'staff' ? {} : visibleWhere(await visibilityWindow());
  const rows = await getDb().bulletin.findMany({
    where,
    orderBy: [...newestFirst],
    select: columns,
  });
  return rows.map(toBulletin);
}

/** Cached until a bulletin changes: counting is the one part of a page query that grows with the table. */
async function countBulletins(audience: Audience): Promise<number> {
  return audience === 'staff'
    ? countAllBulletins()
    : countVisibleBulletins((await visibilityWindow()).key);
}

async function countAllBulletins(): Promise<number> {
  'use cache';
  cacheFor([cacheTags.bulletins]);
  return getDb().bulletin.count();
}

/** How many bulletins visitors see in a visibility window (lib/bulletins/visibility.ts). */
async function countVisibleBulletins(windowKey: string): Promise<number> {
  'use cache';
  return getDb().bulletin.count({ where: cacheForWindow(windowKey) });
}

/**
 * A page of the bulletins visitors see (the archive pages, the home page's newest), cached until a
 * bulletin changes or a scheduled one's time comes.
 */
export async function getVisibleBulletinsPage(
  page: number,
  limit = BULLETINS_PER_PAGE,
): Promise<BulletinPage> {
  return visibleBulletinsPage(page, limit, (await visibilityWindow()).key);
}

async function visibleBulletinsPage(
  page: number,
  limit: number,
  windowKey: string,
): Promise<BulletinPage> {
  'use cache';
  const [rows, total] = await Promise.all([
    getDb().bulletin.findMany({
      where: cacheForWindow(windowKey),
      orderBy: [...newestFirst],
      skip: (page - 1) * limit,
      take: limit,
      select: columns,
    }),
    countVisibleBulletins(windowKey),
  ]);
  return { bulletins: rows.map(toBulletin), total };
}

/** One page of the bulletins the audience may see, newest first, and how many there are in all. */
export async function getBulletinsPage(
  page: number,
  limit = BULLETINS_PER_PAGE,
  audience: Audience = 'visitors',
): Promise<BulletinPage> {
  const where = audience === 'staff' ? {} : visibleWhere(await visibilityWindow());
  const [rows, total] = await Promise.all([
    getDb().bulletin.findMany({
      where,
      orderBy: [...newestFirst],
      skip: (page - 1) * limit,
      take: limit,
      select: columns,
    }),
    countBulletins(audience),
  ]);
  return { bulletins: rows.map(toBulletin), total };
}

export async function getBulletin(id: string): Promise<Bulletin | null> {
  const row = await getDb().bulletin.findUnique({ where: { id }, select: columns });
  return row && toBulletin(row);
}

/**
 * What the file route needs to serve a bulletin's file: its type and the name it was uploaded as.
 * A stored name is `<bulletin id>.<extension>`, or `<bulletin id>-<random>.<extension>` for a
 * replaced file, so this is a primary-key lookup.
 */
export async function findBulletinFile(
  storedName: string,
): Promise<{ mimeType: string; originalName: string } | null> {
  const id = /^([a-z0-9]{1,64})(?:-[a-z0-9]{1,32})?\.[a-z]{3,4}$/.exec(storedName)?.[1];
  if (!id) return null;
  const row = await getDb().bulletin.findUnique({
    where: { id },
    select: { filePath: true, mimeType: true, originalName: true },
  });
  return row && row.filePath === storedName
    ? { mimeType: row.mimeType, originalName: row.originalName }
    : null;
}

/** What a new bulletin's row holds besides its text fields. */
export interface BulletinFileFields {
  id: string;
  /** Stored name in the `bulletins` folder. */
  filePath: string;
  originalName: string;
  mimeType: string;
  size: number;
  /** Stored name in the `thumbnails` folder, NO_THUMBNAIL, or null (not tried yet). */
  thumbnailPath: string | null;
}

/**
 * thumbnailPath of a PDF whose preview could not be rendered (damaged, encrypted): unlike null
 * ("not rendered yet", see listPdfBulletinsWithoutThumbnail), it is not tried again at start-up.
 */
export const NO_THUMBNAIL = '';

/** Commits a bulletin whose file (and preview) are already stored. */
export async function insertBulletin(
  fields: BulletinFields,
  file: BulletinFileFields,
): Promise<Bulletin> {
  const row = await getDb().bulletin.create({ data: { ...fields, ...file }, select: columns });
  await invalidate(cacheTags.bulletins);
  return toBulletin(row);
}

/**
 * Points a bulletin at its new file (already stored, with its preview) and forgets the old file's
 * text; answers the old stored names for removal, or null when there is no such bulletin.
 */
export async function swapBulletinFile(
  id: string,
  file: Omit<BulletinFileFields, 'id'>,
): Promise<{ filePath: string; thumbnailPath: string | null } | null> {
  const db = getDb();
  const old = await db.bulletin.findUnique({
    where: { id },
    select: { filePath: true, thumbnailPath: true },
  });
  if (!old) return null;
  const { count } = await db.bulletin.updateMany({
    where: { id },
    data: { ...file, textContent: null },
  });
  if (count === 0) return null;
  await invalidate(cacheTags.bulletins);
  return old;
}

/** Changes the text fields; null when there is no such bulletin. */
export async function updateBulletinRow(
  id: string,
  fields: BulletinFields,
): Promise<Bulletin | null> {
  const { count } = await getDb().bulletin.updateMany({ where: { id }, data: fields });
  if (count === 0) return null;
  await invalidate(cacheTags.bulletins);
  return getBulletin(id);
}

/**
 * Records the stored name of a bulletin's preview image (or NO_THUMBNAIL). The start-up repair's
 * write (lib/bulletins/repair-thumbnails.ts), outside any request.
 */
export async function setBulletinThumbnail(id: string, thumbnailName: string): Promise<void> {
  await getDb().bulletin.updateMany({ where: { id }, data: { thumbnailPath: thumbnailName } });
  await invalidateOutsideRequest(cacheTags.bulletins);
}

/** PDF bulletins whose preview was never rendered: rows from before previews, or a crash. */
export function listPdfBulletinsWithoutThumbnail(): Promise<{ id: string; filePath: string }[]> {
  return getDb().bulletin.findMany({
    where: { mimeType: 'application/pdf', thumbnailPath: null },
    select: { id: true, filePath: true },
  });
}

/** Deletes the row and answers the stored names it held; null when there is no such bulletin. */
export async function deleteBulletinRow(
  id: string,
): Promise<{ filePath: string; thumbnailPath: string | null } | null> {
  const db = getDb();
  const row = await db.bulletin.findUnique({
    where: { id },
    select: { filePath: true, thumbnailPath: true },
  });
  if (!row) return null;
  const { count } = await db.bulletin.deleteMany({ where: { id } });
  if (count === 0) return null;
  await invalidate(cacheTags.bulletins);
  return row;
}

/** Bulletins dated between two days (inclusive) visible at `now`, uncached (the weekly digest). */
export async function listPublishedBulletinsDated(from: string, to: string, now = new Date()) {
  const date = { gte: new Date(`${from}T00:00:00Z`), lte: new Date(`${to}T23:59:59.999Z`) };
  const rows = await getDb().bulletin.findMany({
    where: { date, OR: [{ publishAt: null }, { publishAt: { lte: now } }] },
    orderBy: [...newestFirst],
    select: columns,
  });
  return rows.map(toBulletin);
}
