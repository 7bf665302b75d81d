import 'server-only';
import { cacheFor, cacheTags, invalidate } from '@/lib/cache';
import type { PerLanguage } from '@/lib/i18n/languages';
import { textPerLanguage } from '@/lib/i18n/per-language-text';
import { scheduleFromColumns, scheduleToColumns, type Schedule } from '@/lib/schedule/schedule';
import type { ServiceInput, ServiceUpdate } from '@/lib/schedule/schemas';
import { getDb } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/types';

/** A service of the liturgy schedule as the API and the home page see it. */
export interface Service {
  id: string;
  title: PerLanguage<string>;
  note: PerLanguage<string>;
  dayTime: PerLanguage<string>;
  livestreamed: boolean;
  order: number;
  /** Weekdays, time and rule for calendars; null when only the text describes it. */
  schedule: Schedule | null;
}

const columns = {
  id: true,
  title: true,
  note: true,
  dayTime: true,
  livestreamed: true,
  sortOrder: true,
  scheduleRule: true,
  scheduleDays: true,
  scheduleTime: true,
  scheduleWeek: true,
} satisfies Prisma.ServiceSelect;

type ServiceRow = Prisma.ServiceGetPayload<{ select: typeof columns }>;

function toService(row: ServiceRow): Service {
  return {
    id: row.id,
    title: textPerLanguage(row.title),
    note: textPerLanguage(row.note),
    dayTime: textPerLanguage(row.dayTime),
    livestreamed: row.livestreamed,
    order: row.sortOrder,
    schedule: scheduleFromColumns(row),
  };
}

function toRow(input: ServiceUpdate) {
  return {
    ...(input.title && { title: input.title }),
    ...(input.note && { note: input.note }),
    ...(input.dayTime && { dayTime: input.dayTime }),
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
export async function getServices(): Promise<Service[]> {
  'use cache';
  cacheFor([cacheTags.services]);
  return listServices();
}

export async function getService(id: string): Promise<Service | null> {
  const row = await getDb().service.findUnique({ where: { id }, select: columns });
  return row && toService(row);
}

export async function insertService(input: ServiceInput): Promise<Service> {
  const db = getDb();
  const order =
    input.order ??
    ((await db.service.aggregate({ _max: { sortOrder: true } }))._max.sortOrder ?? -1) + 1;
  const row = await db.service.create({
    data: {
      title: input.title,
      note: input.note,
      dayTime: input.dayTime,
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
export async function updateServiceRow(id: string, input: ServiceUpdate): Promise<Service | null> {
  const { count } = await getDb().service.updateMany({ where: { id }, data: toRow(input) });
  if (count === 0) return null;
  await invalidate(cacheTags.services);
  return getService(id);
}

export async function deleteServiceRow(id: string): Promise<boolean> {
  const { count } = await getDb().service.deleteMany({ where: { id } });
  if (count > 0) await invalidate(cacheTags.services);
  return count > 0;
}

/** When the liturgy schedule last changed (the sitemap's lastmod); null when it has no service. */
export async function scheduleChangedAt(): Promise<Date | null> {
  const { _max } = await getDb().service.aggregate({ _max: { updatedAt: true } });
  return _max.updatedAt;
}
