import 'server-only';
import { Temporal } from 'temporal-polyfill';
import { getDatedEvents, readCalendarContext } from './data';
import { addDays, todayIn } from './local-time';

/** The sitemap's share of the calendar: What's on, the next 12 months, each event and its dates. */
export async function eventPaths(): Promise<string[]> {
  const { timeZone } = await readCalendarContext();
  const today = todayIn(timeZone);
  const dated = await getDatedEvents(today, addDays(today, 365));
  const month = Temporal.PlainDate.from(today).toPlainYearMonth();
  const months = Array.from({ length: 12 }, (_, index) => {
    const { year, month: number } = month.add({ months: index });
    return `/events/${year}/${number}`;
  });
  const events = [...new Set(dated.map(({ event }) => `/events/${event.slug}`))];
  const dates = dated.map(({ event, occurrence }) => `/events/${event.slug}/${occurrence.date}`);
  return ['/events', ...months, ...events, ...dates];
}
