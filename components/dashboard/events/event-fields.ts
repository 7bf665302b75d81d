import { languageCodes, perLanguage, type PerLanguage } from '@/lib/i18n/languages';
import type { ParishEvent } from '@/lib/events/columns';
import type { Repeat } from '@/lib/events/expand';
import { parseRule, type WeekdayCode } from '@/lib/events/rule';
import type { TiptapDoc } from '@/lib/rich-text/default-doc';

// The event form's fields and the API's request, both ways: FormData → the body of POST/PATCH
// /api/events, and a stored event → the form's first values. The repeat is asked for in parts
// (how often, which days, until when) and sent as the RFC 5545 rule they make.

export const REPEAT_KINDS = [
  'none',
  'daily',
  'weekly',
  'monthlyDate',
  'monthlyWeekday',
  'yearly',
  'pascha',
  'churchDate',
  'rule',
] as const;
export type RepeatKind = (typeof REPEAT_KINDS)[number];
export const END_KINDS = ['never', 'until', 'count'] as const;
export type EndKind = (typeof END_KINDS)[number];
export const WEEKS_OF_MONTH = [1, 2, 3, 4, -1] as const;

export interface RepeatFields {
  kind: RepeatKind;
  interval: number;
  weekdays: WeekdayCode[];
  weeks: number[];
  end: EndKind;
  until: string;
  count: number;
  pascha: number;
  churchDate: string;
  rule: string;
}

export interface EventFormValues {
  title: PerLanguage<string>;
  /** Each language's rich-text document as JSON (the editor's hidden fields); '' = none. */
  description: PerLanguage<string>;
  category: string;
  allDay: boolean;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  repeat: RepeatFields;
  skip: string;
  extra: string;
  placeName: string;
  placeAddress: string;
  imageUrl: string;
  livestreamUrl: string;
  status: 'published' | 'draft';
  /** The browser's local date and time to publish a draft at (datetime-local); '' = none. */
  publishAt: string;
}

const FREQUENCY: Partial<Record<RepeatKind, string>> = {
  daily: 'DAILY',
  weekly: 'WEEKLY',
  monthlyDate: 'MONTHLY',
  monthlyWeekday: 'MONTHLY',
  yearly: 'YEARLY',
};

/** The rule the parts make ("FREQ=MONTHLY;BYDAY=1SU,3SU;UNTIL=20270630"). */
export function repeatOf(fields: RepeatFields): Repeat | null {
  if (fields.kind === 'none') return null;
  if (fields.kind === 'pascha') return { pascha: fields.pascha };
  if (fields.kind === 'churchDate') return { churchDate: fields.churchDate };
  if (fields.kind === 'rule') return { rrule: fields.rule };
  const parts = [`FREQ=${FREQUENCY[fields.kind]}`];
  if (fields.interval > 1) parts.push(`INTERVAL=${fields.interval}`);
  if (fields.kind === 'weekly' && fields.weekdays.length) {
    parts.push(`BYDAY=${fields.weekdays.join(',')}`);
  }
  if (fields.kind === 'monthlyWeekday') {
    const days = fields.weeks.flatMap((week) => fields.weekdays.map((day) => `${week}${day}`));
    parts.push(`BYDAY=${days.join(',')}`);
  }
  if (fields.end === 'until' && fields.until)
    parts.push(`UNTIL=${fields.until.replaceAll('-', '')}`);
  if (fields.end === 'count') parts.push(`COUNT=${fields.count}`);
  return { rrule: parts.join(';') };
}

const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();
const dates = (value: string) =>
  value
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);

export function readEventForm(data: FormData): EventFormValues {
  return {
    title: perLanguage((code) => text(data, `title.${code}`)),
    description: perLanguage((code) => String(data.get(`description.${code}`) ?? '')),
    category: text(data, 'category'),
    allDay: data.get('allDay') === 'on',
    startDate: text(data, 'startDate'),
    startTime: text(data, 'startTime'),
    endDate: text(data, 'endDate'),
    endTime: text(data, 'endTime'),
    repeat: {
      kind: (REPEAT_KINDS as readonly string[]).includes(text(data, 'repeatKind'))
        ? (text(data, 'repeatKind') as RepeatKind)
        : 'none',
      interval: Number(text(data, 'interval')) || 1,
      weekdays: data.getAll('weekday').map(String) as WeekdayCode[],
      weeks: data.getAll('week').map(Number),
      end: (END_KINDS as readonly string[]).includes(text(data, 'endKind'))
        ? (text(data, 'endKind') as EndKind)
        : 'never',
      until: text(data, 'until'),
      count: Number(text(data, 'count')) || 1,
      pascha: Number(text(data, 'pascha')) || 0,
      churchDate: text(data, 'churchDate'),
      rule: text(data, 'rule'),
    },
    skip: text(data, 'skip'),
    extra: text(data, 'extra'),
    placeName: text(data, 'placeName'),
    placeAddress: text(data, 'placeAddress'),
    imageUrl: text(data, 'imageUrl'),
    livestreamUrl: text(data, 'livestreamUrl'),
    status: text(data, 'status') === 'draft' ? 'draft' : 'published',
    publishAt: text(data, 'publishAt'),
  };
}

/** The description's hidden fields of a stored event: each language's document as JSON. */
export const descriptionFields = (description: Partial<PerLanguage<TiptapDoc>>) =>
  perLanguage((code) => (description[code] ? JSON.stringify(description[code]) : ''));

/** A description field's document; null when that language has none. */
function descriptionDoc(json: string): TiptapDoc | null {
  try {
    return json ? (JSON.parse(json) as TiptapDoc) : null;
  } catch {
    return null;
  }
}

/** A datetime-local value (the browser's zone) as an instant; null when empty or not a time. */
function isoOfLocal(value: string): string | null {
  const time = value ? new Date(value) : null;
  return time && !Number.isNaN(time.getTime()) ? time.toISOString() : null;
}

/** An instant as a datetime-local value in the browser's zone. */
function localOfIso(iso: string): string {
  const time = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}T${pad(time.getHours())}:${pad(time.getMinutes())}`;
}

/** The request body; the description only in the languages edited (the others keep theirs). */
export function eventRequest(values: EventFormValues, initial?: EventFormValues) {
  const description = Object.fromEntries(
    languageCodes.flatMap((code) => {
      const doc = descriptionDoc(values.description[code]);
      return !doc || (initial && initial.description[code] === values.description[code])
        ? []
        : [[code, doc]];
    }),
  );
  const start = values.allDay ? values.startDate : `${values.startDate}T${values.startTime}`;
  const endDate = values.endDate || values.startDate;
  return {
    title: values.title,
    ...(Object.keys(description).length ? { description } : {}),
    category: values.category,
    allDay: values.allDay,
    start,
    end: values.allDay ? endDate : `${endDate}T${values.endTime}`,
    repeat: repeatOf(values.repeat),
    skip: dates(values.skip),
    extra: dates(values.extra),
    place: { name: values.placeName, address: values.placeAddress },
    imageUrl: values.imageUrl,
    livestreamUrl: values.livestreamUrl,
    status: values.status,
    publishAt: isoOfLocal(values.publishAt),
  };
}

const emptyRepeat: RepeatFields = {
  kind: 'none',
  interval: 1,
  weekdays: [],
  weeks: [],
  end: 'never',
  until: '',
  count: 10,
  pascha: 0,
  churchDate: '',
  rule: '',
};

/** The form's parts of a stored repeat; a rule the parts cannot say stays a rule. */
function repeatFieldsOf(repeat: Repeat | null): RepeatFields {
  if (!repeat) return emptyRepeat;
  if ('pascha' in repeat) return { ...emptyRepeat, kind: 'pascha', pascha: repeat.pascha };
  if ('churchDate' in repeat)
    return { ...emptyRepeat, kind: 'churchDate', churchDate: repeat.churchDate };
  const asRule = { ...emptyRepeat, kind: 'rule' as const, rule: repeat.rrule };
  const parts = parseRule(repeat.rrule);
  if (parts.byMonth.length || parts.byMonthDay.length) return asRule;
  const ordinals = [...new Set(parts.byDay.map(([n]) => n))];
  const weekdays = [...new Set(parts.byDay.map(([, day]) => day))];
  const kind: RepeatKind =
    parts.freq === 'MONTHLY'
      ? parts.byDay.length
        ? 'monthlyWeekday'
        : 'monthlyDate'
      : parts.freq === 'DAILY'
        ? 'daily'
        : parts.freq === 'WEEKLY'
          ? 'weekly'
          : 'yearly';
  // Only "these weeks × these days" round-trips through the form's checkboxes.
  if (kind === 'monthlyWeekday' && ordinals.length * weekdays.length !== parts.byDay.length)
    return asRule;
  if ((kind === 'daily' || kind === 'yearly') && parts.byDay.length) return asRule;
  return {
    ...emptyRepeat,
    kind,
    interval: parts.interval,
    weekdays,
    weeks: ordinals,
    end: parts.until ? 'until' : parts.count ? 'count' : 'never',
    until: parts.until ?? '',
    count: parts.count ?? 10,
  };
}

export function formValuesOf(
  event: ParishEvent | undefined,
  today: string,
  category: string,
): EventFormValues {
  if (!event) {
    return {
      title: perLanguage(() => ''),
      description: perLanguage(() => ''),
      category,
      allDay: false,
      startDate: today,
      startTime: '10:00',
      endDate: today,
      endTime: '11:00',
      repeat: emptyRepeat,
      skip: '',
      extra: '',
      placeName: '',
      placeAddress: '',
      imageUrl: '',
      livestreamUrl: '',
      status: 'published',
      publishAt: '',
    };
  }
  return {
    title: event.title,
    description: descriptionFields(event.description),
    category: event.category,
    allDay: event.allDay,
    startDate: event.start.slice(0, 10),
    startTime: event.start.slice(11, 16) || '10:00',
    endDate: event.end.slice(0, 10),
    endTime: event.end.slice(11, 16) || '11:00',
    repeat: repeatFieldsOf(event.repeat),
    skip: event.skip.join(', '),
    extra: event.extra.join(', '),
    placeName: event.place.name,
    placeAddress: event.place.address,
    imageUrl: event.imageUrl ?? '',
    livestreamUrl: event.livestreamUrl ?? '',
    status: event.status,
    publishAt: event.publishAt ? localOfIso(event.publishAt) : '',
  };
}
