import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { perLanguageSchema } from '@/lib/validation/per-language';
import { SCHEDULE_RULES, WEEKDAYS, WEEKS_OF_MONTH } from '@/lib/schedule/schedule';

/** The longest text each field takes, in every language (the form's inputs stop there too). */
export const SERVICE_LIMITS = { title: 120, dayTime: 120, note: 300 } as const;

const text = (max: number) => z.string().trim().max(max);
/** The default language is required (the fallback); the others may be missing until translated. */
const required = (max: number, message: string) =>
  perLanguageSchema(text(max).min(1, message), text(max).default(''));
const optional = (max: number) => perLanguageSchema(text(max).default(''), text(max).default(''));

/**
 * The structured schedule beside the free-text day/time: weekly on the given days, or monthly on
 * the n-th (or last) of those weekdays; the time is the local 24-hour HH:MM in the site's zone.
 */
export const scheduleSchema = z
  .strictObject({
    rule: z.enum(SCHEDULE_RULES),
    days: z
      .array(z.enum(WEEKDAYS))
      .min(1, 'Choose at least one day')
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'A day is listed twice'),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM (24-hour)'),
    week: z
      .union(WEEKS_OF_MONTH.map((week) => z.literal(week)))
      .nullable()
      .default(null),
  })
  .refine((value) => (value.rule === 'monthly') === (value.week !== null), {
    message: 'A monthly schedule needs the week of the month; a weekly one has none',
    path: ['week'],
  });

/** A service of the liturgy schedule: the API shape without its id. */
export const serviceSchema = z.strictObject({
  title: required(SERVICE_LIMITS.title, 'A title is required'),
  note: optional(SERVICE_LIMITS.note).prefault({}),
  dayTime: required(SERVICE_LIMITS.dayTime, 'A day and time are required'),
  livestreamed: z.boolean().default(false),
  /** Null: the service is described by its text only and stays out of the calendar feed. */
  schedule: scheduleSchema.nullable().default(null),
  /** Position on the schedule, smallest first; new services go last when omitted. */
  order: z.number().int().min(0).max(100_000).optional(),
});

/** PUT /api/services/{id}: any of the fields (e.g. only `order` to move a service). */
export const serviceUpdateSchema = z
  .strictObject({
    title: required(SERVICE_LIMITS.title, 'A title is required'),
    note: optional(SERVICE_LIMITS.note),
    dayTime: required(SERVICE_LIMITS.dayTime, 'A day and time are required'),
    livestreamed: z.boolean(),
    schedule: scheduleSchema.nullable(),
    order: z.number().int().min(0).max(100_000),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Nothing to change');

export type ServiceInput = z.infer<typeof serviceSchema>;
export type ServiceUpdate = z.infer<typeof serviceUpdateSchema>;
