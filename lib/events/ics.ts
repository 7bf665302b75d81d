import ICAL from 'ical.js';
import { Temporal } from 'temporal-polyfill';
import { calendarDocument, textProperty } from '@/lib/schedule/ics';
import type { ChurchCalendar } from './church-calendar';
import { eventDates, expandEvent, localTimesOn, type DateChange, type EventTiming } from './expand';
import { addDays, splitLocal } from './local-time';
import { parseRule, formatRule } from './rule';

// Events as iCalendar (RFC 5545): one VEVENT per event with its RRULE (or, for a series counted
// from Pascha or a church date, which no RRULE can say, RDATEs for the coming years), EXDATE for
// skipped dates, RDATE for extra ones, and a RECURRENCE-ID instance per changed or cancelled date
// (STATUS:CANCELLED). SEQUENCE is the event's, which rises on every edit. Written with ical.js, as
// the liturgy schedule is (lib/schedule/ics.ts says why not ical-generator).

export interface CalendarEvent extends EventTiming {
  id: string;
  title: string;
  titleLanguage?: string;
  description: string;
  location: string;
  url: string;
  sequence: number;
  changes: (DateChange & { location: string | null })[];
}

export interface EventsCalendarInput {
  name: string;
  host: string;
  timeZone: string;
  language: string;
  church: ChurchCalendar;
  events: CalendarEvent[];
  /** DTSTAMP and the reach of the RDATEs and DST instances; tests pass a fixed one. */
  now?: Date;
}

/** How far ahead Pascha-relative RDATEs and DST instances reach (a subscribed calendar refreshes). */
const YEARS_AHEAD = 3;

function timeValue(local: string): ICAL.Time {
  const { date, time } = splitLocal(local);
  return ICAL.Time.fromData({
    year: date.year,
    month: date.month,
    day: date.day,
    hour: time?.hour ?? 0,
    minute: time?.minute ?? 0,
    second: 0,
    isDate: !time,
  });
}

function timeProperty(name: string, local: string, tzid: string): ICAL.Property {
  const property = new ICAL.Property(name);
  property.setValue(timeValue(local));
  if (local.length > 10) property.setParameter('tzid', tzid);
  else property.setParameter('value', 'date');
  return property;
}

/** DTEND of an all-day date is the day after its last one. */
const endValue = (timing: EventTiming, localEnd: string) =>
  timing.allDay ? addDays(localEnd, 1) : localEnd;

/** A wall-clock time the clocks skip or repeat, as its instant (UTC): clients differ there. */
function ambiguousInstant(local: string, timeZone: string): ICAL.Time | null {
  if (local.length === 10) return null;
  const wall = Temporal.PlainDateTime.from(local);
  const earlier = wall.toZonedDateTime(timeZone, { disambiguation: 'earlier' });
  const later = wall.toZonedDateTime(timeZone, { disambiguation: 'later' });
  if (earlier.epochMilliseconds === later.epochMilliseconds) return null;
  const instant = wall.toZonedDateTime(timeZone, { disambiguation: 'compatible' });
  return ICAL.Time.fromJSDate(new Date(instant.epochMilliseconds), true);
}

function seriesRule(event: CalendarEvent, timeZone: string): ICAL.Recur | null {
  if (!event.repeat || !('rrule' in event.repeat)) return null;
  const { until, ...parts } = parseRule(event.repeat.rrule);
  let text = formatRule(parts);
  if (until) {
    // UNTIL of a zoned DTSTART is UTC: the end of the last day, in the site's zone.
    const end = Temporal.PlainDate.from(until).toZonedDateTime({ timeZone, plainTime: '23:59:59' });
    const utc = end.toInstant().toString().replace(/[-:]/g, '').replace(/\.\d+/, '');
    text += `;UNTIL=${event.allDay ? until.replaceAll('-', '') : utc}`;
  }
  return ICAL.Recur.fromString(text);
}

function eventComponents(
  input: EventsCalendarInput,
  event: CalendarEvent,
  tzid: string,
  now: Date,
) {
  const uid = `event-${event.id}@${input.host}`;
  const common = (component: ICAL.Component, location = event.location) => {
    component.addPropertyWithValue('uid', uid);
    component.addPropertyWithValue('dtstamp', ICAL.Time.fromJSDate(now, true));
    component.addPropertyWithValue('sequence', event.sequence);
    component.addProperty(
      textProperty('summary', event.title, event.titleLanguage ?? input.language),
    );
    if (event.description)
      component.addProperty(textProperty('description', event.description, input.language));
    if (location) component.addProperty(textProperty('location', location));
    component.addPropertyWithValue('url', event.url);
    return component;
  };
  const today = now.toISOString().slice(0, 10);
  const horizon = addDays(today, YEARS_AHEAD * 366);
  const relative = event.repeat && !('rrule' in event.repeat);
  // A series counted from Pascha or a church date: its dates from last year on, as RDATEs.
  const dates = relative ? eventDates(event, addDays(today, -366), horizon, input.church) : [];
  if (relative && dates.length === 0) return [];
  const first = relative ? localTimesOn(event, dates[0]!) : { start: event.start, end: event.end };

  const series = new ICAL.Component('vevent');
  series.addProperty(timeProperty('dtstart', first.start, tzid));
  series.addProperty(timeProperty('dtend', endValue(event, first.end), tzid));
  const rule = seriesRule(event, input.timeZone);
  if (rule) series.addPropertyWithValue('rrule', rule);
  const at = (date: string) => localTimesOn(event, date).start;
  // DTSTART again as an RDATE: ical.js leaves DTSTART out of a set made of RDATEs alone, and
  // RFC 5545 counts a duplicate instance once.
  for (const date of relative ? dates : event.extra) {
    series.addProperty(timeProperty('rdate', at(date), tzid));
  }
  for (const date of event.skip) series.addProperty(timeProperty('exdate', at(date), tzid));
  common(series);

  const changed = new Map(event.changes.map((change) => [change.date, change]));
  // Dates on a DST change whose wall time the clocks skip or repeat get their instant spelled out.
  for (const occurrence of expandEvent(
    event,
    [],
    addDays(today, -366),
    horizon,
    input.church,
    input.timeZone,
  )) {
    if (!changed.has(occurrence.date) && ambiguousInstant(occurrence.localStart, input.timeZone)) {
      changed.set(occurrence.date, {
        date: occurrence.date,
        cancelled: false,
        start: null,
        end: null,
        location: null,
      });
    }
  }
  const instances = [...changed.values()].map((change) => {
    const own = localTimesOn(event, change.date);
    const start = change.start ?? own.start;
    const end = change.end ?? own.end;
    const instance = new ICAL.Component('vevent');
    instance.addProperty(timeProperty('recurrence-id', own.start, tzid));
    const exact = ambiguousInstant(start, input.timeZone);
    if (exact) instance.addPropertyWithValue('dtstart', exact);
    else instance.addProperty(timeProperty('dtstart', start, tzid));
    const exactEnd = ambiguousInstant(end, input.timeZone);
    if (exactEnd) instance.addPropertyWithValue('dtend', exactEnd);
    else instance.addProperty(timeProperty('dtend', endValue(event, end), tzid));
    if (change.cancelled) instance.addPropertyWithValue('status', 'CANCELLED');
    return common(instance, change.location ?? event.location);
  });
  return [series, ...instances];
}

/** The parish's events as a calendar to subscribe to (lib/schedule/ics.ts's document). */
export function buildEventsCalendar(input: EventsCalendarInput): string {
  const now = input.now ?? new Date();
  return calendarDocument({
    host: input.host,
    product: 'Parish events',
    name: input.name,
    timeZone: input.timeZone,
    refresh: 'PT6H',
    events: (tzid) => input.events.flatMap((event) => eventComponents(input, event, tzid, now)),
  });
}
