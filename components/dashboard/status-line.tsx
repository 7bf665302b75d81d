import type { StatusMessage } from './use-status';
import styles from './dashboard.module.css';

/** A live region that is always in the page, so screen readers announce what appears in it. */
export function StatusLine({ status }: { status: StatusMessage | null }) {
  return (
    <div role="status" className={styles.status}>
      {status && (
        <p className={status.kind === 'success' ? styles.success : styles.error}>{status.text}</p>
      )}
    </div>
  );
}
