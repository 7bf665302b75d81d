import ICAL from 'ical.js';
import nodeIcal, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { nextOccurrences, isoInZone, zonedInstant } from '@/lib/schedule/dates';
import { buildCalendar } from '@/lib/schedule/ics';
import type { Schedule } from '@/lib/schedule/schedule';
import { canonicalTimeZone } from '@/lib/schedule/time-zone';

const SUNDAYS: Omit<Schedule, 'time'> = { rule: 'weekly', days: ['SU'], week: null };

function calendarOf(timeZone: string, time: string, title = 'Liturgy') {
  return buildCalendar({
    name: 'Parish, schedule',
    host: 'parish.example',
    url: 'https://parish.example/',
    location: 'Main St; Springfield',
    timeZone,
    language: 'en',
    now: new Date('2026-06-01T00:00:00Z'),
    services: [{ id: 'x', title, description: '', schedule: { ...SUNDAYS, time } }],
  });
}

describe('iCalendar text', () => {
  it('escapes TEXT values and folds lines at 75 octets without splitting a character', () => {
    const title = `${'Божественна Літургія '.repeat(6)}; a, b\\c`;
    const text = calendarOf('Europe/Kyiv', '09:10', title);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text.replace(/\r\n /g, '')).toContain('\\; a\\, b\\\\c');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!,
    );
    expect(event.summary).toBe(title);
  });
});

describe('time zones', () => {
  it('accepts IANA names (canonical spelling) and refuses offsets and unknown places', () => {
    expect(canonicalTimeZone('america/toronto')).toBe('America/Toronto');
    expect(canonicalTimeZone('Europe/Kyiv')).toBe('Europe/Kyiv');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    for (const bad of ['+02:00', 'Mars/Olympus', '', '../etc'])
      expect(canonicalTimeZone(bad)).toBeNull();
  });

  it("writes a VTIMEZONE whose rules ical.js applies like the runtime's tz database", () => {
    for (const zone of ['America/Toronto', 'Europe/Kyiv', 'Australia/Sydney', 'Asia/Tokyo']) {
      const text = calendarOf(zone, '09:00');
      const timezone = new ICAL.Timezone(
        new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vtimezone')!,
      );
      for (const month of [1, 4, 7, 10]) {
        const instant = new Date(Date.UTC(2027, month - 1, 15, 12));
        const local = ICAL.Time.fromJSDate(instant, true).convertToZone(timezone);
        const expected = isoInZone(instant, zone).slice(11, 16);
        expect(
          `${String(local.hour).padStart(2, '0')}:${String(local.minute).padStart(2, '0')}`,
          `${zone} ${month}`,
        ).toBe(expected);
      }
    }
  });
});

describe('occurrences', () => {
  it('finds the first Sunday of each month at 11:30 in the zone, across DST', () => {
    const starts = nextOccurrences(
      { rule: 'monthly', days: ['SU'], time: '11:30', week: 1 },
      'America/Toronto',
      new Date('2026-02-10T00:00:00Z'),
      3,
    );
    expect(starts.map((start) => isoInZone(start, 'America/Toronto'))).toEqual([
      '2026-03-01T11:30:00-05:00',
      '2026-04-05T11:30:00-04:00',
      '2026-05-03T11:30:00-04:00',
    ]);
  });

  it('builds a calendar ical.js reads: one weekly event per service, stable UID', () => {
    const text = buildCalendar({
      name: 'Parish, schedule',
      host: 'parish.example',
      url: 'https://parish.example/',
      location: 'Main St; Springfield',
      timeZone: 'Europe/Kyiv',
      language: 'uk',
      now: new Date('2026-06-01T00:00:00Z'),
      services: [
        {
          id: 'abc',
          title: 'Вервиця',
          description: 'Неділя, 9:10',
          schedule: { rule: 'weekly', days: ['SU', 'WE'], time: '09:10', week: null },
        },
      ],
    });
    const root = new ICAL.Component(ICAL.parse(text));
    const event = new ICAL.Event(root.getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe('service-abc@parish.example');
    expect(event.summary).toBe('Вервиця');
    expect(text).toContain('SUMMARY;LANGUAGE=uk:Вервиця\r\n');
    expect(text).toContain('DTSTART;TZID=Europe/Kyiv:20240103T091000\r\n');
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2.0\r\n/);
    expect(text).toMatch(/\r\nDTSTAMP:20260601T000000Z\r\n/);
    expect(event.location).toBe('Main St; Springfield');
    expect(String(event.component.getFirstPropertyValue('rrule'))).toBe('FREQ=WEEKLY;BYDAY=SU,WE');
  });
});

// RFC 5545 3.3.5: a local time the clocks skip is read with the offset before the gap (so it moves
// forward by the gap); a local time they repeat is its first occurrence. Checked with two
// independent parsers, each expanding the series as a calendar client would.
describe('daylight saving edges', () => {
  const cases = [
    // Toronto: clocks go 02:00 → 03:00 on 8 March 2026 and 02:00 → 01:00 on 1 November 2026.
    ['America/Toronto', '02:30', '2026-03-08', '2026-03-08T07:30:00.000Z', 'skipped'],
    ['America/Toronto', '01:30', '2026-11-01', '2026-11-01T05:30:00.000Z', 'repeated'],
    // Kyiv: 03:00 → 04:00 on 29 March 2026 and 04:00 → 03:00 on 25 October 2026.
    ['Europe/Kyiv', '03:15', '2026-03-29', '2026-03-29T01:15:00.000Z', 'skipped'],
    ['Europe/Kyiv', '03:15', '2026-10-25', '2026-10-25T00:15:00.000Z', 'repeated'],
  ] as const;

  /** ical.js: the series with its overrides related, as a client expands it. */
  function icalJsStart(text: string, day: string): string {
    const root = new ICAL.Component(ICAL.parse(text));
    for (const zone of root.getAllSubcomponents('vtimezone')) {
      ICAL.TimezoneService.register(new ICAL.Timezone(zone));
    }
    const events = root.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
    const series = events.find((event) => !event.isRecurrenceException())!;
    for (const exception of events.filter((event) => event.isRecurrenceException())) {
      series.relateException(exception);
    }
    const iterator = series.iterator();
    for (let occurrence = iterator.next(); occurrence; occurrence = iterator.next()) {
      if (occurrence.toString().startsWith(day)) {
        return series.getOccurrenceDetails(occurrence).startDate.toJSDate().toISOString();
      }
    }
    throw new Error(`no occurrence on ${day}`);
  }

  /** node-ical: its rule expansion, and the override for that day where there is one. */
  function nodeIcalStarts(text: string, day: string): string[] {
    const events = Object.values(nodeIcal.sync.parseICS(text)).filter(
      (item): item is VEvent => item?.type === 'VEVENT',
    );
    const series = events.find((event) => event.rrule)!;
    const from = new Date(`${day}T00:00:00Z`);
    const expanded = series.rrule!.between(
      new Date(from.getTime() - 86_400_000),
      new Date(from.getTime() + 2 * 86_400_000),
    );
    const overrides = Object.values(series.recurrences ?? {}).map((event) => event.start);
    return [...expanded, ...overrides]
      .map((date) => new Date(date as Date).toISOString())
      .filter((iso) => Math.abs(Date.parse(iso) - from.getTime()) < 86_400_000);
  }

  it.each(cases)('%s %s on %s is at %s (%s)', (zone, time, day, expected) => {
    const text = calendarOf(zone, time);
    expect(icalJsStart(text, day)).toBe(expected);
    const starts = nodeIcalStarts(text, day);
    expect(starts.length).toBeGreaterThan(0);
    for (const start of starts) expect(start).toBe(expected);
    // The site's own schedule (home page, JSON-LD) agrees.
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    expect(zonedInstant({ year, month, day: date }, time, zone).toISOString()).toBe(expected);
  });

  it('leaves ordinary Sundays alone: no override where the time exists once', () => {
    const text = calendarOf('America/Toronto', '09:30');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).not.toContain('RECURRENCE-ID');
  });
});
