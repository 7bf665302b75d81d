import type { useTranslations } from 'next-intl';
import { ApiRequestError } from '@/components/auth/api-client';
import { apiErrorText, type CommonT } from '../api-error-text';

type BulletinsT = ReturnType<typeof useTranslations<'Dashboard.bulletins'>>;

/** A refused upload or edit of a bulletin in the staff member's words (upload form and list). */
export function bulletinRefusal(
  caught: unknown,
  t: BulletinsT,
  tc: CommonT,
  maxBytes: number,
): string {
  if (!(caught instanceof ApiRequestError) || caught.status === 0) return tc('networkError');
  if (caught.status === 413) return t('tooLarge', { max: Math.round(maxBytes / (1024 * 1024)) });
  if (caught.status === 415) return t('wrongType');
  // A field the server refused (the form checks the same schema first, so this is rare) is told
  // by its code like every other refusal: the server's per-field reason is English.
  return apiErrorText(caught, tc);
}
