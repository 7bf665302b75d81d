import { StatusLine } from './status-line';
import type { StatusMessage } from './use-status';
import styles from './dashboard.module.css';

interface UploadFooterProps {
  /** How much is sent (0..1) while an upload is under way; null otherwise. */
  progress: number | null;
  labels: {
    /** The progress bar's accessible name. */
    progress: string;
    /** Its visible text for a percentage, e.g. "Uploading… 42%". */
    uploading: (percent: number) => string;
    submit: string;
  };
  status: StatusMessage | null;
}

/**
 * The end of an upload form: a native progress bar while sending (assistive technology announces
 * its value without extra ARIA), the submit button, held meanwhile, and the form's status line.
 */
export function UploadFooter({ progress, labels, status }: UploadFooterProps) {
  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <>
      {percent !== null && (
        <div className={styles.progress}>
          <progress max={100} value={percent} aria-label={labels.progress} />
          <span aria-hidden="true">{labels.uploading(percent)}</span>
        </div>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={percent !== null}>
          {labels.submit}
        </button>
        <StatusLine status={status} />
      </div>
    </>
  );
}
