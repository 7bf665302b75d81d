import './zod-jitless';
import { z } from 'zod';
import { perLanguageSchema } from './per-language';

const text = (max: number) => z.string().trim().max(max);
/** The default language is required (the fallback); the others may be missing until translated. */
const required = (max: number, message: string) =>
  perLanguageSchema(text(max).min(1, message), text(max).default(''));
const optional = (max: number) => perLanguageSchema(text(max).default(''), text(max).default(''));

/** A service of the liturgy schedule: the API shape without its id. */
export const serviceSchema = z.strictObject({
  title: required(120, 'A title is required'),
  note: optional(300).prefault({}),
  dayTime: required(120, 'A day and time are required'),
  livestreamed: z.boolean().default(false),
  /** Position on the schedule, smallest first; new services go last when omitted. */
  order: z.number().int().min(0).max(100_000).optional(),
});

/** PUT /api/services/{id}: any of the fields (e.g. only `order` to move a service). */
export const serviceUpdateSchema = z
  .strictObject({
    title: required(120, 'A title is required'),
    note: optional(300),
    dayTime: required(120, 'A day and time are required'),
    livestreamed: z.boolean(),
    order: z.number().int().min(0).max(100_000),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Nothing to change');

export type ServiceInput = z.infer<typeof serviceSchema>;
export type ServiceUpdate = z.infer<typeof serviceUpdateSchema>;
