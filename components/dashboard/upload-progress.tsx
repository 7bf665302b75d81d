import styles from './dashboard.module.css';

interface UploadProgressProps {
  /** 0..1 */
  fraction: number;
  label: string;
  /** The visible text, e.g. "Uploading… 42%". */
  text: string;
}

/** A native progress bar: assistive technology announces its value without extra ARIA. */
export function UploadProgress({ fraction, label, text }: UploadProgressProps) {
  const percent = Math.round(fraction * 100);
  return (
    <div className={styles.progress}>
      <progress max={100} value={percent} aria-label={label} />
      <span aria-hidden="true">{text}</span>
    </div>
  );
}
