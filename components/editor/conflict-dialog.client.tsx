'use client';

import { useTranslations } from 'next-intl';
import type { LanguageCode } from '@/lib/i18n/routing';
import type { PageRecord } from './content-client';
import { ModalDialog } from './modal-dialog.client';
import styles from './editor.module.css';

interface ConflictDialogProps {
  /** The newer version someone else saved; null when there is no conflict. */
  theirs: PageRecord | null;
  language: LanguageCode;
  onLoadTheirs: () => void;
  onOverwrite: () => void;
  onKeepEditing: () => void;
}

/**
 * A save refused with 409: someone saved after this edit began. Nothing happens until the user
 * chooses, and neither version is dropped silently (an overwrite keeps theirs as a revision).
 */
export function ConflictDialog({
  theirs,
  language,
  onLoadTheirs,
  onOverwrite,
  onKeepEditing,
}: ConflictDialogProps) {
  const t = useTranslations('Editor');
  return (
    <ModalDialog open={theirs !== null} title={t('conflictTitle')} onClose={onKeepEditing}>
      <p>{t('conflictMessage')}</p>
      {theirs ? (
        <p className={styles.revisionMeta}>
          {t('conflictTheirs', { title: theirs.title[language] })}
        </p>
      ) : null}
      <div className={styles.dialogActions}>
        <button type="button" className={styles.secondaryButton} onClick={onLoadTheirs}>
          {t('conflictLoadTheirs')}
        </button>
        <button type="button" className={styles.primaryButton} onClick={onOverwrite}>
          {t('conflictOverwrite')}
        </button>
        <button type="button" className={styles.secondaryButton} onClick={onKeepEditing}>
          {t('conflictKeepEditing')}
        </button>
      </div>
    </ModalDialog>
  );
}
