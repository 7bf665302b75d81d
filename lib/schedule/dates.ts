import { Temporal } from 'temporal-polyfill';
import { WEEKDAYS, type Schedule } from './schedule';

// Calendar arithmetic on plain dates (year, month, day) and wall-clock times in a named time zone.
// The time-zone rules and arithmetic are Temporal's (the polyfill until Node ships it), whose
// 'compatible' disambiguation is RFC 5545's: a skipped wall-clock time moves forward by the gap,
// a repeated one is its first occurrence.

export interface PlainDate {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
}

const plain = (date: PlainDate) => Temporal.PlainDate.from(date);
const fromPlain = ({ year, month, day }: Temporal.PlainDate): PlainDate => ({ year, month, day });

export function addDays(date: PlainDate, days: number): PlainDate {
  return fromPlain(plain(date).add({ days }));
}

/** Sunday = 0, as getUTCDay() and WEEKDAYS count. */
export function weekdayOf(date: PlainDate): number {
  return plain(date).dayOfWeek % 7;
}

export function daysInMonth(year: number, month: number): number {
  return Temporal.PlainYearMonth.from({ year, month }).daysInMonth;
}

const inZone = (instant: Date, timeZone: string) =>
  Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(timeZone);

/** The date an instant falls on in a time zone. */
export function dateInZone(instant: Date, timeZone: string): PlainDate {
  return fromPlain(inZone(instant, timeZone).toPlainDate());
}

/** The zone's offset from UTC at an instant, in minutes (east positive). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  return inZone(instant, timeZone).offsetNanoseconds / 60e9;
}

/** The wall-clock time `time` (HH:MM) on a date, as a zoned date-time by RFC 5545's rules. */
export function zonedDateTime(
  date: PlainDate,
  time: string,
  timeZone: string,
  disambiguation: 'compatible' | 'earlier' | 'later' = 'compatible',
): Temporal.ZonedDateTime {
  return plain(date)
    .toPlainDateTime(Temporal.PlainTime.from(time))
    .toZonedDateTime(timeZone, { disambiguation });
}

/**
 * The instant of a wall-clock time on a date in a zone: a time the clocks skip moves forward by
 * the gap, a time they repeat is the first one (RFC 5545 3.3.5, as calendar clients read it).
 */
export function zonedInstant(date: PlainDate, time: string, timeZone: string): Date {
  return new Date(zonedDateTime(date, time, timeZone).epochMilliseconds);
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
  return inZone(instant, timeZone).toString({ timeZoneName: 'never', smallestUnit: 'second' });
}
