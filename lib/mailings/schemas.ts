import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { validateDoc } from '@/lib/rich-text/validate';
import { mailingLists, subscriptionLanguages } from '@/lib/subscriptions/schemas';

// POST /api/mailings (an announcement by e-mail) and the stored shapes of a mailing.

const editorDocument = z.unknown().transform((value, context) => {
  const result = validateDoc(value);
  if (!result.ok) {
    context.addIssue({ code: 'custom', message: 'Not a valid editor document' });
    return z.NEVER;
  }
  return result.doc;
});

export const mailingRequestSchema = z.strictObject({
  subject: z.strictObject({
    en: z.string().trim().min(1, 'Subject is required').max(200),
    ua: z.string().trim().max(200).optional(),
  }),
  body: z.strictObject({ en: editorDocument, ua: editorDocument.optional() }),
  lists: z
    .array(z.enum(mailingLists))
    .min(1, 'Choose at least one list')
    .transform((chosen) => [...new Set(chosen)]),
  sendAt: z.iso.datetime({ offset: true }).optional(),
  /** Only to the staff member who asks (their account's e-mail), never to a list. */
  test: z.literal(true).optional(),
});
export type MailingRequest = z.output<typeof mailingRequestSchema>;

/** `{en: …, ua: …}` as stored; anything else reads as empty. */
export function readPerLanguage(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** A confirmation mailing's body: the nonce of its link and the page's language. */
export function readMailingBody(value: unknown): { nonce?: string; pageLanguage?: string } {
  const body = readPerLanguage(value);
  return {
    nonce: typeof body.nonce === 'string' ? body.nonce : undefined,
    pageLanguage: typeof body.pageLanguage === 'string' ? body.pageLanguage : undefined,
  };
}

/** POST /api/mailings/preview: the texts as in a send, and whose language the preview reads. */
export const mailingPreviewSchema = z.strictObject({
  subject: mailingRequestSchema.shape.subject,
  body: mailingRequestSchema.shape.body,
  language: z
    .string()
    .refine((value) => (subscriptionLanguages as string[]).includes(value), 'Choose a language'),
});
export type MailingPreviewRequest = z.output<typeof mailingPreviewSchema>;
