'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { apiRequest, ApiRequestError } from '@/components/auth/api-client';
import type { Role } from '@/lib/accounts/schemas';
import { apiErrorText } from '../api-error-text';
import type { UserSummary } from '@/lib/accounts/users';
import styles from '../dashboard.module.css';

/** An account as the API shows it (lib/accounts/users.ts), with its date formatted for the page. */
export type UserRow = Pick<UserSummary, 'id' | 'username' | 'role'> & {
  /** Already formatted for the page's language. */
  created: string;
  isYou: boolean;
};

export function UsersTable({ users }: { users: UserRow[] }) {
  const t = useTranslations('Dashboard.users');
  const router = useRouter();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const common = useTranslations('Dashboard.common');
  function describe(error: unknown): string {
    // The server refuses to leave the site without an administrator (409).
    if (error instanceof ApiRequestError && error.status === 409) return t('lastAdmin');
    return apiErrorText(error, common);
  }

  async function run(user: UserRow, action: () => Promise<unknown>, done: string) {
    setBusyId(user.id);
    setMessage(null);
    try {
      await action();
      setMessage({ kind: 'success', text: done });
      router.refresh();
    } catch (error) {
      setMessage({ kind: 'error', text: describe(error) });
    } finally {
      setBusyId(null);
    }
  }

  const setRole = (user: UserRow, role: Role) =>
    run(
      user,
      () => apiRequest(`/api/users/${user.id}`, { method: 'PATCH', json: { role } }),
      role === 'admin'
        ? t('approved', { username: user.username })
        : t('revoked', { username: user.username }),
    );

  const remove = (user: UserRow) => {
    if (!window.confirm(t('confirmDelete', { username: user.username }))) return;
    void run(
      user,
      () => apiRequest(`/api/users/${user.id}`, { method: 'DELETE' }),
      t('deleted', { username: user.username }),
    );
  };

  return (
    <>
      <div role="status" className={styles.status}>
        {message && (
          <p className={message.kind === 'success' ? styles.success : styles.error}>
            {message.text}
          </p>
        )}
      </div>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.visuallyHidden}>{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('username')}</th>
              <th scope="col">{t('role')}</th>
              <th scope="col">{t('created')}</th>
              <th scope="col">{t('actions')}</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id}>
                <th scope="row">
                  {user.username}
                  {user.isYou && <span className={styles.muted}> ({t('you')})</span>}
                </th>
                <td>
                  <span
                    className={`${styles.badge} ${user.role === 'admin' ? styles.badgePresent : styles.badgeOutdated}`}
                  >
                    {user.role === 'admin' ? t('roles.admin') : t('roles.pending')}
                  </span>
                </td>
                <td>{user.created}</td>
                <td>
                  <div className={styles.actions}>
                    {user.role === 'pending' ? (
                      <button
                        type="button"
                        className={styles.button}
                        disabled={busyId !== null}
                        onClick={() => setRole(user, 'admin')}
                        aria-label={t('approveLabel', { username: user.username })}
                      >
                        {t('approve')}
                      </button>
                    ) : (
                      <button
                        type="button"
                        className={styles.buttonSecondary}
                        disabled={busyId !== null}
                        onClick={() => setRole(user, 'pending')}
                        aria-label={t('revokeLabel', { username: user.username })}
                      >
                        {t('revoke')}
                      </button>
                    )}
                    <button
                      type="button"
                      className={styles.buttonDanger}
                      disabled={busyId !== null}
                      onClick={() => remove(user)}
                      aria-label={t('deleteLabel', { username: user.username })}
                    >
                      {t('delete')}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
