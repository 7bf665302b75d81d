import ICAL from 'ical.js';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { Temporal } from 'temporal-polyfill';
import { firstOccurrence, occursOn, zonedDateTime, type PlainDate } from './dates';
import { recurrenceRule, type Schedule } from './schedule';

// An iCalendar (RFC 5545) document of the liturgy schedule: one repeating event per service with
// a structured schedule, in the site's time zone. Stable UIDs (the service's id), so a subscribed
// calendar updates an edited service in place instead of adding a second one.
// NOTE: written with ical.js, not ical-generator: ical-generator writes a skipped wall-clock time
// shifted (02:30 as 03:30), so no client can match our DST overrides, and has no LANGUAGE parameter.

export interface CalendarService {
  id: string;
  title: string;
  description: string;
  /** BCP 47 language of the title or the description where it is not the calendar's (a text
   * without translation, in the default language). */
  titleLanguage?: string;
  descriptionLanguage?: string;
  schedule: Schedule;
}

export interface CalendarInput {
  /** Calendar name, e.g. "St. Volodymyr: liturgy schedule". */
  name: string;
  /** The host part of every UID, e.g. parish.example. */
  host: string;
  /** The site page the events link to. */
  url: string;
  location: string;
  timeZone: string;
  /** BCP 47 language of the texts. */
  language: string;
  services: CalendarService[];
  /** DTSTAMP, and where the DST overrides end; tests pass a fixed one. */
  now?: Date;
}

/** How long each event lasts in calendars; the schedule names only the start. */
const DURATION = 'PT1H';

/** RFC 5545's lines are at most 75 octets: ical.js counts the continuation's space beyond its limit. */
ICAL.foldLength = 74;

/**
 * Every series starts at its first occurrence on or after this day: DTSTART must be an occurrence,
 * and a fixed anchor keeps it the same on every download.
 */
const SERIES_FROM: PlainDate = { year: 2024, month: 1, day: 1 };

/** How many years ahead the DST overrides reach (a subscribed calendar looks again daily). */
const OVERRIDE_YEARS = 10;

/** The VTIMEZONE of a zone from the IANA database, and the TZID it is known by (`UTC` → `Etc/UTC`). */
export function timezoneOf(timeZone: string): { component: ICAL.Component; tzid: string } {
  const [block, tzid] = tzlib_get_ical_block(timeZone);
  if (!block?.startsWith('BEGIN:VTIMEZONE') || !tzid) {
    throw new Error(`No iCalendar time zone for "${timeZone}"`);
  }
  return {
    component: new ICAL.Component(ICAL.parse(block) as unknown[]),
    tzid: tzid.replace(/^TZID=/, ''),
  };
}

/** A DATE-TIME property in local time of `tzid` (the form DTSTART and RECURRENCE-ID share). */
function localTime(name: string, date: PlainDate, time: string, tzid: string): ICAL.Property {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const property = new ICAL.Property(name);
  property.setValue(ICAL.Time.fromData({ ...date, hour, minute, second: 0, isDate: false }));
  property.setParameter('tzid', tzid);
  return property;
}

export function textProperty(name: string, value: string, language?: string): ICAL.Property {
  const property = new ICAL.Property(name);
  property.setValue(value);
  if (language) property.setParameter('language', language);
  return property;
}

/**
 * The occurrences whose wall-clock time the clocks skip or repeat, with the instant RFC 5545 gives
 * them. Clients differ there (ical.js reads a skipped 02:30 as 01:30), so each gets an override
 * with its start in UTC, which every client reads alike.
 */
function daylightEdges(schedule: Schedule, timeZone: string, until: Date) {
  const edges: { date: PlainDate; start: Date }[] = [];
  let cursor: Temporal.ZonedDateTime | null = Temporal.PlainDate.from(SERIES_FROM)
    .toZonedDateTime(timeZone)
    .getTimeZoneTransition('next');
  while (cursor && cursor.epochMilliseconds < until.getTime()) {
    // The transition's local date (in either offset, for one just after midnight).
    for (const local of [cursor.subtract({ nanoseconds: 1 }), cursor]) {
      const date = { year: local.year, month: local.month, day: local.day };
      if (!occursOn(schedule, date) || edges.some((edge) => sameDay(edge.date, date))) continue;
      const earlier = zonedDateTime(date, schedule.time, timeZone, 'earlier');
      const later = zonedDateTime(date, schedule.time, timeZone, 'later');
      if (earlier.epochMilliseconds === later.epochMilliseconds) continue;
      const start = zonedDateTime(date, schedule.time, timeZone, 'compatible');
      edges.push({ date, start: new Date(start.epochMilliseconds) });
    }
    cursor = cursor.getTimeZoneTransition('next');
  }
  return edges;
}

const sameDay = (a: PlainDate, b: PlainDate) =>
  a.year === b.year && a.month === b.month && a.day === b.day;

function serviceEvents(
  input: CalendarInput,
  service: CalendarService,
  tzid: string,
  now: Date,
): ICAL.Component[] {
  const first = firstOccurrence(service.schedule, SERIES_FROM);
  if (!first) return [];
  const uid = `service-${service.id}@${input.host}`;
  const common = (event: ICAL.Component) => {
    event.addPropertyWithValue('uid', uid);
    event.addPropertyWithValue('dtstamp', ICAL.Time.fromJSDate(now, true));
    event.addPropertyWithValue('duration', ICAL.Duration.fromString(DURATION));
    event.addProperty(
      textProperty('summary', service.title, service.titleLanguage ?? input.language),
    );
    if (service.description) {
      event.addProperty(
        textProperty(
          'description',
          service.description,
          service.descriptionLanguage ?? input.language,
        ),
      );
    }
    if (input.location) event.addProperty(textProperty('location', input.location));
    event.addPropertyWithValue('url', input.url);
    return event;
  };

  const series = new ICAL.Component('vevent');
  series.addProperty(localTime('dtstart', first, service.schedule.time, tzid));
  series.addPropertyWithValue('rrule', ICAL.Recur.fromString(recurrenceRule(service.schedule)));
  common(series);

  const until = new Date(now.getTime() + OVERRIDE_YEARS * 366 * 86_400_000);
  const overrides = daylightEdges(service.schedule, input.timeZone, until).map(
    ({ date, start }) => {
      const event = new ICAL.Component('vevent');
      event.addProperty(localTime('recurrence-id', date, service.schedule.time, tzid));
      event.addPropertyWithValue('dtstart', ICAL.Time.fromJSDate(start, true));
      return common(event);
    },
  );
  return [series, ...overrides];
}

/**
 * A calendar people subscribe to, as one VCALENDAR: its name, the site's VTIMEZONE and how often
 * subscribers should look again, around the events `events(tzid)` makes. CRLF line endings,
 * folded lines. The liturgy schedule and the parish's events (lib/events/ics.ts) are both this.
 */
export function calendarDocument(options: {
  host: string;
  /** PRODID's product name. */
  product: string;
  name: string;
  timeZone: string;
  /** REFRESH-INTERVAL and X-PUBLISHED-TTL, an ISO duration ('P1D'). */
  refresh: string;
  events: (tzid: string) => ICAL.Component[];
}): string {
  const { component: vtimezone, tzid } = timezoneOf(options.timeZone);
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('prodid', `-//${options.host}//${options.product}//EN`);
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', 'PUBLISH');
  calendar.addPropertyWithValue('name', options.name);
  calendar.addPropertyWithValue('x-wr-calname', options.name);
  calendar.addPropertyWithValue('x-wr-timezone', tzid);
  const refresh = calendar.addPropertyWithValue(
    'refresh-interval',
    ICAL.Duration.fromString(options.refresh),
  );
  refresh.setParameter('value', 'DURATION');
  calendar.addPropertyWithValue('x-published-ttl', options.refresh);
  calendar.addSubcomponent(vtimezone);
  for (const event of options.events(tzid)) calendar.addSubcomponent(event);
  return `${calendar.toString()}\r\n`;
}

/** The liturgy schedule's calendar. */
export function buildCalendar(input: CalendarInput): string {
  const now = input.now ?? new Date();
  return calendarDocument({
    host: input.host,
    product: 'Liturgy schedule',
    name: input.name,
    timeZone: input.timeZone,
    // Subscribed calendars look again about daily.
    refresh: 'P1D',
    events: (tzid) => input.services.flatMap((service) => serviceEvents(input, service, tzid, now)),
  });
}
