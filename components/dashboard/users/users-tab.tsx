import { getFormatter, getTranslations } from 'next-intl/server';
import { listUsers } from '@/lib/accounts/users';
import { UsersTable, type UserRow } from './users-table.client';
import styles from '../dashboard.module.css';

export async function UsersTab({ currentUserId }: { currentUserId: string }) {
  const [t, accounts, format, users] = await Promise.all([
    getTranslations('Dashboard.users'),
    getTranslations('Accounts.users'),
    getFormatter(),
    listUsers(),
  ]);
  const rows: UserRow[] = users.map((user) => ({
    id: user.id,
    username: user.username,
    role: user.role,
    created: format.dateTime(new Date(user.createdAt), { dateStyle: 'medium' }),
    isYou: user.id === currentUserId,
  }));
  const pending = rows.filter((row) => row.role === 'pending').length;
  return (
    <>
      <h1 className={styles.title}>{t('heading')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <p className={styles.intro}>{accounts('rolesIntro')}</p>
      {pending > 0 && (
        <p className={styles.notice} role="status">
          {t('pendingCount', { count: pending })}
        </p>
      )}
      <UsersTable users={rows} />
    </>
  );
}
