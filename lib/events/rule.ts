import { RRuleTemporal } from 'rrule-temporal';
import { Temporal } from 'temporal-polyfill';

// The recurrence rules staff may give (RFC 5545 RRULE without DTSTART): the parts a parish needs
// and the dashboard can say in words. Expanding them is rrule-temporal's job, on Temporal, so
// every occurrence is a wall-clock time in the site's zone, right across DST changes.

export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

/** Finer ones (HOURLY, MINUTELY, SECONDLY) are refused: no parish event repeats within a day, and
 * a rule with no end that repeats every minute would be millions of dates. */
export const FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

const PARTS = ['FREQ', 'INTERVAL', 'COUNT', 'UNTIL', 'BYDAY', 'BYMONTHDAY', 'BYMONTH', 'WKST'];
export const MAX_COUNT = 1000;

export interface RuleParts {
  freq: Frequency;
  interval: number;
  count?: number;
  /** The last date it may fall on, YYYY-MM-DD (UNTIL is a date: "until 30 June 2027"). */
  until?: string;
  /** [ordinal or 0, weekday]: 1SU → [1, 'SU'], -1FR → [-1, 'FR'], SU → [0, 'SU']. */
  byDay: [number, WeekdayCode][];
  byMonthDay: number[];
  byMonth: number[];
}

export class RuleError extends Error {}

const ints = (value: string, min: number, max: number, name: string) =>
  value.split(',').map((part) => {
    const number = Number(part);
    if (!/^-?\d+$/.test(part) || number < min || number > max || number === 0) {
      throw new RuleError(`${name} has a value out of range: ${part}`);
    }
    return number;
  });

/** Parses and checks a rule; RuleError says what is wrong in words. */
export function parseRule(text: string): RuleParts {
  const source = text
    .trim()
    .replace(/^RRULE:/i, '')
    .toUpperCase();
  const map = new Map<string, string>();
  for (const part of source.split(';').filter(Boolean)) {
    const [key, value] = part.split('=') as [string, string | undefined];
    if (!PARTS.includes(key)) throw new RuleError(`${key} is not supported`);
    if (!value || map.has(key)) throw new RuleError(`${key} is empty or given twice`);
    map.set(key, value);
  }
  const freq = map.get('FREQ');
  if (!freq) throw new RuleError('FREQ is required');
  if (!(FREQUENCIES as readonly string[]).includes(freq)) {
    throw new RuleError(
      'Events repeat daily at most often (FREQ=DAILY, WEEKLY, MONTHLY or YEARLY)',
    );
  }
  if (map.has('COUNT') && map.has('UNTIL'))
    throw new RuleError('COUNT and UNTIL exclude each other');
  const until = map.get('UNTIL');
  let untilDate: string | undefined;
  if (until !== undefined) {
    const match = /^(\d{4})(\d{2})(\d{2})(T\d{6}Z?)?$/.exec(until);
    if (!match) throw new RuleError('UNTIL is a date: YYYYMMDD');
    try {
      untilDate = Temporal.PlainDate.from(
        { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) },
        { overflow: 'reject' },
      ).toString();
    } catch {
      throw new RuleError('UNTIL is not a real date');
    }
  }
  const byDay = (map.get('BYDAY')?.split(',') ?? []).map((token): [number, WeekdayCode] => {
    const match = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/.exec(token);
    const ordinal = Number(match?.[1] ?? 0);
    if (!match || Math.abs(ordinal) > 5) throw new RuleError(`BYDAY has a bad day: ${token}`);
    if (ordinal !== 0 && freq !== 'MONTHLY') {
      throw new RuleError('A numbered weekday (1SU) needs FREQ=MONTHLY');
    }
    return [ordinal, match[2] as WeekdayCode];
  });
  return {
    freq: freq as Frequency,
    interval: map.has('INTERVAL') ? ints(map.get('INTERVAL')!, 1, 99, 'INTERVAL')[0]! : 1,
    ...(map.has('COUNT') && { count: ints(map.get('COUNT')!, 1, MAX_COUNT, 'COUNT')[0]! }),
    ...(untilDate && { until: untilDate }),
    byDay,
    byMonthDay: map.has('BYMONTHDAY') ? ints(map.get('BYMONTHDAY')!, -31, 31, 'BYMONTHDAY') : [],
    byMonth: map.has('BYMONTH') ? ints(map.get('BYMONTH')!, 1, 12, 'BYMONTH') : [],
  };
}

/** The rule as stored and exported: canonical order, UNTIL as a date. */
export function formatRule(parts: RuleParts): string {
  const fields = [`FREQ=${parts.freq}`];
  if (parts.interval !== 1) fields.push(`INTERVAL=${parts.interval}`);
  if (parts.count) fields.push(`COUNT=${parts.count}`);
  if (parts.until) fields.push(`UNTIL=${parts.until.replaceAll('-', '')}`);
  if (parts.byDay.length) {
    fields.push(`BYDAY=${parts.byDay.map(([n, day]) => `${n || ''}${day}`).join(',')}`);
  }
  if (parts.byMonthDay.length) fields.push(`BYMONTHDAY=${parts.byMonthDay.join(',')}`);
  if (parts.byMonth.length) fields.push(`BYMONTH=${parts.byMonth.join(',')}`);
  return fields.join(';');
}

/**
 * The library's rule for a series starting at `dtstart`. UNTIL is given to it as the end of that
 * day in the series' zone, so a date-only "until 30 June" keeps an evening event on 30 June.
 */
export function ruleFor(parts: RuleParts, dtstart: Temporal.ZonedDateTime): RRuleTemporal {
  const { until, ...rest } = parts;
  const rruleString = formatRule({ ...rest });
  return new RRuleTemporal({
    rruleString,
    dtstart,
    ...(until && {
      until: Temporal.PlainDate.from(until).toZonedDateTime({
        timeZone: dtstart.timeZoneId,
        plainTime: '23:59:59',
      }),
    }),
    maxIterations: 100_000,
  });
}
