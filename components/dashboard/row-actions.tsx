import styles from './dashboard.module.css';

/** One thing staff can do to a record in a list; `label` names the record for screen readers. */
export interface RowAction {
  key: string;
  text: string;
  label: string;
  disabled?: boolean;
  onClick: () => void;
  /** Destructive (delete): drawn as a danger button. */
  danger?: boolean;
}

/** A record's buttons in a dashboard list, all held while a change is under way. */
export function RowActions({ actions, busy }: { actions: readonly RowAction[]; busy: boolean }) {
  return (
    <div className={styles.actions}>
      {actions.map((action) => (
        <button
          key={action.key}
          type="button"
          className={action.danger ? styles.buttonDanger : styles.buttonSecondary}
          disabled={busy || action.disabled === true}
          onClick={action.onClick}
          aria-label={action.label}
        >
          {action.text}
        </button>
      ))}
    </div>
  );
}
