import './zod-jitless';
import { z } from 'zod';

/** The date of a bulletin: `YYYY-MM-DD` (a date input) or a full ISO date-time; stored as a Date. */
const bulletinDate = z
  .string()
  .trim()
  .refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}$/.test(value) ||
      z.iso.datetime({ offset: true }).safeParse(value).success,
    'Enter a date as YYYY-MM-DD',
  )
  .transform(
    (value) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00.000Z` : value),
  )
  .refine((date) => !Number.isNaN(date.getTime()), 'Enter a real date');

/**
 * The fields of a bulletin, as the upload form and PUT /api/bulletins/{id} send them. The
 * specification's message covers the required ones.
 */
export const bulletinFieldsSchema = z.strictObject({
  title: z.string().trim().min(1, 'Please fill in all fields and attach a file.').max(200),
  description: z
    .string()
    .trim()
    .max(2000)
    .optional()
    .transform((value) => value || null),
  date: bulletinDate,
  label: z.string().trim().min(1, 'Please fill in all fields and attach a file.').max(50),
});

export type BulletinFields = z.infer<typeof bulletinFieldsSchema>;

const positiveInteger = (max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'Must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(max));

/**
 * GET /api/bulletins query: no page/limit gives the full list; either one gives a page of
 * {bulletins, total}, 6 per page unless limit says otherwise.
 */
export const bulletinListQuerySchema = z.object({
  page: positiveInteger(1_000_000).optional(),
  limit: positiveInteger(50).optional(),
});
