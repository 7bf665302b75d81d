import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { translatedLanguages } from '@/lib/bulletins/translations';

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

const required = 'Please fill in all fields and attach a file.';

/** One other language's words; empty = as in the default language. */
const translationSchema = z.strictObject({
  title: z.string().trim().max(200).default(''),
  description: z.string().trim().max(2000).default(''),
  label: z.string().trim().max(50).default(''),
});

/**
 * `{ua: {title, description, label}}`: any of the configured languages other than the default.
 * A multipart form sends it as one JSON text field.
 */
const translationsSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z
    .strictObject(
      Object.fromEntries(
        translatedLanguages.map(({ code }) => [code, translationSchema.optional()]),
      ),
    )
    .transform((map) =>
      Object.fromEntries(
        translatedLanguages.map(({ code }) => [
          code,
          (map as Record<string, z.infer<typeof translationSchema> | undefined>)[code] ?? {
            title: '',
            description: '',
            label: '',
          },
        ]),
      ),
    ),
);

/** When visitors may see the bulletin: an ISO date-time, or null / '' for "at once". */
const publishAtSchema = z
  .union([
    z.iso.datetime({ offset: true, message: 'Enter a date and time' }),
    z.literal(''),
    z.null(),
  ])
  .transform((value) => (value ? new Date(value) : null));

/**
 * The fields of a bulletin, as the upload form and PUT /api/bulletins/{id} send them. The
 * specification's message covers the required ones. `translations` and `publishAt` left out of a
 * PUT stay as they are (undefined); left out of an upload they are empty and "at once".
 */
export const bulletinFieldsSchema = z.strictObject({
  title: z.string().trim().min(1, required).max(200),
  description: z
    .string()
    .trim()
    .max(2000)
    .optional()
    .transform((value) => value || null),
  date: bulletinDate,
  label: z.string().trim().min(1, required).max(50),
  translations: translationsSchema.optional(),
  publishAt: publishAtSchema.optional(),
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
