import ICAL from 'ical.js';
import nodeIcal, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { buildEventsCalendar, type CalendarEvent } from '@/lib/events/ics';
import { expandEvent, localTimesOn, toApiTime } from '@/lib/events/expand';
import { defaultChurchCalendar } from '@/lib/events/church-calendar';

// The events' calendar, expanded by two independent iCalendar readers for 24 months, gives the
// very instants the site shows (lib/events/expand.ts), across both DST changes of each year.

const now = new Date('2026-02-01T12:00:00Z');
const from = '2026-02-01';
const to = '2028-01-31';
const church = defaultChurchCalendar;

const event = (overrides: Partial<CalendarEvent>): CalendarEvent => ({
  id: 'e1',
  title: 'Choir practice',
  description: 'Upstairs',
  location: 'Parish hall',
  url: 'https://parish.example/events/choir',
  sequence: 3,
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
  ...overrides,
});

const series = [
  event({}),
  event({
    id: 'e2',
    repeat: { rrule: 'FREQ=MONTHLY;BYDAY=1SU,3SU' },
    skip: [],
    extra: [],
    changes: [],
  }),
  event({
    id: 'e3',
    start: '2026-02-01T01:30',
    end: '2026-02-01T02:00',
    repeat: { pascha: -7 },
    skip: [],
    extra: [],
    changes: [],
  }),
  event({
    id: 'e4',
    start: '2026-02-01T10:00',
    end: '2026-02-01T12:00',
    repeat: { churchDate: '12-25' },
    skip: [],
    extra: [],
    changes: [],
  }),
];

function ours(item: CalendarEvent, zone: string): string[] {
  return expandEvent(item, item.changes, from, to, church, zone)
    .filter((occurrence) => !occurrence.cancelled)
    .map((occurrence) => new Date(occurrence.start).toISOString());
}

function calendar(item: CalendarEvent, zone: string) {
  return buildEventsCalendar({
    name: 'Events',
    host: 'parish.example',
    timeZone: zone,
    language: 'en',
    church,
    events: [item],
    now,
  });
}

const inWindow = (iso: string) => iso >= `${from}T00:00` && iso <= `${to}T23:59`;

function icalJs(text: string): string[] {
  const root = new ICAL.Component(ICAL.parse(text));
  for (const zone of root.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  const events = root.getAllSubcomponents('vevent').map((item) => new ICAL.Event(item));
  const master = events.find((item) => !item.isRecurrenceException())!;
  for (const exception of events.filter((item) => item.isRecurrenceException())) {
    master.relateException(exception);
  }
  const starts: string[] = [];
  const iterator = master.iterator();
  for (let next = iterator.next(); next && next.year < 2029; next = iterator.next()) {
    const details = master.getOccurrenceDetails(next);
    if (details.item.component.getFirstPropertyValue('status') === 'CANCELLED') continue;
    starts.push(details.startDate.toJSDate().toISOString());
  }
  return starts.filter(inWindow).sort();
}

function nodeIcalStarts(text: string): string[] {
  const master = Object.values(nodeIcal.sync.parseICS(text)).find(
    (item): item is VEvent => item?.type === 'VEVENT',
  )!;
  return nodeIcal
    .expandRecurringEvent(master, {
      from: new Date(`${from}T00:00:00Z`),
      to: new Date(`${to}T23:59:59Z`),
    })
    .filter((instance) => instance.event.status !== 'CANCELLED')
    .map((instance) => new Date(instance.start).toISOString())
    .filter(inWindow)
    .sort();
}

/**
 * NOTE: node-ical 0.26 ignores RDATE (its own source says so), so it sees neither extra dates nor
 * the later years of a series counted from Pascha; it is checked on everything else.
 */
function withoutRdates(item: CalendarEvent, zone: string, instants: string[]): string[] {
  const extras = new Set(
    item.extra.map((date) =>
      new Date(toApiTime(localTimesOn(item, date).start, zone).iso).toISOString(),
    ),
  );
  const relative = item.repeat && !('rrule' in item.repeat);
  return relative ? instants.slice(0, 1) : instants.filter((instant) => !extras.has(instant));
}

describe.each(['America/Winnipeg', 'America/Toronto'])('the events calendar in %s', (zone) => {
  it.each(series.map((item) => [item.id, item] as const))(
    '%s: ical.js and node-ical expand it to the instants the site shows',
    (_id, item) => {
      const text = calendar(item, zone);
      const expected = ours(item, zone).filter(inWindow).sort();
      expect(expected.length).toBeGreaterThan(1);
      expect(icalJs(text)).toEqual(expected);
      expect(nodeIcalStarts(text)).toEqual(withoutRdates(item, zone, expected));
    },
  );
});

describe('the iCalendar text', () => {
  it('one VEVENT series with RRULE, EXDATE, RDATE, SEQUENCE, and RECURRENCE-ID instances', () => {
    const text = calendar(series[0]!, 'America/Winnipeg');
    expect(text).toContain('RRULE:FREQ=WEEKLY;BYDAY=SU;UNTIL=20280201T055959Z');
    expect(text).toContain('EXDATE;TZID=America/Winnipeg:20260215T023000');
    expect(text).toContain('RDATE;TZID=America/Winnipeg:20260218T023000');
    expect(text).toContain('SEQUENCE:3');
    expect(text).toContain('RECURRENCE-ID;TZID=America/Winnipeg:20260222T023000');
    expect(text).toContain('STATUS:CANCELLED');
    // The spring-forward Sunday's 02:30 does not exist: its instant is spelled out in UTC.
    expect(text).toContain('RECURRENCE-ID;TZID=America/Winnipeg:20260308T023000');
    expect(text).toContain('DTSTART:20260308T083000Z');
  });

  it('a Pascha-relative series is written as RDATEs for the coming years', () => {
    const text = calendar(series[2]!, 'America/Winnipeg');
    expect(text.slice(text.indexOf('BEGIN:VEVENT'))).not.toContain('RRULE');
    expect(text).toContain('DTSTART;TZID=America/Winnipeg:20260405T013000');
    expect(text).toContain('RDATE;TZID=America/Winnipeg:20270425T013000');
  });
});
