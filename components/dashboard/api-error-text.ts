// What a failed API call means, in the staff member's language: the server's error code (or its
// finer `reason`) picks a message from Dashboard.common.errors; the server's own English message
// is never shown.
import type { useTranslations } from 'next-intl';
import { ApiRequestError } from '@/components/auth/api-client';

const ERROR_KEYS = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'last_admin',
  'payload_too_large',
  'unsupported_media_type',
  'too_many_requests',
  'service_unavailable',
  'database_unavailable',
  'storage_unavailable',
  'internal_error',
] as const;
type ErrorKey = (typeof ERROR_KEYS)[number];

const isErrorKey = (value: unknown): value is ErrorKey =>
  typeof value === 'string' && (ERROR_KEYS as readonly string[]).includes(value);

export type CommonT = ReturnType<typeof useTranslations<'Dashboard.common'>>;

export function apiErrorText(error: unknown, t: CommonT): string {
  if (!(error instanceof ApiRequestError) || error.status === 0) return t('networkError');
  const reason = (error.body as { error?: { reason?: unknown } } | null)?.error?.reason;
  if (isErrorKey(reason)) return t(`errors.${reason}`);
  return t(`errors.${isErrorKey(error.code) ? error.code : 'internal_error'}`);
}

/** What an upload panel says in its own words: the size limit and the types it takes. */
export interface UploadRefusalTexts {
  tooLarge: () => string;
  wrongType: () => string;
}

/**
 * A refused upload (a bulletin, an image): too large or of the wrong type in the panel's words,
 * anything else by its code. A field the server refused is told by its code too: the form checks
 * the same schema first, so that is rare, and the server's per-field reason is English.
 */
export function uploadRefusalText(error: unknown, t: CommonT, own: UploadRefusalTexts): string {
  if (error instanceof ApiRequestError && error.status === 413) return own.tooLarge();
  if (error instanceof ApiRequestError && error.status === 415) return own.wrongType();
  return apiErrorText(error, t);
}
