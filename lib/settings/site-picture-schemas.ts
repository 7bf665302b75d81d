import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { perLanguageSchema } from '@/lib/validation/per-language';

/** Alt text of the hero image: a short description, as screen readers read it. */
export const HERO_ALT_MAX = 300;

/**
 * A picture of ours, named by the URL path Assets gives it (`/uploads/images/<stored name>`), or ''
 * for none. Whether the asset really exists is checked against the store when it is saved.
 */
export const assetPathSchema = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .max(260)
    .regex(/^\/uploads\/images\/[a-z0-9][a-z0-9._-]{0,199}$/, 'Choose an image from Assets')
    .refine((value) => !value.includes('..'), 'Choose an image from Assets'),
]);

/**
 * The site's pictures in the Settings API. Every field is optional: one left out keeps its stored
 * value, so the general settings form (which does not send them) never clears a picture.
 */
export const sitePicturesSchema = z.strictObject({
  heroImage: assetPathSchema.optional(),
  logo: assetPathSchema.optional(),
  /** Per language (`{en, ua}`); '' in a language = no description there (the default's is used). */
  heroImageAlt: perLanguageSchema(
    z.string().trim().max(HERO_ALT_MAX),
    z.string().trim().max(HERO_ALT_MAX),
  ).optional(),
});

export type SitePicturesInput = z.infer<typeof sitePicturesSchema>;
export type SitePicturesFields = Required<SitePicturesInput>;
