'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './editor.module.css';

interface ModalDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Text of the close button; left out when the dialog's own buttons are the only way out. */
  closeLabel?: string;
  children: ReactNode;
}

/** A native modal <dialog>: focus is trapped and Escape closes it, as the platform does it. */
export function ModalDialog({ open, title, onClose, closeLabel, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={() => {
        if (open) onClose();
      }}
    >
      <h2 id={titleId} className={styles.dialogTitle}>
        {title}
      </h2>
      {children}
      {closeLabel ? (
        <div className={styles.dialogActions}>
          <button type="button" className={styles.secondaryButton} onClick={onClose}>
            {closeLabel}
          </button>
        </div>
      ) : null}
    </dialog>
  );
}
