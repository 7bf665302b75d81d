import type { FormEvent, ReactNode, RefObject } from 'react';
import { useTranslations } from 'next-intl';
import { FormPanel } from './panel-form';
import { StatusLine } from './status-line';
import type { StatusMessage } from './use-status';
import styles from './dashboard.module.css';

interface UploadFormProps {
  /** The form's useId(): its heading's and file field's ids start with it. */
  id: string;
  formRef: RefObject<HTMLFormElement | null>;
  heading: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  file: { label: string; hint: string; accept: string; multiple?: boolean; required?: boolean };
  progress: number | null;
  status: StatusMessage | null;
  /** The fields before the file, if any. */
  children?: ReactNode;
}

/**
 * A dashboard upload form: a panel with its heading, the form's own fields, the file field, and
 * the footer. The form checks and sends on its own; the server checks the file's content again.
 */
export function UploadForm(props: UploadFormProps) {
  const { id, formRef, heading, onSubmit, file, progress, status, children } = props;
  return (
    <FormPanel id={id} level={2} heading={heading} onSubmit={onSubmit} formRef={formRef}>
      {children}
      <div className={styles.field}>
        <label htmlFor={`${id}-file`}>{file.label}</label>
        <input
          id={`${id}-file`}
          name="file"
          type="file"
          accept={file.accept}
          multiple={file.multiple}
          required={file.required}
          aria-describedby={`${id}-file-hint`}
        />
        <p id={`${id}-file-hint`} className={styles.hint}>
          {file.hint}
        </p>
      </div>
      <UploadFooter progress={progress} status={status} />
    </FormPanel>
  );
}

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
function UploadFooter({ progress, status }: UploadFooterProps) {
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
