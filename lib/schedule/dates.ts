import { WEEKDAYS, type Schedule } from './schedule';

// Calendar arithmetic on plain dates (year, month, day) and wall-clock times in a named time zone,
// with Intl as the only source of time-zone rules.

export interface PlainDate {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
}

const dayMs = 86_400_000;

export function addDays(date: PlainDate, days: number): PlainDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * dayMs);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function weekdayOf(date: PlainDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

// Building an Intl formatter costs far more than using one: one per zone and purpose, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'date' | 'offset', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind}:${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      'en-US',
      kind === 'date'
        ? { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }
        : { timeZone, timeZoneName: 'longOffset' },
    );
    formatters.set(key, format);
  }
  return format;
}

/** The date an instant falls on in a time zone. */
export function dateInZone(instant: Date, timeZone: string): PlainDate {
  const parts = formatter('date', timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** The zone's offset from UTC at an instant, in minutes (east positive). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const name =
    formatter('offset', timeZone)
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d\d):(\d\d)/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The instant of a wall-clock time on a date in a zone (the earlier one if it occurs twice). */
export function zonedInstant(date: PlainDate, time: string, timeZone: string): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, hours, minutes);
  // Two passes settle the offset across a transition between the guess and the answer.
  let instant = asUtc - offsetMinutes(new Date(asUtc), timeZone) * 60_000;
  instant = asUtc - offsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(instant);
}

/** Whether a date is one of the schedule's days (and, monthly, the right week of its month). */
export function occursOn(schedule: Schedule, date: PlainDate): boolean {
  if (!schedule.days.includes(WEEKDAYS[weekdayOf(date)]!)) return false;
  if (schedule.rule === 'weekly') return true;
  const week = schedule.week ?? 1;
  if (week === -1) return date.day + 7 > daysInMonth(date.year, date.month);
  return Math.ceil(date.day / 7) === week;
}

/** The first date on or after `from` on which the schedule occurs (within about a year). */
export function firstOccurrence(schedule: Schedule, from: PlainDate): PlainDate | null {
  for (let offset = 0; offset < 400; offset += 1) {
    const date = addDays(from, offset);
    if (occursOn(schedule, date)) return date;
  }
  return null;
}

/** The next `count` start instants at or after `after`. */
export function nextOccurrences(
  schedule: Schedule,
  timeZone: string,
  after: Date,
  count: number,
): Date[] {
  const found: Date[] = [];
  let date = dateInZone(after, timeZone);
  for (let step = 0; step < 800 && found.length < count; step += 1, date = addDays(date, 1)) {
    if (!occursOn(schedule, date)) continue;
    const start = zonedInstant(date, schedule.time, timeZone);
    if (start >= after) found.push(start);
  }
  return found;
}

/** An ISO 8601 local date-time with the zone's offset at that instant: 2026-11-29T09:30:00-05:00. */
export function isoInZone(instant: Date, timeZone: string): string {
  const offset = offsetMinutes(instant, timeZone);
  const local = new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
