import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { SessionFlagSync } from '@/components/auth/session-flag-sync.client';
import { SignOutButton } from './sign-out-button.client';
import { countUnreadContactMessages } from '@/lib/contact/data';
import type { DashboardTab } from './tabs';
import styles from './dashboard.module.css';

interface DashboardShellProps {
  username: string;
  tabs: readonly DashboardTab[];
  current: DashboardTab | null;
  children: ReactNode;
}

/**
 * The sidebar and the main area. Tabs are links (`?tab=…`) with aria-current: reachable with Tab,
 * followed with Enter, shareable, and the browser's Back button walks through them.
 */
export async function DashboardShell({ username, tabs, current, children }: DashboardShellProps) {
  const [t, messages, unread] = await Promise.all([
    getTranslations('Dashboard'),
    getTranslations('Dashboard.messages'),
    // Read on every dashboard render: marking a message read refreshes the page, and the count.
    tabs.includes('messages') ? countUnreadContactMessages() : 0,
  ]);
  return (
    <div className={styles.layout}>
      <SessionFlagSync />
      <a className={styles.skip} href="#dashboard-main">
        {t('skipToContent')}
      </a>
      <aside className={styles.sidebar}>
        <p className={styles.brand}>{t('heading')}</p>
        <p className={styles.user}>{t('signedInAs', { username })}</p>
        {tabs.length > 0 && (
          <nav aria-label={t('navLabel')}>
            <ul className={styles.tabs}>
              {tabs.map((tab) => {
                const counted = tab === 'messages' && unread > 0;
                return (
                  <li key={tab}>
                    <Link
                      href={{ pathname: '/dashboard', query: { tab } }}
                      aria-current={tab === current ? 'page' : undefined}
                      className={styles.tab}
                      // 'Messages (3)' on screen; 'Messages, 3 unread' for a screen reader.
                      aria-label={
                        counted
                          ? messages('tabLabel', {
                              tab: t(`tabs.${tab}`),
                              unread: messages('tabUnread', { count: unread }),
                            })
                          : undefined
                      }
                    >
                      {t(`tabs.${tab}`)}
                      {counted && ` ${messages('tabCount', { count: unread })}`}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
        <div className={styles.sidebarFooter}>
          <Link href="/" className={styles.siteLink}>
            {t('viewSite')}
          </Link>
          <SignOutButton />
        </div>
      </aside>
      <main id="dashboard-main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
