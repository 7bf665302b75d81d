import type { Prisma } from '@/lib/db/generated/sqlite/client';
import type { TiptapDoc } from '@/lib/rich-text/default-doc';
import { perLanguage, type PerLanguage } from '@/lib/i18n/languages';
import type { DateChange, EventTiming, Repeat } from './expand';

// The rows this domain reads, derived from the schema, and their API shapes.

export const categoryColumns = {
  id: true,
  slug: true,
  name: true,
  sortOrder: true,
} satisfies Prisma.EventCategorySelect;
export type CategoryRow = Prisma.EventCategoryGetPayload<{ select: typeof categoryColumns }>;

export const changeColumns = {
  date: true,
  cancelled: true,
  reason: true,
  note: true,
  start: true,
  end: true,
  placeName: true,
  placeAddress: true,
} satisfies Prisma.EventChangeSelect;
export type ChangeRow = Prisma.EventChangeGetPayload<{ select: typeof changeColumns }>;

export const eventColumns = {
  id: true,
  slug: true,
  title: true,
  description: true,
  category: { select: { slug: true } },
  start: true,
  end: true,
  allDay: true,
  repeat: true,
  skip: true,
  extra: true,
  placeName: true,
  placeAddress: true,
  imageUrl: true,
  livestreamUrl: true,
  status: true,
  publishAt: true,
  sequence: true,
  importUid: true,
  updatedAt: true,
  changes: { select: changeColumns, orderBy: { date: 'asc' } },
} satisfies Prisma.EventSelect;
export type EventRow = Prisma.EventGetPayload<{ select: typeof eventColumns }>;

export interface Category {
  slug: string;
  name: PerLanguage<string>;
}

export interface OccurrenceChange {
  date: string;
  cancelled: boolean;
  reason: PerLanguage<string>;
  note: PerLanguage<string>;
  start: string | null;
  end: string | null;
  place: { name: string; address: string } | null;
}

/** An event as GET /api/events/{id}, the dashboard and the visitor's pages see it. */
export interface ParishEvent extends EventTiming {
  id: string;
  slug: string;
  title: PerLanguage<string>;
  description: Partial<PerLanguage<TiptapDoc>>;
  category: string;
  place: { name: string; address: string };
  imageUrl: string | null;
  livestreamUrl: string | null;
  status: 'published' | 'draft';
  /** A draft's scheduled publishing time (ISO), or null. */
  publishAt: string | null;
  sequence: number;
  importUid: string | null;
  updatedAt: string;
  changes: OccurrenceChange[];
}

const record = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** A stored `{en, ua}` map with every configured language ('' where one has none). */
export function texts(value: unknown): PerLanguage<string> {
  const map = record(value);
  return perLanguage((code) => (typeof map[code] === 'string' ? (map[code] as string) : ''));
}

const dates = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function repeatOf(value: unknown): Repeat | null {
  const map = record(value);
  if (typeof map.rrule === 'string') return { rrule: map.rrule };
  if (typeof map.pascha === 'number') return { pascha: map.pascha };
  if (typeof map.churchDate === 'string') return { churchDate: map.churchDate };
  return null;
}

export function toCategory(row: CategoryRow): Category {
  return { slug: row.slug, name: texts(row.name) };
}

export function toChange(row: ChangeRow): OccurrenceChange {
  return {
    date: row.date,
    cancelled: row.cancelled,
    reason: texts(row.reason),
    note: texts(row.note),
    start: row.start,
    end: row.end,
    place:
      row.placeName === null && row.placeAddress === null
        ? null
        : { name: row.placeName ?? '', address: row.placeAddress ?? '' },
  };
}

export function toEvent(row: EventRow): ParishEvent {
  const description = record(row.description) as Partial<PerLanguage<TiptapDoc>>;
  return {
    id: row.id,
    slug: row.slug,
    title: texts(row.title),
    description,
    category: row.category.slug,
    start: row.start,
    end: row.end,
    allDay: row.allDay,
    repeat: repeatOf(row.repeat),
    skip: dates(row.skip),
    extra: dates(row.extra),
    place: { name: row.placeName, address: row.placeAddress },
    imageUrl: row.imageUrl,
    livestreamUrl: row.livestreamUrl,
    status: row.status === 'draft' ? 'draft' : 'published',
    publishAt: row.publishAt?.toISOString() ?? null,
    sequence: row.sequence,
    importUid: row.importUid,
    updatedAt: row.updatedAt.toISOString(),
    changes: row.changes.map(toChange),
  };
}

/** What expansion needs of a change. */
export const asDateChange = (change: OccurrenceChange): DateChange => ({
  date: change.date,
  cancelled: change.cancelled,
  start: change.start,
  end: change.end,
});
