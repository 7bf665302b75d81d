import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { perLanguageSchema } from '@/lib/validation/per-language';

// One schema per request shape, shared by the forms and the route handlers.

export const SIGNUP_LIMITS = {
  questions: 5,
  options: 12,
  label: 200,
  answer: 500,
  name: 200,
  email: 200,
  phone: 40,
  party: 50,
  capacity: 100_000,
  message: 1000,
} as const;

const label = perLanguageSchema(
  z.string().trim().min(1, 'A label is required').max(SIGNUP_LIMITS.label),
  z.string().trim().max(SIGNUP_LIMITS.label).default(''),
);
const idSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'Use a-z, 0-9 and -');

export const questionSchema = z
  .strictObject({
    id: idSchema,
    label,
    kind: z.enum(['text', 'choice', 'yesno']),
    options: z
      .array(z.strictObject({ id: idSchema, label }))
      .max(SIGNUP_LIMITS.options)
      .optional(),
    required: z.boolean().default(false),
  })
  .superRefine((question, context) => {
    const options = question.options ?? [];
    if (question.kind === 'choice' && options.length < 2) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'Give at least 2 options' });
    }
    if (new Set(options.map((option) => option.id)).size !== options.length) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'Option ids repeat' });
    }
  });
export type Question = z.infer<typeof questionSchema>;

const instant = z.iso
  .datetime({ offset: true, message: 'Enter a date and time (ISO 8601)' })
  .transform((value) => new Date(value));

/** PATCH /api/events/{id} `{signups: {…}}`; `signups: null` switches them off. */
export const signupSettingsSchema = z
  .strictObject({
    capacity: z.number().int().min(1).max(SIGNUP_LIMITS.capacity).nullable(),
    maxParty: z.number().int().min(1).max(SIGNUP_LIMITS.party).default(1),
    waitlist: z.boolean().default(true),
    opensAt: instant.nullable().optional(),
    closesAt: instant.nullable().optional(),
    perDate: z.boolean().default(true),
    questions: z
      .array(questionSchema)
      .max(SIGNUP_LIMITS.questions, 'At most 5 questions')
      .default([]),
  })
  .superRefine((value, context) => {
    if (value.capacity !== null && value.maxParty > value.capacity) {
      context.addIssue({
        code: 'custom',
        path: ['maxParty'],
        message: 'A party cannot be larger than the places',
      });
    }
    if (value.opensAt && value.closesAt && value.closesAt <= value.opensAt) {
      context.addIssue({ code: 'custom', path: ['closesAt'], message: 'Closes before it opens' });
    }
    const ids = value.questions.map((question) => question.id);
    if (new Set(ids).size !== ids.length) {
      context.addIssue({ code: 'custom', path: ['questions'], message: 'Question ids repeat' });
    }
  });
export type SignupSettingsInput = z.infer<typeof signupSettingsSchema>;

/** An answer as JSON sends it, or as a form sends it (strings). */
export const answerValueSchema = z.union([z.string().max(SIGNUP_LIMITS.answer), z.boolean()]);

/** The words of the visitor's form checks, in their language (messages: Signups.fields). */
export interface FieldTexts {
  nameRequired: string;
  emailInvalid: string;
  phoneInvalid: string;
  partyInvalid: string;
  tooLong: string;
}

/** The visitor's fields (without the questions, which are checked against the event's own). */
export function personSchema(t: FieldTexts) {
  return z.object({
    name: z.string({ error: t.nameRequired }).trim().min(1, t.nameRequired).max(200, t.tooLong),
    email: z
      .string({ error: t.emailInvalid })
      .trim()
      .pipe(z.email(t.emailInvalid).max(SIGNUP_LIMITS.email, t.tooLong)),
    phone: z
      .union([
        z.literal(''),
        z
          .string()
          .trim()
          .max(SIGNUP_LIMITS.phone, t.tooLong)
          .regex(/^\+?[0-9 ()./-]{5,}$/, t.phoneInvalid),
      ])
      .optional()
      .default(''),
    party: z.coerce
      .number({ error: t.partyInvalid })
      .int(t.partyInvalid)
      .min(1, t.partyInvalid)
      .max(SIGNUP_LIMITS.party, t.partyInvalid),
  });
}
export type PersonInput = z.infer<ReturnType<typeof personSchema>>;

/** POST …/signups: the person, the answers, the form token and the honeypot. */
export function signupRequestSchema(t: FieldTexts) {
  return personSchema(t).extend({
    answers: z.record(z.string().max(40), answerValueSchema).optional().default({}),
    formToken: z.string().max(600).default(''),
    website: z.string().max(500).optional(),
  });
}

/** PATCH /api/signups/by-token/{token}: the person changes their party size. */
export const ownChangeSchema = z.strictObject({
  party: z.coerce.number().int().min(1).max(SIGNUP_LIMITS.party),
});

const staffMessage = z.string().trim().max(SIGNUP_LIMITS.message).optional();

/** POST …/signups by staff: someone who phoned; `status` puts them on a list directly. */
export const staffAddSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(SIGNUP_LIMITS.name),
  email: z.union([z.literal(''), z.email().max(SIGNUP_LIMITS.email)]).default(''),
  phone: z.string().trim().max(SIGNUP_LIMITS.phone).default(''),
  party: z.number().int().min(1).max(SIGNUP_LIMITS.party).default(1),
  answers: z.record(z.string().max(40), answerValueSchema).default({}),
  status: z.enum(['confirmed', 'waiting']).optional(),
});

/** PATCH /api/signups/{id} by staff: party size, move between lists, cancel with a message. */
export const staffChangeSchema = z
  .strictObject({
    party: z.number().int().min(1).max(SIGNUP_LIMITS.party).optional(),
    status: z.enum(['confirmed', 'waiting', 'cancelled']).optional(),
    message: staffMessage,
  })
  .refine((value) => value.party !== undefined || value.status !== undefined, 'Nothing to change');
export type StaffChange = z.infer<typeof staffChangeSchema>;

export const staffCancelQuerySchema = z.object({ message: staffMessage });

/** PATCH /api/events/{id}'s body: `signups` is checked here, the rest by the events' schema. */
export const eventPatchBodySchema = z
  .object({ signups: signupSettingsSchema.nullable().optional() })
  .catchall(z.unknown());
