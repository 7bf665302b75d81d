import 'server-only';
import { cached, cacheTags, invalidate } from '@/lib/cache';
import { scheduleFromColumns, scheduleToColumns, type Schedule } from '@/lib/calendar/schedule';
import type { ServiceInput, ServiceUpdate } from '@/lib/validation/services';
import { getDb } from './client';

/** A service of the liturgy schedule as the API and the home page see it. */
export interface Service {
  id: string;
  title: { en: string; ua: string };
  note: { en: string; ua: string };
  dayTime: { en: string; ua: string };
  livestreamed: boolean;
  order: number;
  /** Weekdays, time and rule for calendars; null when only the text describes it. */
  schedule: Schedule | null;
}

const columns = {
  id: true,
  titleEn: true,
  titleUa: true,
  noteEn: true,
  noteUa: true,
  dayTimeEn: true,
  dayTimeUa: true,
  livestreamed: true,
  sortOrder: true,
  scheduleRule: true,
  scheduleDays: true,
  scheduleTime: true,
  scheduleWeek: true,
} as const;

type ServiceRow = {
  id: string;
  titleEn: string;
  titleUa: string;
  noteEn: string;
  noteUa: string;
  dayTimeEn: string;
  dayTimeUa: string;
  livestreamed: boolean;
  sortOrder: number;
  scheduleRule: string | null;
  scheduleDays: string;
  scheduleTime: string;
  scheduleWeek: number | null;
};

function toService(row: ServiceRow): Service {
  return {
    id: row.id,
    title: { en: row.titleEn, ua: row.titleUa },
    note: { en: row.noteEn, ua: row.noteUa },
    dayTime: { en: row.dayTimeEn, ua: row.dayTimeUa },
    livestreamed: row.livestreamed,
    order: row.sortOrder,
    schedule: scheduleFromColumns(row),
  };
}

function toRow(input: ServiceUpdate) {
  return {
    ...(input.title && { titleEn: input.title.en, titleUa: input.title.ua }),
    ...(input.note && { noteEn: input.note.en, noteUa: input.note.ua }),
    ...(input.dayTime && { dayTimeEn: input.dayTime.en, dayTimeUa: input.dayTime.ua }),
    ...(input.livestreamed !== undefined && { livestreamed: input.livestreamed }),
    ...(input.order !== undefined && { sortOrder: input.order }),
    ...(input.schedule !== undefined && scheduleToColumns(input.schedule)),
  };
}

const scheduleOrder = [{ sortOrder: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }] as const;

/** The schedule in order, uncached. */
export async function listServices(): Promise<Service[]> {
  const rows = await getDb().service.findMany({ orderBy: [...scheduleOrder], select: columns });
  return rows.map(toService);
}

/** The schedule for the home page, cached until a service changes. */
export function getServices(): Promise<Service[]> {
  return cached('services', [cacheTags.services], listServices);
}

export async function getService(id: string): Promise<Service | null> {
  const row = await getDb().service.findUnique({ where: { id }, select: columns });
  return row && toService(row);
}

export async function createService(input: ServiceInput): Promise<Service> {
  const db = getDb();
  const order =
    input.order ??
    ((await db.service.aggregate({ _max: { sortOrder: true } }))._max.sortOrder ?? -1) + 1;
  const row = await db.service.create({
    data: {
      titleEn: input.title.en,
      titleUa: input.title.ua,
      noteEn: input.note.en,
      noteUa: input.note.ua,
      dayTimeEn: input.dayTime.en,
      dayTimeUa: input.dayTime.ua,
      livestreamed: input.livestreamed,
      sortOrder: order,
      ...scheduleToColumns(input.schedule),
    },
    select: columns,
  });
  await invalidate(cacheTags.services);
  return toService(row);
}

/** Changes the given fields; null when there is no such service. */
export async function updateService(id: string, input: ServiceUpdate): Promise<Service | null> {
  const { count } = await getDb().service.updateMany({ where: { id }, data: toRow(input) });
  if (count === 0) return null;
  await invalidate(cacheTags.services);
  return getService(id);
}

export async function deleteService(id: string): Promise<boolean> {
  const { count } = await getDb().service.deleteMany({ where: { id } });
  if (count > 0) await invalidate(cacheTags.services);
  return count > 0;
}
