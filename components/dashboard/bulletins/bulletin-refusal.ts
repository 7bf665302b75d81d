import type { useTranslations } from 'next-intl';
import { uploadRefusalText, type CommonT } from '../api-error-text';

type BulletinsT = ReturnType<typeof useTranslations<'Dashboard.bulletins'>>;

/** A refused upload or edit of a bulletin in the staff member's words (upload form and list). */
export function bulletinRefusal(
  caught: unknown,
  t: BulletinsT,
  tc: CommonT,
  maxBytes: number,
): string {
  return uploadRefusalText(caught, tc, {
    tooLarge: () => t('tooLarge', { max: Math.round(maxBytes / (1024 * 1024)) }),
    wrongType: () => t('wrongType'),
  });
}
