import { firstOccurrence, type PlainDate } from './dates';
import { recurrenceRule, type Schedule } from './schedule';
import { vtimezoneLines } from './vtimezone';

// An iCalendar (RFC 5545) document of the liturgy schedule: one repeating event per service with
// a structured schedule, in the site's time zone. Stable UIDs (the service's id), so a subscribed
// calendar updates an edited service in place instead of adding a second one.

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
  /** Only to pick the time-zone rules' year; tests pass a fixed one. */
  now?: Date;
}

/** How long each event lasts in calendars; the schedule names only the start. */
const DURATION = 'PT1H';

/** TEXT values: backslash, semicolon, comma and newlines escaped (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Lines of at most 75 octets, continued with CRLF + space, never splitting a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = pieces.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      pieces.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function localStamp(date: PlainDate, time: string): string {
  return `${pad(date.year, 4)}${pad(date.month)}${pad(date.day)}T${time.replace(':', '')}00`;
}

/**
 * Every series starts at its first occurrence on or after this day: DTSTART must be an occurrence,
 * and a fixed anchor keeps it the same on every download.
 */
const SERIES_FROM: PlainDate = { year: 2024, month: 1, day: 1 };

function eventLines(input: CalendarInput, service: CalendarService, stamp: string): string[] {
  const first = firstOccurrence(service.schedule, SERIES_FROM);
  if (!first) return [];
  return [
    'BEGIN:VEVENT',
    `UID:service-${service.id}@${input.host}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=${input.timeZone}:${localStamp(first, service.schedule.time)}`,
    `DURATION:${DURATION}`,
    `RRULE:${recurrenceRule(service.schedule)}`,
    `SUMMARY;LANGUAGE=${service.titleLanguage ?? input.language}:${escapeText(service.title)}`,
    ...(service.description
      ? [
          `DESCRIPTION;LANGUAGE=${service.descriptionLanguage ?? input.language}:${escapeText(service.description)}`,
        ]
      : []),
    ...(input.location ? [`LOCATION:${escapeText(input.location)}`] : []),
    `URL:${input.url}`,
    'END:VEVENT',
  ];
}

/** The whole document, CRLF line endings, folded lines. */
export function buildCalendar(input: CalendarInput): string {
  const now = input.now ?? new Date();
  const year = now.getUTCFullYear();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${input.host}//Liturgy schedule//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(input.name)}`,
    `X-WR-CALNAME:${escapeText(input.name)}`,
    `X-WR-TIMEZONE:${input.timeZone}`,
    // Subscribed calendars look again about daily.
    'REFRESH-INTERVAL;VALUE=DURATION:P1D',
    'X-PUBLISHED-TTL:P1D',
    ...vtimezoneLines(input.timeZone, year),
    ...input.services.flatMap((service) => eventLines(input, service, utcStamp(now))),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
