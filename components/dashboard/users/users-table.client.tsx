'use client';

import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { languageOf } from '@/lib/i18n/languages';
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
  const accounts = useTranslations('Accounts');
  const format = useFormatter();
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const [resetLink, setResetLink] = useState<{
    username: string;
    url: string;
    expires: string;
    copied: 'yes' | 'failed' | null;
  } | null>(null);
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
        ? accounts('users.nowAdmin', { username: user.username })
        : role === 'editor'
          ? accounts('users.nowEditor', { username: user.username })
          : t('revoked', { username: user.username }),
    );

  const createResetLink = (user: UserRow) =>
    run(
      user,
      async () => {
        setResetLink(null);
        const answer = await apiRequest<{ resetUrl: string; expiresAt: string }>(
          // The link opens the reset page in this dashboard's language.
          `/api/users/${user.id}/password-reset?language=${languageOf(locale).code}`,
          { method: 'POST' },
        );
        setResetLink({
          username: user.username,
          url: answer.resetUrl,
          expires: format.dateTime(new Date(answer.expiresAt), {
            dateStyle: 'medium',
            timeStyle: 'short',
          }),
          copied: null,
        });
      },
      accounts('users.resetLinkFor', { username: user.username }),
    );

  async function copyLink() {
    if (!resetLink) return;
    try {
      await navigator.clipboard.writeText(resetLink.url);
      setResetLink({ ...resetLink, copied: 'yes' });
    } catch {
      setResetLink({ ...resetLink, copied: 'failed' });
    }
  }

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
                    className={`${styles.badge} ${user.role === 'pending' ? styles.badgeOutdated : styles.badgePresent}`}
                  >
                    {accounts(`roles.${user.role}`)}
                  </span>
                </td>
                <td>{user.created}</td>
                <td>
                  <div className={styles.actions}>
                    {user.role === 'pending' ? (
                      <>
                        <button
                          type="button"
                          className={styles.button}
                          disabled={busyId !== null}
                          onClick={() => setRole(user, 'editor')}
                          aria-label={accounts('users.approveAsEditorLabel', {
                            username: user.username,
                          })}
                        >
                          {accounts('users.approveAsEditor')}
                        </button>
                        <button
                          type="button"
                          className={styles.button}
                          disabled={busyId !== null}
                          onClick={() => setRole(user, 'admin')}
                          aria-label={accounts('users.approveAsAdminLabel', {
                            username: user.username,
                          })}
                        >
                          {accounts('users.approveAsAdmin')}
                        </button>
                      </>
                    ) : (
                      <>
                        {user.role === 'editor' ? (
                          <button
                            type="button"
                            className={styles.buttonSecondary}
                            disabled={busyId !== null}
                            onClick={() => setRole(user, 'admin')}
                            aria-label={accounts('users.makeAdminLabel', {
                              username: user.username,
                            })}
                          >
                            {accounts('users.makeAdmin')}
                          </button>
                        ) : (
                          <button
                            type="button"
                            className={styles.buttonSecondary}
                            disabled={busyId !== null}
                            onClick={() => setRole(user, 'editor')}
                            aria-label={accounts('users.makeEditorLabel', {
                              username: user.username,
                            })}
                          >
                            {accounts('users.makeEditor')}
                          </button>
                        )}
                        <button
                          type="button"
                          className={styles.buttonSecondary}
                          disabled={busyId !== null}
                          onClick={() => setRole(user, 'pending')}
                          aria-label={t('revokeLabel', { username: user.username })}
                        >
                          {t('revoke')}
                        </button>
                      </>
                    )}
                    <button
                      type="button"
                      className={styles.buttonSecondary}
                      disabled={busyId !== null}
                      onClick={() => createResetLink(user)}
                      aria-label={accounts('users.resetLinkLabel', { username: user.username })}
                    >
                      {accounts('users.resetLink')}
                    </button>
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
      {resetLink && (
        <section className={styles.panel}>
          <h2 className={styles.subtitle}>
            {accounts('users.resetLinkFor', { username: resetLink.username })}
          </h2>
          <div className={styles.field}>
            <label htmlFor={`${id}-reset-url`} className={styles.visuallyHidden}>
              {accounts('users.resetLinkFor', { username: resetLink.username })}
            </label>
            <input
              id={`${id}-reset-url`}
              type="text"
              readOnly
              value={resetLink.url}
              onFocus={(event) => event.currentTarget.select()}
              aria-describedby={`${id}-reset-hint`}
            />
            <p className={styles.hint} id={`${id}-reset-hint`}>
              {accounts('users.resetLinkHint', {
                username: resetLink.username,
                expires: resetLink.expires,
              })}
            </p>
          </div>
          <div className={styles.actions}>
            <button type="button" className={styles.button} onClick={() => void copyLink()}>
              {accounts('users.copy')}
            </button>
          </div>
          <div role="status" className={styles.status}>
            {resetLink.copied === 'yes' && (
              <p className={styles.success}>{accounts('users.copied')}</p>
            )}
            {resetLink.copied === 'failed' && (
              <p className={styles.error}>{accounts('users.copyFailed')}</p>
            )}
          </div>
        </section>
      )}
    </>
  );
}
