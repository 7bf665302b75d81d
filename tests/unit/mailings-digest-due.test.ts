import { describe, expect, it } from 'vitest';
import { digestDueDay } from '@/lib/mailings/digest-due';

// The weekly digest's due time from the Settings' day and hour, in the site's time zone.

const at = (iso: string) => new Date(iso);

describe('digestDueDay', () => {
  it('is due from the chosen hour of the chosen day until that day ends, in the site zone', () => {
    const schedule = { day: 'saturday', hour: 17 } as const;
    // 2026-11-28 is a Saturday; Toronto is UTC−5 then.
    const toronto = 'America/Toronto';
    expect(digestDueDay(at('2026-11-28T21:59:00Z'), toronto, schedule)).toBeNull();
    expect(digestDueDay(at('2026-11-28T22:00:00Z'), toronto, schedule)).toBe('2026-11-28');
    expect(digestDueDay(at('2026-11-29T04:59:00Z'), toronto, schedule)).toBe('2026-11-28');
    // Sunday 00:00 in Toronto (05:00 UTC): the day is over.
    expect(digestDueDay(at('2026-11-29T05:00:00Z'), toronto, schedule)).toBeNull();
    // Saturday 17:00 in UTC is noon in Toronto: not yet.
    expect(digestDueDay(at('2026-11-28T17:00:00Z'), toronto, schedule)).toBeNull();
    // Another day of the week is never due.
    expect(digestDueDay(at('2026-11-27T23:00:00Z'), toronto, schedule)).toBeNull();
  });

  it('follows another day and hour, including midnight and 23:00', () => {
    // 2026-11-30 is a Monday.
    expect(digestDueDay(at('2026-11-30T00:00:00Z'), 'UTC', { day: 'monday', hour: 0 })).toBe(
      '2026-11-30',
    );
    expect(digestDueDay(at('2026-11-29T23:59:00Z'), 'UTC', { day: 'monday', hour: 0 })).toBeNull();
    expect(digestDueDay(at('2026-12-06T22:59:00Z'), 'UTC', { day: 'sunday', hour: 23 })).toBeNull();
    expect(digestDueDay(at('2026-12-06T23:00:00Z'), 'UTC', { day: 'sunday', hour: 23 })).toBe(
      '2026-12-06',
    );
    // Kyiv (UTC+2 in winter): Monday 08:00 there is Monday 06:00 UTC.
    const kyiv = 'Europe/Kyiv';
    expect(digestDueDay(at('2026-11-30T05:59:00Z'), kyiv, { day: 'monday', hour: 8 })).toBeNull();
    expect(digestDueDay(at('2026-11-30T06:00:00Z'), kyiv, { day: 'monday', hour: 8 })).toBe(
      '2026-11-30',
    );
  });

  it('is due from the next existing hour when the chosen one is skipped in spring', () => {
    // 2026-03-08 (a Sunday): Toronto's clocks go from 02:00 EST straight to 03:00 EDT.
    const schedule = { day: 'sunday', hour: 2 } as const;
    const toronto = 'America/Toronto';
    expect(digestDueDay(at('2026-03-08T06:59:00Z'), toronto, schedule)).toBeNull(); // 01:59 EST
    expect(digestDueDay(at('2026-03-08T07:00:00Z'), toronto, schedule)).toBe('2026-03-08'); // 03:00 EDT
  });

  it('is due at the first of the two 01:00s when clocks go back in autumn', () => {
    // 2026-11-01 (a Sunday): 01:00–01:59 happens in EDT (UTC−4), then again in EST (UTC−5).
    const schedule = { day: 'sunday', hour: 1 } as const;
    const toronto = 'America/Toronto';
    expect(digestDueDay(at('2026-11-01T04:59:00Z'), toronto, schedule)).toBeNull(); // 00:59 EDT
    expect(digestDueDay(at('2026-11-01T05:00:00Z'), toronto, schedule)).toBe('2026-11-01'); // 01:00 EDT
    expect(digestDueDay(at('2026-11-01T06:30:00Z'), toronto, schedule)).toBe('2026-11-01'); // 01:30 EST
    // The hour before it, 00:xx, is not due whatever the offset.
    expect(digestDueDay(at('2026-11-01T04:30:00Z'), toronto, schedule)).toBeNull();
  });
});
