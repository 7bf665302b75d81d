import { Temporal } from 'temporal-polyfill';

// An event's times are wall-clock times in the site's time zone, written as the API writes them:
// "2026-04-12T10:00", or "2026-04-12" for an all-day event. These helpers turn them into instants
// by RFC 5545's rules (Temporal's 'compatible': a skipped time moves forward by the gap, a repeated
// one is the first).

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const LOCAL_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** "2026-04-12T10:00" → its date and time; "2026-04-12" → its date and no time. */
export function splitLocal(value: string): {
  date: Temporal.PlainDate;
  time: Temporal.PlainTime | null;
} {
  const [date, time] = value.split('T') as [string, string | undefined];
  return {
    date: Temporal.PlainDate.from(date),
    time: time ? Temporal.PlainTime.from(time) : null,
  };
}

export function isRealDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  try {
    Temporal.PlainDate.from(value, { overflow: 'reject' });
    return true;
  } catch {
    return false;
  }
}

export function isRealLocalTime(value: string): boolean {
  if (!LOCAL_TIME_PATTERN.test(value)) return false;
  try {
    Temporal.PlainDateTime.from(value, { overflow: 'reject' });
    return true;
  } catch {
    return false;
  }
}

export function zoned(date: Temporal.PlainDate, time: Temporal.PlainTime | null, timeZone: string) {
  return date.toZonedDateTime({ timeZone, plainTime: time ?? undefined });
}

/** ISO 8601 with the zone's offset at that instant: 2026-04-12T10:00:00-05:00. */
export function withOffset(value: Temporal.ZonedDateTime): string {
  return value.toString({ timeZoneName: 'never', smallestUnit: 'second' });
}

export function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}

export function daysBetween(from: string, to: string): number {
  return Temporal.PlainDate.from(from).until(Temporal.PlainDate.from(to), { largestUnit: 'days' })
    .days;
}

/** Today's date in a time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  return Temporal.Instant.fromEpochMilliseconds(now.getTime())
    .toZonedDateTimeISO(timeZone)
    .toPlainDate()
    .toString();
}
