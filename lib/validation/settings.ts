import './zod-jitless';
import { z } from 'zod';
import { canonicalTimeZone } from '@/lib/calendar/time-zone';

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

/** The specification's Settings entity: the API shape, shared by the dashboard form and PUT. */
export const settingsSchema = z.strictObject({
  title: text(200).min(1, 'Title is required'),
  description: text(2000),
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
});

export type SettingsInput = z.infer<typeof settingsSchema>;
/** As the API answers: `timeZone` always present, the server's zone when none is configured. */
export type Settings = Omit<SettingsInput, 'timeZone'> & { timeZone: string };
