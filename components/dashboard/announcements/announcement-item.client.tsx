'use client';

import { useTranslations } from 'next-intl';
import { defaultLanguage } from '@/lib/i18n/languages';
import type { Announcement } from '@/lib/announcements/data';
import { InEveryLanguage } from '../in-every-language';
import { RowActions, type RowAction } from '../row-actions';
import styles from '../dashboard.module.css';

interface AnnouncementItemProps {
  announcement: Announcement;
  /** The date as the staff member reads it, formatted on the server. */
  dateLabel: string;
  busy: boolean;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onTogglePublished: () => void;
  onDelete: () => void;
}

/** One announcement in the dashboard list: its texts, its state, and what can be done with it. */
export function AnnouncementItem({
  announcement,
  dateLabel,
  busy,
  first,
  last,
  onMove,
  onEdit,
  onTogglePublished,
  onDelete,
}: AnnouncementItemProps) {
  const t = useTranslations('Dashboard.announcements');
  const title = announcement.title[defaultLanguage.code];
  const headingId = `announcement-${announcement.id}`;
  const actions: RowAction[] = [
    {
      key: 'up',
      label: t('moveUpLabel', { title }),
      text: t('moveUp'),
      disabled: first,
      onClick: () => onMove(-1),
    },
    {
      key: 'down',
      label: t('moveDownLabel', { title }),
      text: t('moveDown'),
      disabled: last,
      onClick: () => onMove(1),
    },
    {
      key: 'edit',
      label: t('editLabel', { title }),
      text: t('edit'),
      disabled: false,
      onClick: onEdit,
    },
    announcement.published
      ? {
          key: 'publish',
          label: t('unpublishLabel', { title }),
          text: t('unpublish'),
          disabled: false,
          onClick: onTogglePublished,
        }
      : {
          key: 'publish',
          label: t('publishLabel', { title }),
          text: t('publish'),
          disabled: false,
          onClick: onTogglePublished,
        },
    {
      key: 'delete',
      label: t('deleteLabel', { title }),
      text: t('delete'),
      tone: 'danger',
      onClick: onDelete,
    },
  ];
  return (
    <article className={styles.item} aria-labelledby={headingId}>
      <div className={styles.itemHeader}>
        <h3 className={styles.itemTitle} id={headingId}>
          <InEveryLanguage texts={announcement.title} />
        </h3>
        <span
          className={`${styles.badge} ${announcement.published ? styles.badgePresent : styles.badgeOutdated}`}
        >
          {announcement.published ? t('publishedBadge') : t('draftBadge')}
        </span>
        {announcement.sortOrder !== null && (
          <span className={styles.badge}>{t('pinnedBadge')}</span>
        )}
      </div>
      <p className={styles.muted}>
        <time dateTime={announcement.date}>{dateLabel}</time>
        {Object.values(announcement.subtitle).some(Boolean) && (
          <>
            {' · '}
            <InEveryLanguage texts={announcement.subtitle} />
          </>
        )}
      </p>
      <RowActions actions={actions} busy={busy} />
    </article>
  );
}
