import { describe, expect, it } from 'vitest';
import { eventDates, expandEvent, lastDateOf, type EventTiming } from '@/lib/events/expand';
import { formatRule, parseRule, RuleError } from '@/lib/events/rule';
import { defaultChurchCalendar } from '@/lib/events/church-calendar';

const zone = 'America/Winnipeg';
const church = defaultChurchCalendar;
const timing = (overrides: Partial<EventTiming>): EventTiming => ({
  start: '2026-04-05T12:30',
  end: '2026-04-05T13:30',
  allDay: false,
  repeat: null,
  skip: [],
  extra: [],
  ...overrides,
});
const starts = (t: EventTiming, from: string, to: string) =>
  expandEvent(t, [], from, to, church, zone).map((o) => o.start);

describe('recurrence rules', () => {
  it('every 1st and 3rd Sunday until a date keeps the occurrence on that day', () => {
    const choir = timing({ repeat: { rrule: 'FREQ=MONTHLY;BYDAY=1SU,3SU;UNTIL=20270620' } });
    expect(eventDates(choir, '2026-04-01', '2026-05-31', church)).toEqual([
      '2026-04-05',
      '2026-04-19',
      '2026-05-03',
      '2026-05-17',
    ]);
    // UNTIL is a date: the occurrence on that very day (at 12:30 local) is kept.
    expect(eventDates(choir, '2027-06-01', '2027-12-31', church)).toEqual([
      '2027-06-06',
      '2027-06-20',
    ]);
    expect(lastDateOf(choir)).toBe('2027-06-20');
  });

  it('daily, weekly on several days, the last Friday, yearly, COUNT', () => {
    expect(
      eventDates(
        timing({ repeat: { rrule: 'FREQ=DAILY;COUNT=3' } }),
        '2026-01-01',
        '2026-12-31',
        church,
      ),
    ).toEqual(['2026-04-05', '2026-04-06', '2026-04-07']);
    expect(
      eventDates(
        timing({ repeat: { rrule: 'FREQ=WEEKLY;BYDAY=TU,TH' } }),
        '2026-04-05',
        '2026-04-12',
        church,
      ),
    ).toEqual(['2026-04-07', '2026-04-09']);
    expect(
      eventDates(
        timing({ repeat: { rrule: 'FREQ=MONTHLY;BYDAY=-1FR' } }),
        '2026-04-01',
        '2026-06-30',
        church,
      ),
    ).toEqual(['2026-04-24', '2026-05-29', '2026-06-26']);
    expect(
      eventDates(timing({ repeat: { rrule: 'FREQ=YEARLY' } }), '2026-01-01', '2028-12-31', church),
    ).toEqual(['2026-04-05', '2027-04-05', '2028-04-05']);
    expect(lastDateOf(timing({ repeat: { rrule: 'FREQ=WEEKLY;COUNT=3' } }))).toBe('2026-04-19');
    expect(lastDateOf(timing({ repeat: { rrule: 'FREQ=WEEKLY' } }))).toBeNull();
  });

  it('skipped dates leave, extra dates join, a change moves or cancels one date', () => {
    const weekly = timing({
      repeat: { rrule: 'FREQ=WEEKLY;BYDAY=SU' },
      skip: ['2026-04-12'],
      extra: ['2026-04-15'],
    });
    const dates = expandEvent(
      weekly,
      [
        { date: '2026-04-19', cancelled: true, start: null, end: null },
        {
          date: '2026-04-26',
          cancelled: false,
          start: '2026-04-26T15:00',
          end: '2026-04-26T16:00',
        },
      ],
      '2026-04-05',
      '2026-04-30',
      church,
      zone,
    );
    expect(dates.map((d) => [d.date, d.start, d.cancelled, d.changed])).toEqual([
      ['2026-04-05', '2026-04-05T12:30:00-05:00', false, false],
      ['2026-04-15', '2026-04-15T12:30:00-05:00', false, false],
      ['2026-04-19', '2026-04-19T12:30:00-05:00', true, false],
      ['2026-04-26', '2026-04-26T15:00:00-05:00', false, true],
    ]);
  });

  it('multi-day and all-day dates, and one that began before the window', () => {
    const camp = timing({ start: '2026-07-10', end: '2026-07-12', allDay: true });
    const inJuly = expandEvent(camp, [], '2026-07-11', '2026-07-31', church, zone);
    expect(inJuly.map((d) => [d.date, d.start, d.end])).toEqual([
      ['2026-07-10', '2026-07-10', '2026-07-12'],
    ]);
  });

  it('refuses what no parish event needs and what never ends too often', () => {
    expect(() => parseRule('FREQ=MINUTELY')).toThrow(RuleError);
    expect(() => parseRule('FREQ=HOURLY;COUNT=5')).toThrow(RuleError);
    expect(() => parseRule('DTSTART=20260101;FREQ=DAILY')).toThrow(RuleError);
    expect(() => parseRule('FREQ=WEEKLY;BYDAY=1SU')).toThrow(RuleError);
    expect(() => parseRule('FREQ=DAILY;COUNT=3;UNTIL=20260101')).toThrow(RuleError);
    expect(formatRule(parseRule('rrule:freq=monthly;byday=1su,3su;until=20270630'))).toBe(
      'FREQ=MONTHLY;UNTIL=20270630;BYDAY=1SU,3SU',
    );
  });
});

describe('DST in America/Winnipeg', () => {
  it('02:30 on the spring-forward day is 03:30 CDT (RFC 5545), the next week 02:30 again', () => {
    const early = timing({
      start: '2026-03-01T02:30',
      end: '2026-03-01T03:00',
      repeat: { rrule: 'FREQ=WEEKLY' },
    });
    expect(starts(early, '2026-03-01', '2026-03-15')).toEqual([
      '2026-03-01T02:30:00-06:00',
      '2026-03-08T03:30:00-05:00',
      '2026-03-15T02:30:00-05:00',
    ]);
  });

  it('01:30 on the fall-back day is the first 01:30 (CDT), the next day CST', () => {
    const nightly = timing({
      start: '2026-10-31T01:30',
      end: '2026-10-31T02:00',
      repeat: { rrule: 'FREQ=DAILY' },
    });
    expect(starts(nightly, '2026-10-31', '2026-11-02')).toEqual([
      '2026-10-31T01:30:00-05:00',
      '2026-11-01T01:30:00-05:00',
      '2026-11-02T01:30:00-06:00',
    ]);
  });

  it('a Sunday 10:00 Liturgy keeps 10:00 on both sides of each change', () => {
    const liturgy = timing({
      start: '2026-01-04T10:00',
      end: '2026-01-04T11:30',
      repeat: { rrule: 'FREQ=WEEKLY;BYDAY=SU' },
    });
    const all = expandEvent(liturgy, [], '2026-01-01', '2026-12-31', church, zone);
    expect(all).toHaveLength(52);
    expect(new Set(all.map((d) => d.start.slice(11, 19)))).toEqual(new Set(['10:00:00']));
    expect(all.find((d) => d.date === '2026-03-01')?.start).toBe('2026-03-01T10:00:00-06:00');
    expect(all.find((d) => d.date === '2026-03-08')?.start).toBe('2026-03-08T10:00:00-05:00');
    expect(all.find((d) => d.date === '2026-11-01')?.start).toBe('2026-11-01T10:00:00-06:00');
  });
});
