import { describe, expect, it } from 'vitest';
import { comingSunday } from '@/lib/bulletins/dates';

// The upload form's default date: the coming Sunday (today on a Sunday), in the parish's zone.

describe('comingSunday', () => {
  it.each([
    ['a Monday', '2026-11-23T12:00:00Z', '2026-11-29'],
    ['a Saturday', '2026-11-28T12:00:00Z', '2026-11-29'],
    ['a Sunday: today', '2026-11-29T12:00:00Z', '2026-11-29'],
    ['across a month and a year', '2026-12-31T12:00:00Z', '2027-01-03'],
  ])('%s', (_name, now, expected) => {
    expect(comingSunday(new Date(now), 'UTC')).toBe(expected);
  });

  it("uses the parish's time zone, not UTC, at the edges of a day", () => {
    // Saturday 21:30 in Toronto is already Sunday 02:30 in UTC: the bulletin is for tomorrow.
    const saturdayEvening = new Date('2026-11-29T02:30:00Z');
    expect(comingSunday(saturdayEvening, 'America/Toronto')).toBe('2026-11-29');
    expect(comingSunday(saturdayEvening, 'UTC')).toBe('2026-11-29');
    // Sunday 23:30 in Toronto is Monday in UTC: still today's Sunday there, next week's in UTC.
    const sundayNight = new Date('2026-11-30T04:30:00Z');
    expect(comingSunday(sundayNight, 'America/Toronto')).toBe('2026-11-29');
    expect(comingSunday(sundayNight, 'UTC')).toBe('2026-12-06');
    // Monday 01:00 in Kyiv is Sunday 23:00 in UTC: next Sunday in Kyiv, today in UTC.
    const mondayInKyiv = new Date('2026-11-29T23:00:00Z');
    expect(comingSunday(mondayInKyiv, 'Europe/Kyiv')).toBe('2026-12-06');
    expect(comingSunday(mondayInKyiv, 'UTC')).toBe('2026-11-29');
  });
});
