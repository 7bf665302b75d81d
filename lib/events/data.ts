import 'server-only';
import { getDb } from '@/lib/db/client';
import { cacheFor, cacheTags, LIFETIME_SECONDS } from '@/lib/cache';
import { getSettings, readSettings } from '@/lib/settings/data';
import type { PerLanguage } from '@/lib/i18n/languages';
import type { ChurchCalendar } from './church-calendar';
import {
  asDateChange,
  categoryColumns,
  eventColumns,
  toCategory,
  toEvent,
  type Category,
  type ParishEvent,
} from './columns';
import { expandEvent, type ExpandedDate } from './expand';

// The domain's readers. Visitors' pages read through the `'use cache'` ones (tagged `events` and
// `settings`: the time zone and the Church's calendar shape every date); the API's staff reads and
// the write commands read the database directly.

/** One date of an event, as GET /api/events answers it. */
export interface Occurrence {
  eventId: string;
  slug: string;
  date: string;
  start: string;
  end: string;
  allDay: boolean;
  title: PerLanguage<string>;
  category: string;
  cancelled: boolean;
  changed: boolean;
}

export interface CalendarContext {
  timeZone: string;
  church: ChurchCalendar;
}

export interface WindowOptions {
  category?: string;
  /** Staff asking with ?draft=1: drafts too. */
  drafts?: boolean;
}

export async function readCalendarContext(cached = true): Promise<CalendarContext> {
  const settings = cached ? await getSettings() : await readSettings();
  return {
    timeZone: settings.timeZone,
    church: { paschalion: settings.paschalion, feastStyle: settings.feastStyle },
  };
}

/** The soonest time a scheduled event is due, or null when none is scheduled. */
export async function nextScheduledEventTime(): Promise<Date | null> {
  const next = await getDb().event.findFirst({
    where: { status: 'draft', publishAt: { not: null } },
    orderBy: { publishAt: 'asc' },
    select: { publishAt: true },
  });
  return next?.publishAt ?? null;
}

/**
 * How long visitors' cached reads of events may live: until the next scheduled event is due (a
 * second while one is due and waits for the job). Outside a request the job can expire only the
 * shared caches (lib/cache), so on one instance without Redis the in-process copies of the pages
 * end by themselves when it is time: Next lowers a static page's `revalidate` to the shortest
 * lifetime among its cached reads.
 */
export async function eventsCacheLifetime(now = Date.now()): Promise<number> {
  const next = await nextScheduledEventTime();
  if (!next) return LIFETIME_SECONDS;
  const seconds = Math.ceil((next.getTime() - now) / 1000);
  return Math.max(1, Math.min(LIFETIME_SECONDS, seconds));
}

export async function readCategories(): Promise<Category[]> {
  const rows = await getDb().eventCategory.findMany({
    select: categoryColumns,
    orderBy: [{ sortOrder: 'asc' }, { slug: 'asc' }],
  });
  return rows.map(toCategory);
}

export async function getCategories(): Promise<Category[]> {
  'use cache';
  cacheFor([cacheTags.events]);
  return readCategories();
}

export async function readEvent(id: string): Promise<ParishEvent | null> {
  const row = await getDb().event.findUnique({ where: { id }, select: eventColumns });
  return row && toEvent(row);
}

/** A published event by its address, for visitors; null for a draft or none. */
export async function getPublishedEvent(slug: string): Promise<ParishEvent | null> {
  'use cache';
  cacheFor([cacheTags.events], await eventsCacheLifetime());
  const row = await getDb().event.findFirst({
    where: { slug, status: 'published' },
    select: eventColumns,
  });
  return row && toEvent(row);
}

/** The events whose dates can fall between two dates (firstDate/lastDate bound them). */
export async function readEventsTouching(
  from: string,
  to: string,
  options: WindowOptions = {},
): Promise<ParishEvent[]> {
  const rows = await getDb().event.findMany({
    where: {
      ...(options.drafts ? {} : { status: 'published' }),
      ...(options.category ? { category: { slug: options.category } } : {}),
      firstDate: { lte: to },
      OR: [{ lastDate: null }, { lastDate: { gte: from } }],
    },
    select: eventColumns,
  });
  return rows.map(toEvent);
}

export interface DatedEvent {
  event: ParishEvent;
  occurrence: ExpandedDate;
}

/** Every date of the events between two dates (inclusive), sorted by start. */
export function expandAll(
  events: ParishEvent[],
  from: string,
  to: string,
  context: CalendarContext,
): DatedEvent[] {
  return events
    .flatMap((event) =>
      expandEvent(
        event,
        event.changes.map(asDateChange),
        from,
        to,
        context.church,
        context.timeZone,
      ).map((occurrence) => ({ event, occurrence })),
    )
    .sort(
      (a, b) =>
        a.occurrence.sortKey - b.occurrence.sortKey || a.event.slug.localeCompare(b.event.slug),
    );
}

export function toOccurrence({ event, occurrence }: DatedEvent): Occurrence {
  return {
    eventId: event.id,
    slug: event.slug,
    date: occurrence.date,
    start: occurrence.start,
    end: occurrence.end,
    allDay: event.allDay,
    title: event.title,
    category: event.category,
    cancelled: occurrence.cancelled,
    changed: occurrence.changed,
  };
}

/** GET /api/events for staff with ?draft=1: uncached, drafts included. */
export async function readOccurrences(
  from: string,
  to: string,
  options: WindowOptions,
): Promise<Occurrence[]> {
  const [events, context] = await Promise.all([
    readEventsTouching(from, to, options),
    readCalendarContext(false),
  ]);
  return expandAll(events, from, to, context).map(toOccurrence);
}

/** The published dates between two dates, for visitors' pages and the public API. */
export async function getDatedEvents(
  from: string,
  to: string,
  category = '',
): Promise<DatedEvent[]> {
  'use cache';
  cacheFor([cacheTags.events, cacheTags.settings], await eventsCacheLifetime());
  const [events, context] = await Promise.all([
    readEventsTouching(from, to, { category: category || undefined }),
    readCalendarContext(),
  ]);
  return expandAll(events, from, to, context);
}

export async function getOccurrences(from: string, to: string, category = '') {
  return (await getDatedEvents(from, to, category)).map(toOccurrence);
}

/** Every event, drafts too, soonest first: the dashboard's list (uncached, so staff see their change). */
export async function readAllEvents(): Promise<ParishEvent[]> {
  const rows = await getDb().event.findMany({
    select: eventColumns,
    orderBy: [{ firstDate: 'asc' }, { slug: 'asc' }],
  });
  return rows.map(toEvent);
}
