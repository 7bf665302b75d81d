import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { canonicalTimeZone } from '@/lib/schedule/time-zone';
import { defaultLanguage, languages, type LanguageCode } from '@/lib/i18n/languages';
import { perLanguageSchema } from '@/lib/validation/per-language';

const optionalUrl = z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(500)]);
const text = (max: number) => z.string().trim().max(max);

export const addressSchema = z.strictObject({
  line1: text(200),
  line2: text(200),
  city: text(100),
  provinceOrState: text(100),
  postalCode: text(20),
  country: text(100),
  link: optionalUrl,
});

/** The weekly e-mail digest's day, by its English name (the API's and the stored value). */
export const digestDays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type DigestDay = (typeof digestDays)[number];

/** An IANA time zone the runtime knows, stored under its canonical name; '' = the server's zone. */
const timeZoneSchema = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .max(64)
    .transform((name, context) => {
      const canonical = canonicalTimeZone(name);
      if (!canonical) {
        context.addIssue({
          code: 'custom',
          message: 'Enter an IANA time zone, e.g. America/Toronto',
        });
        return z.NEVER;
      }
      return canonical;
    }),
]);

/**
 * The texts shown in every language. The top-level field holds the default language's text (the
 * specification's `title` and `description`, and the home page's texts); `translations` holds
 * the other languages', and an empty one falls back to the default language's.
 */
const translatableTexts = {
  title: text(200),
  description: text(2000),
  heroTagline: text(300),
  patronName: text(120),
  patronText: text(1500),
  officeHours: text(300),
};
export type TranslatableText = keyof typeof translatableTexts;
export const translatableTextKeys = Object.keys(translatableTexts) as TranslatableText[];

/** Every configured language but the default one: the keys of `translations`. */
export const translatedLanguages = languages.filter(
  (language) => language.code !== defaultLanguage.code,
);

/** One language's texts: an omitted key stays as stored, an empty one clears it. */
const translationSchema = z.strictObject({
  title: translatableTexts.title.optional(),
  description: translatableTexts.description.optional(),
  heroTagline: translatableTexts.heroTagline.optional(),
  patronName: translatableTexts.patronName.optional(),
  patronText: translatableTexts.patronText.optional(),
  officeHours: translatableTexts.officeHours.optional(),
});

/** `{ua: {...}}`: one optional key per non-default language and no other. */
const translationsSchema = z.strictObject(
  Object.fromEntries(
    translatedLanguages.map((language) => [language.code, translationSchema.optional()]),
  ) as Record<LanguageCode, z.ZodOptional<typeof translationSchema>>,
);

/** One of the home page's figures: a number-ish value ('500+') shared by every language, and a
 * label per language (`{en, ua}`), so reordering or removing one cannot misalign the languages. */
export const statSchema = z.strictObject({
  value: text(12).min(1, 'Enter a value'),
  label: perLanguageSchema(text(40).min(1, 'Enter a label'), text(40)),
});
export const maxStats = 6;

/** The specification's Settings entity plus the parish's own texts: the API shape, shared by the
 * dashboard form and PUT. Every field beyond the specification's is optional: omitted, it stays. */
export const settingsSchema = z.strictObject({
  title: translatableTexts.title.min(1, 'Title is required'),
  description: translatableTexts.description,
  address: addressSchema,
  phone: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .max(40)
      .regex(/^\+?[0-9 ()./-]{5,}$/, 'Enter a valid phone number'),
  ]),
  email: z.union([z.literal(''), z.email('Enter a valid email address').max(200)]),
  website: optionalUrl,
  socialLinks: z.strictObject({
    facebook: optionalUrl,
    instagram: optionalUrl,
    youtube: optionalUrl,
  }),
  /** Of the liturgy schedule (calendar feed, events). Optional: omitted, the stored one stays. */
  timeZone: timeZoneSchema.optional(),
  /** The Church's calendar of events: Pascha by the Julian or Gregorian Paschalion, fixed feasts
   * on the new or old style (lib/events/church-calendar.ts). Optional: omitted, it stays. */
  paschalion: z.enum(['julian', 'gregorian']).optional(),
  feastStyle: z.enum(['new', 'old']).optional(),
  /** The weekly digest (lib/mailings/digest.ts): the day and the hour (0–23) in `timeZone` it
   * goes out from. Optional: omitted, the stored ones stay. */
  digestDay: z.enum(digestDays).optional(),
  digestHour: z.number().int().min(0).max(23).optional(),
  heroTagline: translatableTexts.heroTagline.optional(),
  patronName: translatableTexts.patronName.optional(),
  patronText: translatableTexts.patronText.optional(),
  officeHours: translatableTexts.officeHours.optional(),
  stats: z.array(statSchema).max(maxStats).optional(),
  translations: translationsSchema.optional(),
});

export type SettingsInput = z.infer<typeof settingsSchema>;
export type Stat = z.infer<typeof statSchema>;
export type SettingsTranslation = Record<TranslatableText, string>;
/** As the API answers: every field present (`timeZone` is the server's zone when none is
 * configured), and `translations` with every text for every non-default language. */
export type Settings = Required<Omit<SettingsInput, 'translations'>> & {
  translations: Partial<Record<LanguageCode, SettingsTranslation>>;
};
