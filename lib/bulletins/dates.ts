import { addDays, dateInZone, weekdayOf, type PlainDate } from '@/lib/schedule/dates';

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD`, the value of a date input. */
export function isoDay(date: PlainDate): string {
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

/**
 * The date a new bulletin is most likely for: the coming Sunday, or today when today is Sunday,
 * as a calendar day in the parish's time zone (late on Saturday evening in Toronto it is already
 * Sunday in UTC, and the bulletin is still for tomorrow's liturgy).
 */
export function comingSunday(now: Date, timeZone: string): string {
  const today = dateInZone(now, timeZone);
  return isoDay(addDays(today, (7 - weekdayOf(today)) % 7));
}
