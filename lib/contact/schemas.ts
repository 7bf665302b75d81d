import '@/lib/validation/zod-jitless';
import { z } from 'zod';

// Shared by the contact form (client) and POST /api/contact (server).

export const contactSubjects = [
  'general',
  'worship',
  'events',
  'volunteer',
  'prayer',
  'other',
] as const;
export type ContactSubject = (typeof contactSubjects)[number];

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** What a visitor fills in. */
export const contactMessageSchema = z.strictObject({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(200, 'Name is too long'),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email('Enter a valid email address').max(200, 'Email is too long')),
  phone: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .max(40, 'Phone number is too long')
        .regex(/^\+?[0-9 ()./-]{5,}$/, 'Enter a valid phone number'),
    ])
    .optional()
    .default(''),
  subject: z.enum(contactSubjects, { error: 'Choose a subject' }),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(
      CONTACT_MESSAGE_MAX_LENGTH,
      `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`,
    ),
});

/**
 * The request body: the message plus `website`, a honeypot the form hides from people (visually
 * and from assistive technology). Only bots fill it in; such a submission is answered as if
 * accepted and dropped.
 */
export const contactRequestSchema = contactMessageSchema.extend({
  website: z.string().max(500).optional(),
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
export type ContactRequest = z.input<typeof contactRequestSchema>;

/** PATCH /api/contact/{id}. */
export const contactUpdateSchema = z.strictObject({
  read: z.boolean({ error: 'read must be true or false' }),
});
