import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { countPendingUsers } from '@/lib/accounts/users';
import { PhoneTabs, TabLinks } from './tab-links';
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
 * followed with Enter, shareable, and the browser's Back button walks through them. On a phone
 * they fold into one button (PhoneTabs), so a tab's content is on the first screen.
 */
export async function DashboardShell({ username, tabs, current, children }: DashboardShellProps) {
  const [t, unread, pending] = await Promise.all([
    getTranslations('Dashboard'),
    // Read on every dashboard render: marking a message read refreshes the page, and the count.
    tabs.includes('messages') ? countUnreadContactMessages() : 0,
    // The same for approving an account (only administrators have the Users tab).
    tabs.includes('users') ? countPendingUsers() : 0,
  ]);
  const counts = { unread, pending };
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
          <>
            <nav aria-label={t('navLabel')} className={styles.desktopTabs}>
              <TabLinks tabs={tabs} current={current} counts={counts} />
            </nav>
            <PhoneTabs tabs={tabs} current={current} counts={counts} />
          </>
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
