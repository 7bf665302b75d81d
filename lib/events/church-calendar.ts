import { Temporal } from 'temporal-polyfill';

// The Church's calendar as the events need it: the date of Pascha by either Paschalion and the
// civil date of a fixed feast on either style. The computus is a few lines of arithmetic that no
// recurrence rule can express (RFC 5545 has no BYEASTER, and a Western one would be wrong for the
// Julian Paschalion), so it lives here; tests/unit/events-church-calendar.test.ts checks it against
// a published table.

export type Paschalion = 'julian' | 'gregorian';
export type FeastStyle = 'new' | 'old';

export interface ChurchCalendar {
  paschalion: Paschalion;
  feastStyle: FeastStyle;
}

export const defaultChurchCalendar: ChurchCalendar = { paschalion: 'julian', feastStyle: 'new' };

/**
 * Days the Julian calendar is behind the civil (Gregorian) one. 13 from 1 March 1900 to 28
 * February 2100; the years outside are refused by the schemas (lib/events/schemas.ts).
 */
const JULIAN_LAG_DAYS = 13;
export const CHURCH_YEARS = { first: 1901, last: 2099 } as const;

/** A Julian calendar date as a civil one (valid 1900-03-01 to 2100-02-28). */
function julianToCivil(year: number, month: number, day: number): Temporal.PlainDate {
  // The Julian and Gregorian calendars agree on month lengths in these years but for 29 February
  // of 1900, outside the range; so the Julian date is a valid ISO date and shifting it is exact.
  return Temporal.PlainDate.from({ year, month, day }).add({ days: JULIAN_LAG_DAYS });
}

/** Pascha by the Julian Paschalion (Meeus's Julian algorithm), as a civil date. */
export function julianPascha(year: number): Temporal.PlainDate {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  return julianToCivil(year, month, day);
}

/** Pascha by the Gregorian Paschalion (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function gregorianPascha(year: number): Temporal.PlainDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Temporal.PlainDate.from({ year, month, day });
}

export function paschaOf(year: number, paschalion: Paschalion): Temporal.PlainDate {
  return paschalion === 'julian' ? julianPascha(year) : gregorianPascha(year);
}

/**
 * The civil date of a fixed feast ("12-25") kept in the given church year: on the new style it is
 * that date; on the old style the Julian date, which can fall in the next civil year (25 December
 * is 7 January). Null where the date does not exist that year (29 February).
 */
export function churchDateIn(
  year: number,
  monthDay: string,
  style: FeastStyle,
): Temporal.PlainDate | null {
  const [month, day] = monthDay.split('-').map(Number) as [number, number];
  try {
    const date = Temporal.PlainDate.from({ year, month, day }, { overflow: 'reject' });
    return style === 'new' ? date : julianToCivil(year, month, day);
  } catch {
    return null;
  }
}
