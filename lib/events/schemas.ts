import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { perLanguageSchema } from '@/lib/validation/per-language';
import { pageDocSchema } from '@/lib/pages/schemas';
import { checkImageSrc } from '@/lib/rich-text/allowlist';
import { CHURCH_YEARS } from './church-calendar';
import { daysBetween, isRealDate, isRealLocalTime } from './local-time';
import { parseRule, formatRule, RuleError } from './rule';
import type { Repeat } from './expand';

// One schema per request shape, shared by the dashboard's forms and the route handlers.

export const EVENT_LIMITS = { title: 200, place: 200, reason: 300, days: 62, dates: 500 } as const;

const text = (max: number) => z.string().trim().max(max);
const dateSchema = z.string().refine(isRealDate, 'Enter a date as YYYY-MM-DD');
const localSchema = z
  .string()
  .refine((value) => isRealDate(value) || isRealLocalTime(value), 'Enter YYYY-MM-DDTHH:MM');

const title = perLanguageSchema(
  text(EVENT_LIMITS.title).min(1, 'A title is required'),
  text(EVENT_LIMITS.title).default(''),
);
const optionalTexts = (max: number) => perLanguageSchema(text(max), text(max).default(''));

const repeatSchema = z
  .strictObject({
    rrule: z
      .string()
      .max(300)
      .transform((value, context) => {
        try {
          return formatRule(parseRule(value));
        } catch (error) {
          if (!(error instanceof RuleError)) throw error;
          context.addIssue({ code: 'custom', message: error.message });
          return z.NEVER;
        }
      }),
    pascha: z.number().int().min(-70).max(70),
    churchDate: z
      .string()
      .regex(/^\d{2}-\d{2}$/, 'Enter MM-DD')
      .refine((value) => isRealDate(`2028-${value}`), 'Enter a real day of the year'),
  })
  .partial()
  .refine(
    (value) => Object.keys(value).length === 1,
    'Give one of rrule, pascha (days from Pascha) or churchDate (MM-DD)',
  )
  .transform((value) => value as Repeat);

const placeSchema = z.strictObject({
  name: text(EVENT_LIMITS.place).default(''),
  address: text(EVENT_LIMITS.place).default(''),
});

/** An https address or an image uploaded to this site; '' or null = none. */
const imageUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine(
    (value) => value === '' || (!value.startsWith('data:') && 'src' in checkImageSrc(value)),
    'Enter an https address or an image from Assets (/uploads/images/…)',
  )
  .transform((value) => value || null)
  .nullable();

const livestreamSchema = z
  .union([z.literal(''), z.url({ protocol: /^https$/ }).max(500)])
  .transform((value) => value || null)
  .nullable();

const fields = {
  title,
  description: perLanguageSchema(pageDocSchema.optional(), pageDocSchema.optional()).partial(),
  category: z.string().regex(/^[a-z0-9-]{1,60}$/, 'Choose a category'),
  start: localSchema,
  end: localSchema,
  allDay: z.boolean(),
  repeat: repeatSchema.nullable(),
  skip: z.array(dateSchema).max(EVENT_LIMITS.dates),
  extra: z.array(dateSchema).max(EVENT_LIMITS.dates),
  place: placeSchema,
  imageUrl: imageUrlSchema,
  livestreamUrl: livestreamSchema,
  status: z.enum(['published', 'draft']),
  /** With it, a draft is published at this time (ISO date-time), as pages are; null = none. */
  publishAt: z.iso
    .datetime({ offset: true, message: 'A date and time (ISO 8601) is required' })
    .nullable(),
};

export type EventFields = {
  [K in keyof typeof fields]: z.infer<(typeof fields)[K]>;
};

/** The rules that span fields: the form of start and end, their order, the years served. */
export function checkTiming(
  value: Pick<EventFields, 'start' | 'end' | 'allDay'>,
  context: z.RefinementCtx,
) {
  const form = value.allDay ? isRealDate : isRealLocalTime;
  const hint = value.allDay ? 'An all-day event has dates: YYYY-MM-DD' : 'Enter YYYY-MM-DDTHH:MM';
  if (!form(value.start))
    return context.addIssue({ code: 'custom', path: ['start'], message: hint });
  if (!form(value.end)) return context.addIssue({ code: 'custom', path: ['end'], message: hint });
  const year = Number(value.start.slice(0, 4));
  if (year < CHURCH_YEARS.first || year > CHURCH_YEARS.last - 1) {
    return context.addIssue({
      code: 'custom',
      path: ['start'],
      message: 'Enter a year from 1901 to 2098',
    });
  }
  const tooEarly = value.allDay ? value.end < value.start : value.end <= value.start;
  if (tooEarly) {
    return context.addIssue({
      code: 'custom',
      path: ['end'],
      message: 'The end is before the start',
    });
  }
  if (daysBetween(value.start.slice(0, 10), value.end.slice(0, 10)) > EVENT_LIMITS.days) {
    context.addIssue({ code: 'custom', path: ['end'], message: 'An event lasts at most 62 days' });
  }
}

/** POST /api/events. */
export const eventInputSchema = z
  .strictObject({
    ...fields,
    description: fields.description.default({}),
    allDay: fields.allDay.default(false),
    repeat: fields.repeat.default(null),
    skip: fields.skip.default([]),
    extra: fields.extra.default([]),
    place: placeSchema.default({ name: '', address: '' }),
    imageUrl: imageUrlSchema.default(null),
    livestreamUrl: livestreamSchema.default(null),
    status: fields.status.default('published'),
    publishAt: fields.publishAt.default(null),
  })
  .superRefine(checkTiming);

/** PATCH /api/events/{id}: any of the fields; the result is checked whole again. */
export const eventPatchSchema = z
  .strictObject(fields)
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Nothing to change');

export type EventInput = z.infer<typeof eventInputSchema>;
export type EventPatch = z.infer<typeof eventPatchSchema>;

/** PUT /api/events/{id}/occurrences/{date}: cancel the date, or give it another time or place. */
export const occurrenceChangeSchema = z
  .strictObject({
    cancelled: z.boolean().default(false),
    reason: optionalTexts(EVENT_LIMITS.reason).optional(),
    note: optionalTexts(EVENT_LIMITS.reason).optional(),
    start: localSchema.optional(),
    end: localSchema.optional(),
    place: placeSchema.optional(),
  })
  .refine(
    (value) => value.cancelled || value.start || value.end || value.place || value.note,
    'Cancel the date or change something',
  );
export type OccurrenceChangeInput = z.infer<typeof occurrenceChangeSchema>;

/** GET /api/events: a window of at most 400 days. */
export const MAX_WINDOW_DAYS = 400;
export const occurrenceQuerySchema = z
  .strictObject({
    from: dateSchema,
    to: dateSchema,
    category: z
      .string()
      .regex(/^[a-z0-9-]{0,60}$/)
      .optional(),
    draft: z.enum(['1', 'true']).optional(),
  })
  .superRefine((value, context) => {
    if (!isRealDate(value.from) || !isRealDate(value.to)) return;
    // Both days count: from 1 January to 31 December is 365 days.
    const days = daysBetween(value.from, value.to) + 1;
    if (days < 0)
      context.addIssue({ code: 'custom', path: ['to'], message: 'The end is before the start' });
    if (days > MAX_WINDOW_DAYS) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'A window is at most 400 days' });
    }
  });

export const paschalionSchema = z.enum(['julian', 'gregorian']);
export const feastStyleSchema = z.enum(['new', 'old']);

/** An .ics file of a whole parish calendar is a few hundred kB; 10 MB is not a calendar. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/** POST /api/events/import's text fields. */
export const importFormSchema = z.object({
  category: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/, 'Choose a category')
    .default('parish-life'),
});
