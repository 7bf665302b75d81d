import 'server-only';
import ICAL from 'ical.js';
import { Temporal } from 'temporal-polyfill';
import { canonicalTimeZone } from '@/lib/schedule/time-zone';
import { defaultLanguage } from '@/lib/i18n/languages';
import { readCalendarContext } from './data';
import { eventInputSchema, type EventInput } from './schemas';
import { formatRule, parseRule, RuleError } from './rule';
import { addDays } from './local-time';

// Reading an .ics file as Google Calendar and Outlook export it: each UID is one event (its series,
// EXDATEs as skipped dates, RDATEs as extra dates, RECURRENCE-ID instances as changed or cancelled
// dates), with every time converted to a wall-clock time in the site's zone. What cannot be kept
// is listed with the reason; nothing is half-imported.

export interface ImportedChange {
  date: string;
  cancelled: boolean;
  start: string | null;
  end: string | null;
}

export interface ImportCandidate {
  uid: string;
  input: EventInput;
  changes: ImportedChange[];
}

/** Why an event of the file was not imported: a stable code the dashboard puts in words. */
export type SkipReason =
  | 'no-uid'
  | 'no-start'
  | 'cancelled'
  | 'changes-only'
  | 'unsupported-rule'
  | 'not-valid'
  | 'already-imported';

export interface SkippedEvent {
  uid: string;
  reason: SkipReason;
  /** What exactly, in English, for the API's other clients (a field and its problem). */
  detail?: string;
}

export interface ParsedCalendar {
  candidates: ImportCandidate[];
  skipped: SkippedEvent[];
}

type Zones = Map<string, ICAL.Timezone>;

/** A DATE or DATE-TIME property as a local value in `timeZone` ("2026-04-12" / "…T10:00"). */
function localValue(time: ICAL.Time, tzid: string | null, zones: Zones, timeZone: string): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${time.year}-${pad(time.month)}-${pad(time.day)}`;
  if (time.isDate) return date;
  const wall = `${date}T${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}`;
  let instant: Temporal.Instant;
  const iana = tzid && canonicalTimeZone(tzid);
  if (time.zone?.tzid === 'UTC' || time.toString().endsWith('Z')) {
    instant = Temporal.Instant.from(`${wall}Z`);
  } else if (iana) {
    instant = Temporal.PlainDateTime.from(wall).toZonedDateTime(iana).toInstant();
  } else if (tzid && zones.has(tzid)) {
    // A zone named by the file only (Outlook's "Eastern Standard Time"): its own VTIMEZONE.
    const zoned = new ICAL.Time({ ...time.toJSON(), isDate: false }, zones.get(tzid)!);
    instant = Temporal.Instant.fromEpochMilliseconds(zoned.toJSDate().getTime());
  } else {
    // Floating time: the site's own wall clock.
    return wall.slice(0, 16);
  }
  return instant.toZonedDateTimeISO(timeZone).toPlainDateTime().toString().slice(0, 16);
}

/**
 * UNTIL is an instant; ours is the last date, in the site's zone. The date the instant falls on is
 * the last one unless the series' start time is later in that day than the instant.
 */
function untilDate(until: string, start: string): string {
  const last =
    until.length > 10 && until.slice(11) < start.slice(11)
      ? addDays(until.slice(0, 10), -1)
      : until.slice(0, 10);
  return last.replaceAll('-', '');
}

function timesOf(event: ICAL.Component, name: string, zones: Zones, timeZone: string): string[] {
  return event.getAllProperties(name).flatMap((property) => {
    const tzid = (property.getParameter('tzid') as string | undefined) ?? null;
    return property
      .getValues()
      .filter((value): value is ICAL.Time => value instanceof ICAL.Time)
      .map((value) => localValue(value, tzid, zones, timeZone));
  });
}

const paragraphs = (text: string) => ({
  type: 'doc',
  content: text
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean)
    .slice(0, 50)
    .map((part) => ({ type: 'paragraph', content: [{ type: 'text', text: part.slice(0, 5000) }] })),
});

/** The master VEVENT of a UID as the create schema's input (checked by it). */
function candidateOf(
  master: ICAL.Component,
  category: string,
  zones: Zones,
  timeZone: string,
): Omit<ImportCandidate, 'uid' | 'changes'> | Omit<SkippedEvent, 'uid'> {
  const [start] = timesOf(master, 'dtstart', zones, timeZone);
  if (!start) return { reason: 'no-start' };
  let [end] = timesOf(master, 'dtend', zones, timeZone);
  const allDay = start.length === 10;
  // DTEND of an all-day event is the day after its last one; ours names the last day.
  if (end && allDay) end = addDays(end, -1);
  if (!end) {
    const duration = master.getFirstPropertyValue('duration');
    end = allDay
      ? start
      : duration instanceof ICAL.Duration
        ? Temporal.PlainDateTime.from(start)
            .add({ seconds: duration.toSeconds() })
            .toString()
            .slice(0, 16)
        : start;
  }
  let repeat: EventInput['repeat'] = null;
  const recur = master.getFirstPropertyValue('rrule');
  if (recur instanceof ICAL.Recur) {
    const rule = recur.toString().replace(/;?UNTIL=[^;]+/, '');
    try {
      const until = recur.until
        ? untilDate(localValue(recur.until, null, zones, timeZone), start)
        : null;
      repeat = { rrule: formatRule(parseRule(until ? `${rule};UNTIL=${until}` : rule)) };
    } catch (error) {
      if (error instanceof RuleError) return { reason: 'unsupported-rule', detail: error.message };
      throw error;
    }
  }
  const text = (name: string) => String(master.getFirstPropertyValue(name) ?? '').trim();
  const summary = text('summary') || 'Untitled event';
  const description = text('description');
  const parsed = eventInputSchema.safeParse({
    title: { [defaultLanguage.code]: summary.slice(0, 200) },
    description: description ? { [defaultLanguage.code]: paragraphs(description) } : {},
    category,
    start,
    end: end === start && !allDay ? start : end,
    allDay,
    repeat,
    skip: timesOf(master, 'exdate', zones, timeZone).map((value) => value.slice(0, 10)),
    extra: timesOf(master, 'rdate', zones, timeZone).map((value) => value.slice(0, 10)),
    place: { name: text('location').slice(0, 200), address: '' },
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { reason: 'not-valid', detail: `${issue?.path.join('.')}: ${issue?.message}` };
  }
  return { input: parsed.data };
}

/** Every event of the file, or the reason it cannot be imported. Throws on a file that is not iCalendar. */
export async function parseCalendarFile(text: string, category: string): Promise<ParsedCalendar> {
  const { timeZone } = await readCalendarContext(false);
  const root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const zones: Zones = new Map();
  for (const vtimezone of root.getAllSubcomponents('vtimezone')) {
    const zone = new ICAL.Timezone(vtimezone);
    zones.set(zone.tzid, zone);
  }
  const byUid = new Map<string, ICAL.Component[]>();
  for (const event of root.getAllSubcomponents('vevent')) {
    const uid = String(event.getFirstPropertyValue('uid') ?? '').slice(0, 250);
    byUid.set(uid, [...(byUid.get(uid) ?? []), event]);
  }
  const result: ParsedCalendar = { candidates: [], skipped: [] };
  for (const [uid, events] of byUid) {
    if (!uid) {
      result.skipped.push({ uid, reason: 'no-uid' });
      continue;
    }
    const master = events.find((event) => !event.hasProperty('recurrence-id'));
    if (!master) {
      result.skipped.push({ uid, reason: 'changes-only' });
      continue;
    }
    if (String(master.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') {
      result.skipped.push({ uid, reason: 'cancelled' });
      continue;
    }
    const candidate = candidateOf(master, category, zones, timeZone);
    if (!('input' in candidate)) {
      result.skipped.push({ uid, ...candidate });
      continue;
    }
    const changes = events
      .filter((event) => event !== master)
      .map((event): ImportedChange => {
        const [date] = timesOf(event, 'recurrence-id', zones, timeZone);
        const cancelled =
          String(event.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';
        const [start] = timesOf(event, 'dtstart', zones, timeZone);
        const [end] = timesOf(event, 'dtend', zones, timeZone);
        return {
          date: date!.slice(0, 10),
          cancelled,
          start: cancelled ? null : (start ?? null),
          end: cancelled ? null : (end ?? null),
        };
      })
      .filter((change) => change.date);
    result.candidates.push({ uid, ...candidate, changes });
  }
  return result;
}
