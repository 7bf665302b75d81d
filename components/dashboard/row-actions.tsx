import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslations } from 'next-intl';
import styles from './dashboard.module.css';
import menuStyles from './row-actions.module.css';

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

interface RowActionsProps {
  actions: readonly RowAction[];
  busy: boolean;
  /**
   * The record's name. With it, a phone shows the actions in one menu per row (a disclosure
   * button named "Actions for <name>") instead of a stack of buttons.
   */
  name?: string;
}

/** A record's buttons in a dashboard list, all held while a change is under way. */
export function RowActions({ actions, busy, name }: RowActionsProps) {
  const t = useTranslations('Dashboard.common');
  const controls = (onDone?: (event: MouseEvent<HTMLElement>) => void) =>
    actions.map((action) =>
      'href' in action ? (
        <a
          key={action.key}
          className={styles.buttonSecondary}
          href={action.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={action.label}
          onClick={onDone}
        >
          {action.text}
        </a>
      ) : (
        <button
          key={action.key}
          type="button"
          className={action.tone ? toneClass[action.tone] : styles.buttonSecondary}
          disabled={busy || action.disabled === true}
          onClick={(event) => {
            onDone?.(event);
            action.onClick();
          }}
          aria-label={action.label}
        >
          {action.text}
        </button>
      ),
    );
  if (name === undefined || actions.length < 2) {
    return <div className={styles.actions}>{controls()}</div>;
  }

  // The menu closes once an action is chosen, and on Escape with focus back on its button.
  const close = (event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>) => {
    const menu = event.currentTarget.closest('details');
    if (!menu?.open) return false;
    menu.open = false;
    menu.querySelector('summary')?.focus();
    return true;
  };
  return (
    <>
      <div className={`${styles.actions} ${menuStyles.wide}`}>{controls()}</div>
      <details
        className={menuStyles.menu}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && close(event)) event.preventDefault();
        }}
      >
        <summary className={menuStyles.menuButton}>
          <span aria-hidden="true">{t('actions')}</span>
          <span className={styles.visuallyHidden}>{t('actionsFor', { name })}</span>
        </summary>
        <div className={menuStyles.menuList}>{controls(close)}</div>
      </details>
    </>
  );
}
