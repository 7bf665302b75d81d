import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { perLanguageSchema } from '@/lib/validation/per-language';
import { checkImageSrc } from '@/lib/rich-text/allowlist';

export const ANNOUNCEMENT_LIMITS = { title: 120, subtitle: 120, body: 1000 } as const;

const text = (max: number) => z.string().trim().max(max);
/** The default language is required (the fallback); the others may stay empty until translated. */
const requiredTitle = perLanguageSchema(
  text(ANNOUNCEMENT_LIMITS.title).min(1, 'A title is required'),
  text(ANNOUNCEMENT_LIMITS.title).default(''),
);
const optional = (max: number) => perLanguageSchema(text(max).default(''), text(max).default(''));

/**
 * A picture beside the text: an https URL or an image uploaded to this site (/uploads/images/…).
 * Plain http and data: URLs are refused: the site's Content-Security-Policy would not show them.
 * An empty string means "no picture".
 */
const imageUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => {
    if (value === '' || value.startsWith('data:')) return value === '';
    return 'src' in checkImageSrc(value);
  }, 'Enter an https address or an image from Assets (/uploads/images/…)')
  .transform((value) => (value === '' ? null : value))
  .nullable();

/** A calendar day, YYYY-MM-DD (a full ISO timestamp is accepted and cut to its day). */
const dateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/, 'Enter a date as YYYY-MM-DD')
  .transform((value) => value.slice(0, 10))
  .refine((day) => {
    const parsed = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(day);
  }, 'Enter a real date');

/** Pins an announcement: lower first, above every unpinned one; null returns it to date order. */
const sortOrderSchema = z.number().int().min(0).max(100_000).nullable();

/** POST /api/announcements: an announcement without its id. */
export const announcementSchema = z.strictObject({
  title: requiredTitle,
  subtitle: optional(ANNOUNCEMENT_LIMITS.subtitle).prefault({}),
  body: optional(ANNOUNCEMENT_LIMITS.body).prefault({}),
  imageUrl: imageUrlSchema.default(null),
  published: z.boolean().default(false),
  date: dateSchema,
  sortOrder: sortOrderSchema.default(null),
});

/** PUT /api/announcements/{id}: any of the fields (e.g. only `published`, or only `sortOrder`). */
export const announcementUpdateSchema = z
  .strictObject({
    title: requiredTitle,
    subtitle: optional(ANNOUNCEMENT_LIMITS.subtitle),
    body: optional(ANNOUNCEMENT_LIMITS.body),
    imageUrl: imageUrlSchema,
    published: z.boolean(),
    date: dateSchema,
    sortOrder: sortOrderSchema,
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Nothing to change');

/** GET /api/announcements?all=1: administrators also see unpublished ones. */
export const announcementListQuerySchema = z.strictObject({
  all: z.enum(['1', 'true']).optional(),
});

export type AnnouncementInput = z.infer<typeof announcementSchema>;
export type AnnouncementUpdate = z.infer<typeof announcementUpdateSchema>;
