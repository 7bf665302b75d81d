import { getTranslations } from 'next-intl/server';
import { countPendingUsers } from '@/lib/accounts/users';
import { Link } from '@/lib/i18n/navigation';
import styles from '../dashboard.module.css';

/** On the tab the dashboard opens on: accounts waiting for an administrator, with the way there. */
export async function PendingAccountsLine() {
  const [t, pending] = await Promise.all([getTranslations('Dashboard.users'), countPendingUsers()]);
  if (pending === 0) return null;
  return (
    <p className={styles.notice}>
      {t('pendingCount', { count: pending })}{' '}
      <Link href={{ pathname: '/dashboard', query: { tab: 'users' } }}>{t('pendingReview')}</Link>
    </p>
  );
}
