import styles from './dashboard.module.css';

/** One thing staff can do to a record in a list; `label` names the record for screen readers. */
export type RowAction = {
  key: string;
  text: string;
  label: string;
} & (
  | {
      disabled?: boolean;
      onClick: () => void;
      /** Primary (the step a pending row waits for) or destructive (delete); secondary otherwise. */
      tone?: 'primary' | 'danger';
    }
  | {
      /** A file to open in a new tab: a link, which a change under way does not hold. */
      href: string;
    }
);

const toneClass = { primary: styles.button, danger: styles.buttonDanger };

/** A record's buttons in a dashboard list, all held while a change is under way. */
export function RowActions({ actions, busy }: { actions: readonly RowAction[]; busy: boolean }) {
  return (
    <div className={styles.actions}>
      {actions.map((action) =>
        'href' in action ? (
          <a
            key={action.key}
            className={styles.buttonSecondary}
            href={action.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={action.label}
          >
            {action.text}
          </a>
        ) : (
          <button
            key={action.key}
            type="button"
            className={action.tone ? toneClass[action.tone] : styles.buttonSecondary}
            disabled={busy || action.disabled === true}
            onClick={action.onClick}
            aria-label={action.label}
          >
            {action.text}
          </button>
        ),
      )}
    </div>
  );
}
