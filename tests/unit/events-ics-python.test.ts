import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildEventsCalendar, type CalendarEvent } from '@/lib/events/ics';
import { expandEvent } from '@/lib/events/expand';
import { defaultChurchCalendar } from '@/lib/events/church-calendar';

// The events' calendar as Python's icalendar with recurring-ical-events reads it (Debian packages
// python3-icalendar, python3-recurring-ical-events): the same instants as the site for 24 months,
// RDATEs, EXDATEs, changed and cancelled dates and both DST changes included. Skipped (vitest
// lists it so) where Debian's Python lacks them, but never in CI, which installs them (.ci/run).

const PYTHON = '/usr/bin/python3';
const available =
  spawnSync(PYTHON, ['-c', 'import icalendar, recurring_ical_events'], { encoding: 'utf8' })
    .status === 0;

const SCRIPT = `
import sys, datetime, icalendar, recurring_ical_events
calendar = icalendar.Calendar.from_ical(sys.stdin.read())
start, end = datetime.date(2026, 2, 1), datetime.date(2028, 2, 1)
for event in recurring_ical_events.of(calendar).between(start, end):
    if str(event.get('STATUS', '')).upper() == 'CANCELLED':
        continue
    print(event['DTSTART'].dt.astimezone(datetime.timezone.utc).strftime('%Y-%m-%dT%H:%M:%S.000Z'))
`;

const church = defaultChurchCalendar;
const base: CalendarEvent = {
  id: 'e1',
  title: 'Choir practice',
  description: '',
  location: 'Parish hall',
  url: 'https://parish.example/events/choir',
  sequence: 1,
  start: '2026-02-01T02:30',
  end: '2026-02-01T03:30',
  allDay: false,
  repeat: { rrule: 'FREQ=WEEKLY;BYDAY=SU;UNTIL=20280131' },
  skip: ['2026-02-15'],
  extra: ['2026-02-18'],
  changes: [
    { date: '2026-02-22', cancelled: true, start: null, end: null, location: null },
    {
      date: '2026-03-01',
      cancelled: false,
      start: '2026-03-01T16:00',
      end: '2026-03-01T17:00',
      location: 'Church',
    },
  ],
};
const pascha: CalendarEvent = {
  ...base,
  id: 'e2',
  start: '2026-01-01T01:30',
  end: '2026-01-01T02:00',
  repeat: { pascha: -7 },
  skip: [],
  extra: [],
  changes: [],
};

describe.skipIf(!available && !process.env.CI)('Python icalendar + recurring-ical-events', () => {
  it.each([
    ['America/Winnipeg', base],
    ['America/Toronto', base],
    ['America/Winnipeg', pascha],
  ] as const)('%s: %o expands to the site’s instants', (zone, item) => {
    const text = buildEventsCalendar({
      name: 'Events',
      host: 'parish.example',
      timeZone: zone,
      language: 'en',
      church,
      events: [item],
      now: new Date('2026-02-01T12:00:00Z'),
    });
    const result = spawnSync(PYTHON, ['-c', SCRIPT], { input: text, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    const theirs = result.stdout.trim().split('\n').filter(Boolean).sort();
    const ours = expandEvent(item, item.changes, '2026-02-01', '2028-01-31', church, zone)
      .filter((occurrence) => !occurrence.cancelled)
      .map((occurrence) => new Date(occurrence.start).toISOString())
      .sort();
    expect(ours.length).toBeGreaterThan(1);
    expect(theirs).toEqual(ours);
  });
});
