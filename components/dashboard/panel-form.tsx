import type { FormEvent, ReactNode, RefObject } from 'react';
import styles from './dashboard.module.css';

export interface PanelFormProps {
  /** The form's own id (useId): its heading's id, and the one its fields build theirs on. */
  id: string;
  /** The heading level where the form sits: 2 on its own, 3 inside the list. */
  level: 2 | 3;
  /** Also the form's accessible name. */
  heading: string;
  submitLabel: string;
  cancelLabel: string;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Editing in the list can be abandoned; the form that adds cannot. */
  onCancel?: () => void;
  children: ReactNode;
}

/** What a list's manager gives the form of one of its records; `initial` is the record edited. */
export type RecordFormProps<T> = Omit<PanelFormProps, 'id' | 'cancelLabel' | 'children'> & {
  initial?: T;
};

/**
 * A dashboard form that adds or edits one record: its heading names it, the server judges it
 * (noValidate: the panel's status line says what is wrong, in the staff member's words).
 */
export function PanelForm({
  id,
  level,
  heading,
  submitLabel,
  cancelLabel,
  busy,
  onSubmit,
  onCancel,
  children,
}: PanelFormProps) {
  return (
    <FormPanel id={id} level={level} heading={heading} onSubmit={onSubmit}>
      {children}
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={busy}>
          {submitLabel}
        </button>
        {onCancel && (
          <button
            type="button"
            className={styles.buttonSecondary}
            onClick={onCancel}
            disabled={busy}
          >
            {cancelLabel}
          </button>
        )}
      </div>
    </FormPanel>
  );
}

interface FormPanelProps {
  id: string;
  level: 2 | 3;
  heading: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formRef?: RefObject<HTMLFormElement | null>;
  children: ReactNode;
}

/** The panel every dashboard form sits in, named by its heading; its fields and buttons inside. */
export function FormPanel({ id, level, heading, onSubmit, formRef, children }: FormPanelProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <form
      ref={formRef}
      className={`${styles.form} ${styles.panel}`}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-heading`}
    >
      <Heading className={styles.subtitle} id={`${id}-heading`}>
        {heading}
      </Heading>
      {children}
    </form>
  );
}

interface CheckboxFieldProps {
  /** The form's own id (useId); the checkbox's is `<formId>-<name>`. */
  formId: string;
  name: string;
  label: string;
  defaultChecked: boolean;
}

/** A checkbox with its label after it, as the dashboard's forms lay them out. */
export function CheckboxField({ formId, name, label, defaultChecked }: CheckboxFieldProps) {
  const id = `${formId}-${name}`;
  return (
    <div className={styles.checkbox}>
      <input id={id} name={name} type="checkbox" defaultChecked={defaultChecked} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
