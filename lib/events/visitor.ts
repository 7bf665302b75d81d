import 'server-only';
import { Temporal } from 'temporal-polyfill';
import { asDateChange, type ParishEvent } from './columns';
import { readCalendarContext } from './data';
import { expandEvent, type ExpandedDate } from './expand';
import { addDays } from './local-time';

// What the visitor's pages ask of one event, and the bounds of the calendar they may walk.

/** Month pages further than this from today answer 404: crawlers cannot walk an endless calendar. */
export const MONTHS_REACHABLE = 24;
/** What's on: the next 90 days. */
export const UPCOMING_DAYS = 90;
export const UPCOMING_PAGE_SIZE = 20;

export async function datesAhead(
  event: ParishEvent,
  from: string,
  count: number,
  days = 400,
): Promise<ExpandedDate[]> {
  const { church, timeZone } = await readCalendarContext();
  return expandEvent(
    event,
    event.changes.map(asDateChange),
    from,
    addDays(from, days),
    church,
    timeZone,
  ).slice(0, count);
}

/** The event's date as the rule gives it, with its change; null when it has no such date. */
export async function dateOn(event: ParishEvent, date: string): Promise<ExpandedDate | null> {
  const { church, timeZone } = await readCalendarContext();
  const dates = expandEvent(event, event.changes.map(asDateChange), date, date, church, timeZone);
  return dates.find((occurrence) => occurrence.date === date) ?? null;
}

/** Whether /events/{year}/{month} is a month page: a real month within reach of today. */
export function monthWithinReach(year: number, month: number, today: string): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) return false;
  const now = Temporal.PlainDate.from(today);
  const distance = (year - now.year) * 12 + (month - now.month);
  return Math.abs(distance) <= MONTHS_REACHABLE;
}

/** The first and last day of a month, YYYY-MM-DD. */
export function monthBounds(year: number, month: number): { first: string; last: string } {
  const first = Temporal.PlainDate.from({ year, month, day: 1 });
  return {
    first: first.toString(),
    last: first.add({ months: 1 }).subtract({ days: 1 }).toString(),
  };
}
