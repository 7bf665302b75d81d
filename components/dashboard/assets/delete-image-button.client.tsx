'use client';

import { useLocale, useTranslations } from 'next-intl';
import { apiRequest, ApiRequestError } from '@/components/auth/api-client';
import type { ImageUse } from '@/lib/assets/delete-image';
import { languageByCode, languageName } from '@/lib/i18n/languages';
import { apiErrorText } from '../api-error-text';
import styles from '../dashboard.module.css';

interface DeleteImageButtonProps {
  name: string;
  busy: boolean;
  onStart: () => void;
  onDone: (outcome: { deleted: boolean; error?: string }) => void;
}

/**
 * Deletes an image after a confirmation; when the server answers that the image is still used, it
 * names the places and asks once more before deleting it anyway (?force=1).
 */
export function DeleteImageButton({ name, busy, onStart, onDone }: DeleteImageButtonProps) {
  const t = useTranslations('AssetDeletion');
  const tc = useTranslations('Dashboard.common');
  const locale = useLocale();

  function describe(use: ImageUse): string {
    if (use.kind === 'page') {
      // The code picks the language's name in the sentence's grammar (`select`); the display name
      // is the fallback for a language whose messages do not name it yet.
      const language = languageByCode(use.language);
      const name = language ? languageName(language, locale) : use.language;
      return t('usedOnPage', { title: use.title || use.slug, language: use.language, name });
    }
    if (use.kind === 'announcement') return t('usedInAnnouncement', { title: use.title });
    return use.picture === 'heroImage' ? t('usedAsHeroImage') : t('usedAsLogo');
  }

  async function remove(force: boolean): Promise<void> {
    const path = `/api/files/images/${encodeURIComponent(name)}${force ? '?force=1' : ''}`;
    await apiRequest(path, { method: 'DELETE' });
  }

  async function click() {
    if (!window.confirm(t('confirm', { name }))) return;
    onStart();
    try {
      await remove(false);
      onDone({ deleted: true });
    } catch (caught) {
      const uses = (caught as ApiRequestError).body as { usedBy?: ImageUse[] } | null;
      if (caught instanceof ApiRequestError && caught.status === 409 && uses?.usedBy) {
        const places = uses.usedBy.map(describe).join('\n');
        if (!window.confirm(t('confirmInUse', { name, places }))) return onDone({ deleted: false });
        try {
          await remove(true);
          return onDone({ deleted: true });
        } catch (again) {
          return onDone({ deleted: false, error: apiErrorText(again, tc) });
        }
      }
      onDone({ deleted: false, error: apiErrorText(caught, tc) });
    }
  }

  return (
    <button
      type="button"
      className={styles.buttonDanger}
      disabled={busy}
      onClick={() => void click()}
      aria-label={t('label', { name })}
    >
      {t('delete')}
    </button>
  );
}
