import { useTranslations } from 'next-intl';
import { StatusLine } from './status-line';
import type { StatusMessage } from './use-status';
import styles from './dashboard.module.css';

interface UploadFooterProps {
  /** How much is sent (0..1) while an upload is under way; null otherwise. */
  progress: number | null;
  status: StatusMessage | null;
}

/**
 * The end of a dashboard upload form: a native progress bar while sending (assistive technology
 * announces its value without extra ARIA), the submit button, held meanwhile, and the form's
 * status line. Rendered inside client forms, so it reads its words itself.
 */
export function UploadFooter({ progress, status }: UploadFooterProps) {
  const t = useTranslations('Dashboard.upload');
  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <>
      {percent !== null && (
        <div className={styles.progress}>
          <progress max={100} value={percent} aria-label={t('progressLabel')} />
          <span aria-hidden="true">{t('uploading', { percent })}</span>
        </div>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={percent !== null}>
          {t('submit')}
        </button>
        <StatusLine status={status} />
      </div>
    </>
  );
}
