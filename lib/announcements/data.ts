import 'server-only';
import { cacheFor, cacheTags, invalidate } from '@/lib/cache';
import type { PerLanguage } from '@/lib/i18n/languages';
import { textPerLanguage } from '@/lib/i18n/per-language-text';
import type { AnnouncementInput, AnnouncementUpdate } from '@/lib/announcements/schemas';
import { getDb } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/types';

/** An announcement ('Latest Updates') as the API, the home page and the dashboard see it. */
export interface Announcement {
  id: string;
  title: PerLanguage<string>;
  subtitle: PerLanguage<string>;
  body: PerLanguage<string>;
  imageUrl: string | null;
  published: boolean;
  /** The day, YYYY-MM-DD. */
  date: string;
  /** Null while it follows the date order; a number once staff have moved it (lower first). */
  sortOrder: number | null;
}

const columns = {
  id: true,
  title: true,
  subtitle: true,
  body: true,
  imageUrl: true,
  published: true,
  date: true,
  sortOrder: true,
} satisfies Prisma.AnnouncementSelect;

type AnnouncementRow = Prisma.AnnouncementGetPayload<{ select: typeof columns }>;

function toAnnouncement(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    title: textPerLanguage(row.title),
    subtitle: textPerLanguage(row.subtitle),
    body: textPerLanguage(row.body),
    imageUrl: row.imageUrl,
    published: row.published,
    date: row.date.toISOString().slice(0, 10),
    sortOrder: row.sortOrder,
  };
}

const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

function toRow(input: AnnouncementUpdate) {
  return {
    ...(input.title && { title: input.title }),
    ...(input.subtitle && { subtitle: input.subtitle }),
    ...(input.body && { body: input.body }),
    ...(input.imageUrl !== undefined && { imageUrl: input.imageUrl }),
    ...(input.published !== undefined && { published: input.published }),
    ...(input.date !== undefined && { date: dayOf(input.date) }),
    ...(input.sortOrder !== undefined && { sortOrder: input.sortOrder }),
  };
}

// Pinned ones first (nulls last on both databases), then newest first; the id breaks exact ties
// so that the order never changes between two reads.
const displayOrder = [
  { sortOrder: { sort: 'asc', nulls: 'last' } },
  { date: 'desc' },
  { createdAt: 'desc' },
  { id: 'desc' },
] as const;

/** Every announcement, unpublished too, in display order, uncached (the dashboard). */
export async function listAllAnnouncements(): Promise<Announcement[]> {
  const rows = await getDb().announcement.findMany({
    orderBy: [...displayOrder],
    select: columns,
  });
  return rows.map(toAnnouncement);
}

/** What visitors may see, in display order, uncached. */
export async function listPublishedAnnouncements(): Promise<Announcement[]> {
  const rows = await getDb().announcement.findMany({
    where: { published: true },
    orderBy: [...displayOrder],
    select: columns,
  });
  return rows.map(toAnnouncement);
}

/** The published announcements for visitors (home page, public API), cached until one changes. */
export async function getPublishedAnnouncements(): Promise<Announcement[]> {
  'use cache';
  cacheFor([cacheTags.announcements]);
  return listPublishedAnnouncements();
}

export async function getAnnouncement(id: string): Promise<Announcement | null> {
  const row = await getDb().announcement.findUnique({ where: { id }, select: columns });
  return row && toAnnouncement(row);
}

/** Stores a new announcement (lib/announcements/commands.ts does the whole write). */
export async function insertAnnouncement(input: AnnouncementInput): Promise<Announcement> {
  const row = await getDb().announcement.create({
    data: {
      title: input.title,
      subtitle: input.subtitle,
      body: input.body,
      imageUrl: input.imageUrl,
      published: input.published,
      date: dayOf(input.date),
      sortOrder: input.sortOrder,
    },
    select: columns,
  });
  await invalidate(cacheTags.announcements);
  return toAnnouncement(row);
}

/** Changes the given fields; null when there is no such announcement. */
export async function updateAnnouncementRow(
  id: string,
  input: AnnouncementUpdate,
): Promise<Announcement | null> {
  const { count } = await getDb().announcement.updateMany({ where: { id }, data: toRow(input) });
  if (count === 0) return null;
  await invalidate(cacheTags.announcements);
  return getAnnouncement(id);
}

export async function deleteAnnouncementRow(id: string): Promise<boolean> {
  const { count } = await getDb().announcement.deleteMany({ where: { id } });
  if (count === 0) return false;
  await invalidate(cacheTags.announcements);
  return true;
}

/** The announcements whose picture satisfies `mentions` (where Assets finds an image still shown). */
export async function announcementsWhereImage(
  mentions: (imageUrl: string | null) => boolean,
): Promise<{ id: string; title: string }[]> {
  const rows = await getDb().announcement.findMany({
    select: { id: true, title: true, imageUrl: true },
  });
  return rows
    .filter((row) => mentions(row.imageUrl))
    .map((row) => {
      const title = row.title as Record<string, string> | null;
      return { id: row.id, title: Object.values(title ?? {})[0] ?? '' };
    });
}
