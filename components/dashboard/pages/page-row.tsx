import { useTranslations } from 'next-intl';
import type { SitePage } from '@/lib/pages/catalogue';
import { InEveryLanguage } from '../in-every-language';
import { RowActions, type RowAction } from '../row-actions';
import { DraftBadge } from './draft-badge';
import styles from '../dashboard.module.css';

interface PageRowProps {
  page: SitePage;
  /** Its name in the dashboard's language: what the row's controls are named by. */
  name: string;
  path: string;
  href: string;
  /** Its place in its menu group, and how many pages the group has. */
  index: number;
  count: number;
  draft?: { publishAt: string | null };
  busy: boolean;
  onPatch: (json: Record<string, unknown>, done: string) => void;
  onEdit: () => void;
  onRetire: () => void;
}

/** One live page in the Pages tab: its names, its menu state, its waiting change, its actions. */
export function PageRow(props: PageRowProps) {
  const { page, name, index, count, busy, onPatch } = props;
  const t = useTranslations('DashboardPages');
  // A new page left out of the menu waits for its text; staff may still show it, or keep it out.
  const menuActions: RowAction[] = page.showInMenu
    ? [
        {
          key: 'menu',
          text: t('hide'),
          label: t('hideLabel', { name }),
          onClick: () => onPatch({ showInMenu: false }, t('hidden')),
        },
      ]
    : [
        {
          key: 'menu',
          text: t('show'),
          label: t('showLabel', { name }),
          onClick: () => onPatch({ showInMenu: true }, t('shown')),
        },
        ...(page.menuOnPublish
          ? [
              {
                key: 'keep-out',
                text: t('keepOut'),
                label: t('keepOutLabel', { name }),
                onClick: () => onPatch({ showInMenu: false }, t('keptOut')),
              },
            ]
          : []),
      ];
  return (
    <article className={styles.item} aria-labelledby={`page-${page.id}`}>
      <div className={styles.itemHeader}>
        <h3 className={styles.itemTitle} id={`page-${page.id}`}>
          <InEveryLanguage texts={page.title} />
        </h3>
        {page.showInMenu ? null : (
          <span className={`${styles.badge} ${styles.badgeMissing}`}>
            {page.menuOnPublish ? t('waitingBadge') : t('hiddenBadge')}
          </span>
        )}
        <DraftBadge draft={props.draft} />
      </div>
      <p className={styles.muted}>
        <a href={props.href}>{props.path}</a>
      </p>
      <RowActions
        busy={busy}
        name={name}
        actions={[
          {
            key: 'up',
            text: t('moveUp'),
            label: t('moveUpLabel', { name }),
            disabled: index === 0,
            onClick: () => onPatch({ order: index - 1 }, t('moved')),
          },
          {
            key: 'down',
            text: t('moveDown'),
            label: t('moveDownLabel', { name }),
            disabled: index === count - 1,
            onClick: () => onPatch({ order: index + 1 }, t('moved')),
          },
          ...menuActions,
          {
            key: 'edit',
            text: t('edit'),
            label: t('editLabel', { name }),
            onClick: props.onEdit,
          },
          {
            key: 'retire',
            text: t('retire'),
            label: t('retireLabel', { name }),
            tone: 'danger',
            onClick: props.onRetire,
          },
        ]}
      />
    </article>
  );
}
