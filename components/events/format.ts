import type { ExpandedDate } from '@/lib/events/expand';

// Dates and times of events as the reader's language writes them, in the site's time zone:
// «неділя, 12 квітня» (the genitive, as Intl writes a day with its month), "Sunday, April 12".
// Headings of a month use the nominative («квітень 2026 р.»), which Intl gives a month alone.

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * One formatter per language, zone and options: making an Intl.DateTimeFormat costs far more
 * than formatting with it (a month of 200 weekly series is thousands of times; the CPU profile of
 * its first render was mostly these constructors).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
export function formatter(locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) formatters.set(key, (made = new Intl.DateTimeFormat(locale, options)));
  return made;
}

export interface EventFormat {
  locale: string;
  timeZone: string;
}

export function dayText(date: string, { locale }: EventFormat, year = false): string {
  return formatter(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(year && { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(utc(date));
}

export function monthText(year: number, month: number, { locale }: EventFormat): string {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  return formatter(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utc(first));
}

export function weekdayNames(locale: string, firstDay: number): { short: string; long: string }[] {
  // 2026-03-01 is a Sunday; ISO day numbers: Monday 1 … Sunday 7.
  return Array.from({ length: 7 }, (_, index) => {
    const iso = ((firstDay - 1 + index) % 7) + 1;
    const date = utc(`2026-03-0${(iso % 7) + 1}`);
    const format = (weekday: 'short' | 'long') =>
      formatter(locale, { weekday, timeZone: 'UTC' }).format(date);
    return { short: format('short'), long: format('long') };
  });
}

/** Monday 1 … Sunday 7: the day a week starts on in this language's region. */
export function firstDayOfWeek(locale: string): number {
  const info = new Intl.Locale(locale) as Intl.Locale & {
    weekInfo?: { firstDay: number };
    getWeekInfo?: () => { firstDay: number };
  };
  return info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay ?? 1;
}

/** "10:00 AM – 11:30 AM" / «10:00–11:30», or null for an all-day date. */
export function timeRange(
  occurrence: ExpandedDate,
  { locale, timeZone }: EventFormat,
): string | null {
  if (occurrence.localStart.length === 10) return null;
  const format = formatter(locale, { hour: 'numeric', minute: '2-digit', timeZone });
  const start = new Date(occurrence.start);
  const end = new Date(occurrence.end);
  if (occurrence.localEnd.slice(0, 10) !== occurrence.localStart.slice(0, 10)) {
    const long = formatter(locale, {
      day: 'numeric',
      month: 'long',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    });
    return long.formatRange(start, end);
  }
  return format.formatRange(start, end);
}

/** The last day of an all-day date that runs several days, else null. */
export function allDayEnd(occurrence: ExpandedDate, format: EventFormat): string | null {
  if (occurrence.localStart.length !== 10 || occurrence.localEnd === occurrence.localStart)
    return null;
  return dayText(occurrence.localEnd, format);
}
