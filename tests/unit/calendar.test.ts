import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { nextOccurrences, isoInZone } from '@/lib/schedule/dates';
import { buildCalendar, escapeText, foldLine } from '@/lib/schedule/ics';
import { canonicalTimeZone } from '@/lib/schedule/time-zone';
import { vtimezoneLines } from '@/lib/schedule/vtimezone';

describe('iCalendar text', () => {
  it('escapes TEXT values and folds lines at 75 octets without splitting a character', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    const line = `SUMMARY:${'Божественна Літургія '.repeat(6)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n'))
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
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

  it("derives a VTIMEZONE whose rules ical.js applies like the runtime's tz database", () => {
    for (const zone of ['America/Toronto', 'Europe/Kyiv', 'Australia/Sydney', 'Asia/Tokyo']) {
      const text = ['BEGIN:VCALENDAR', ...vtimezoneLines(zone, 2026), 'END:VCALENDAR'].join('\r\n');
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
    expect(event.location).toBe('Main St; Springfield');
    expect(String(event.component.getFirstPropertyValue('rrule'))).toBe('FREQ=WEEKLY;BYDAY=SU,WE');
  });
});
