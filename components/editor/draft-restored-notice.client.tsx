'use client';

import { useTranslations } from 'next-intl';
import styles from './editor.module.css';

/** "Your unsaved draft was restored", with a way to throw it away (after asking). */
export function DraftRestoredNotice({ onDiscard }: { onDiscard: () => void }) {
  const t = useTranslations('Editor');
  return (
    <div role="status" className={styles.restored}>
      <span>{t('draftRestored')}</span>
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => {
          if (window.confirm(t('discardConfirm'))) onDiscard();
        }}
      >
        {t('discardDraft')}
      </button>
    </div>
  );
}
