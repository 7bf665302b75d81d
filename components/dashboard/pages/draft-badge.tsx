import { useFormatter, useTranslations } from 'next-intl';
import styles from '../dashboard.module.css';

/** A page's waiting change, at a glance in the Pages tab: a draft, or when it goes live. */
export function DraftBadge({ draft }: { draft?: { publishAt: string | null } }) {
  const t = useTranslations('DashboardPages');
  const format = useFormatter();
  if (!draft) return null;
  return (
    <span className={`${styles.badge} ${styles.badgeOutdated}`}>
      {draft.publishAt
        ? t('scheduledBadge', {
            time: format.dateTime(new Date(draft.publishAt), {
              dateStyle: 'medium',
              timeStyle: 'short',
            }),
          })
        : t('draftBadge')}
    </span>
  );
}
