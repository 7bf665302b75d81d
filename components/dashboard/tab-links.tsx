import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { DashboardTab } from './tabs';
import styles from './dashboard.module.css';

export interface TabCounts {
  /** Unread contact messages (the Messages tab). */
  unread: number;
  /** Accounts waiting for approval (the Users tab). */
  pending: number;
}

interface TabLinksProps {
  tabs: readonly DashboardTab[];
  current: DashboardTab | null;
  counts: TabCounts;
}

/**
 * The tabs as links (`?tab=…`) with aria-current, and a count where something waits: 'Messages
 * (3)' on screen, 'Messages, 3 unread' for a screen reader; the same for accounts to approve.
 */
export async function TabLinks({ tabs, current, counts }: TabLinksProps) {
  const [t, messages, users] = await Promise.all([
    getTranslations('Dashboard'),
    getTranslations('Dashboard.messages'),
    getTranslations('Dashboard.users'),
  ]);
  const waiting = (tab: DashboardTab) =>
    tab === 'messages' && counts.unread > 0
      ? { count: counts.unread, label: messages('tabUnread', { count: counts.unread }) }
      : tab === 'users' && counts.pending > 0
        ? { count: counts.pending, label: users('tabPending', { count: counts.pending }) }
        : null;
  return (
    <ul className={styles.tabs}>
      {tabs.map((tab) => {
        const counted = waiting(tab);
        return (
          <li key={tab}>
            <Link
              href={{ pathname: '/dashboard', query: { tab } }}
              aria-current={tab === current ? 'page' : undefined}
              className={styles.tab}
              aria-label={
                counted
                  ? messages('tabLabel', { tab: t(`tabs.${tab}`), unread: counted.label })
                  : undefined
              }
            >
              {t(`tabs.${tab}`)}
              {counted && ` ${messages('tabCount', { count: counted.count })}`}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * On a phone the tab list folds into one disclosure button naming the open tab, so the tab's
 * own content starts on the first screen. A native <details>: keyboard-usable and working
 * without JavaScript. Keyed by the tab, so it is closed again once another tab has opened.
 */
export async function PhoneTabs(props: TabLinksProps) {
  const t = await getTranslations('Dashboard');
  const { current, counts } = props;
  const waitingTotal =
    (props.tabs.includes('messages') ? counts.unread : 0) +
    (props.tabs.includes('users') ? counts.pending : 0);
  return (
    <details key={current ?? ''} className={styles.phoneTabs}>
      <summary className={styles.phoneTabsButton}>
        {t('phoneMenu', { tab: current ? t(`tabs.${current}`) : t('heading') })}
        {waitingTotal > 0 && (
          <span className={styles.phoneTabsDot}>
            {' '}
            {t('phoneMenuWaiting', { count: waitingTotal })}
          </span>
        )}
      </summary>
      <nav aria-label={t('navLabel')}>
        <TabLinks {...props} />
      </nav>
    </details>
  );
}
