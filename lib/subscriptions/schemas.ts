import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { languageCodes, type LanguageCode } from '@/lib/i18n/languages';

// Shared by the subscription forms (footer, /subscribe, the manage page) and the handlers.

export const mailingLists = ['bulletin', 'announcements', 'digest'] as const;
export type MailingList = (typeof mailingLists)[number];

/** The lists the forms offer: every list (each one is sent). */
export const offeredLists: readonly MailingList[] = mailingLists;

/** A subscriber's language: one of the site's, or both (each message in every language). */
export type SubscriptionLanguage = LanguageCode | 'both';
export const subscriptionLanguages: SubscriptionLanguage[] = [...languageCodes, 'both'];

/** Where a consent was given, recorded with it. */
export const consentForms = ['footer', 'page', 'staff'] as const;

/**
 * The wording of the consent each form shows, by version: a subscriber's record names the version
 * they agreed to. Raise it when the forms' consent text (messages Subscribe.consent) changes.
 */
export const CONSENT_WORDING_VERSION = '2026-11-1';

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .pipe(z.email('Enter a valid email address').max(200, 'Email is too long'));

const lists = z
  .array(z.enum(mailingLists, { error: 'Unknown list' }), { error: 'Choose at least one list' })
  .min(1, 'Choose at least one list')
  .transform((chosen) => [...new Set(chosen)]);

const language = z
  .string({ error: 'Choose a language' })
  .refine(
    (value): value is SubscriptionLanguage => (subscriptionLanguages as string[]).includes(value),
    'Choose a language',
  )
  .transform((value) => value as SubscriptionLanguage);

/** POST /api/subscriptions (the forms post the same fields). */
export const subscriptionRequestSchema = z.strictObject({
  email,
  lists,
  language,
  formToken: z.string().max(200).optional(),
  /** Honeypot: hidden from people; a filled one is answered like any other and dropped. */
  website: z.string().max(500).optional(),
  /** Which form: recorded with the consent. */
  form: z.enum(consentForms).optional(),
  /** The page's language, for the confirmation e-mail when the chosen one is 'both'. */
  locale: z.string().max(10).optional(),
});
export type SubscriptionRequest = z.output<typeof subscriptionRequestSchema>;

/** The manage page's change (with the link's token). */
export const subscriptionChangeSchema = z.strictObject({ lists, language });

/** POST /api/subscribers: staff add an address; it still has to confirm. */
export const subscriberAddSchema = z.strictObject({ email, lists, language });

export const listsOf = (stored: string): MailingList[] =>
  stored
    .split(',')
    .filter((key): key is MailingList => (mailingLists as readonly string[]).includes(key));
