import { describe, expect, it } from 'vitest';
import { churchDateIn, gregorianPascha, julianPascha } from '@/lib/events/church-calendar';
import { eventDates } from '@/lib/events/expand';

// Independent table: Orthodox and Western Easter dates as published (e.g. the Astronomical
// Society of South Australia's Easter tables), civil (Gregorian) calendar.
const table: [number, string, string][] = [
  [2026, '2026-04-12', '2026-04-05'],
  [2027, '2027-05-02', '2027-03-28'],
  [2028, '2028-04-16', '2028-04-16'],
  [2029, '2029-04-08', '2029-04-01'],
  [2030, '2030-04-28', '2030-04-21'],
  [2031, '2031-04-13', '2031-04-13'],
  [2032, '2032-05-02', '2032-03-28'],
  [2033, '2033-04-24', '2033-04-17'],
  [2034, '2034-04-09', '2034-04-09'],
  [2035, '2035-04-29', '2035-03-25'],
];

describe('Pascha', () => {
  it.each(table)('%i: Julian %s, Gregorian %s', (year, julian, gregorian) => {
    expect(julianPascha(year).toString()).toBe(julian);
    expect(gregorianPascha(year).toString()).toBe(gregorian);
  });

  it('is always a Sunday', () => {
    for (let year = 1950; year <= 2099; year += 1) {
      expect(julianPascha(year).dayOfWeek).toBe(7);
      expect(gregorianPascha(year).dayOfWeek).toBe(7);
    }
  });
});

describe('fixed church dates', () => {
  it('25 December is 25 December on the new style and 7 January on the old', () => {
    expect(churchDateIn(2026, '12-25', 'new')?.toString()).toBe('2026-12-25');
    expect(churchDateIn(2026, '12-25', 'old')?.toString()).toBe('2027-01-07');
    expect(churchDateIn(2027, '01-06', 'old')?.toString()).toBe('2027-01-19');
  });

  it('29 February exists only in leap years', () => {
    expect(churchDateIn(2027, '02-29', 'new')).toBeNull();
    expect(churchDateIn(2028, '02-29', 'new')?.toString()).toBe('2028-02-29');
  });
});

describe('series counted from Pascha and fixed feasts', () => {
  const timing = (repeat: { pascha: number } | { churchDate: string }) => ({
    start: '2026-01-01T10:00',
    end: '2026-01-01T12:00',
    allDay: false,
    repeat,
    skip: [],
    extra: [],
  });
  const julian = { paschalion: 'julian', feastStyle: 'new' } as const;
  const gregorian = { paschalion: 'gregorian', feastStyle: 'old' } as const;

  it('Palm Sunday, Ascension and Pentecost follow the chosen Paschalion', () => {
    const window = ['2026-01-01', '2027-12-31'] as const;
    expect(eventDates(timing({ pascha: -7 }), ...window, julian)).toEqual([
      '2026-04-05',
      '2027-04-25',
    ]);
    expect(eventDates(timing({ pascha: 39 }), ...window, gregorian)).toEqual([
      '2026-05-14',
      '2027-05-06',
    ]);
    expect(eventDates(timing({ pascha: 49 }), ...window, julian)).toEqual([
      '2026-05-31',
      '2027-06-20',
    ]);
  });

  it('a fixed feast follows the style: Nativity on 25 December or 7 January', () => {
    const window = ['2026-01-01', '2027-12-31'] as const;
    const nativity = timing({ churchDate: '12-25' });
    expect(eventDates(nativity, ...window, julian)).toEqual(['2026-12-25', '2027-12-25']);
    expect(eventDates(nativity, ...window, gregorian)).toEqual(['2026-01-07', '2027-01-07']);
  });
});
