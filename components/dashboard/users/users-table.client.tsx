'use client';

import { useId, useState } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { languageOf } from '@/lib/i18n/languages';
import { apiRequest, ApiRequestError } from '@/components/auth/api-client';
import type { Role } from '@/lib/accounts/schemas';
import { apiErrorText } from '../api-error-text';
import { RowActions, type RowAction } from '../row-actions';
import { StatusLine } from '../status-line';
import { usePanelAction } from '../use-status';
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
  const id = useId();
  const [resetLink, setResetLink] = useState<{
    username: string;
    url: string;
    expires: string;
    copied: 'yes' | 'failed' | null;
  } | null>(null);
  const common = useTranslations('Dashboard.common');
  // The server refuses to leave the site without an administrator (409).
  const { status, busy, run } = usePanelAction((error) =>
    error instanceof ApiRequestError && error.status === 409
      ? t('lastAdmin')
      : apiErrorText(error, common),
  );

  const setRole = (user: UserRow, role: Role) =>
    void run(
      () => apiRequest(`/api/users/${user.id}`, { method: 'PATCH', json: { role } }),
      role === 'admin'
        ? accounts('users.nowAdmin', { username: user.username })
        : role === 'editor'
          ? accounts('users.nowEditor', { username: user.username })
          : t('revoked', { username: user.username }),
    );

  const createResetLink = (user: UserRow) =>
    void run(
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
      () => apiRequest(`/api/users/${user.id}`, { method: 'DELETE' }),
      t('deleted', { username: user.username }),
    );
  };

  /** A pending account waits for approval; the others can change role, reset or go. */
  const actionsFor = (user: UserRow): RowAction[] => {
    const named = { username: user.username };
    const roleActions: RowAction[] =
      user.role === 'pending'
        ? [
            {
              key: 'approveEditor',
              text: accounts('users.approveAsEditor'),
              label: accounts('users.approveAsEditorLabel', named),
              tone: 'primary',
              onClick: () => setRole(user, 'editor'),
            },
            {
              key: 'approveAdmin',
              text: accounts('users.approveAsAdmin'),
              label: accounts('users.approveAsAdminLabel', named),
              tone: 'primary',
              onClick: () => setRole(user, 'admin'),
            },
          ]
        : [
            user.role === 'editor'
              ? {
                  key: 'makeAdmin',
                  text: accounts('users.makeAdmin'),
                  label: accounts('users.makeAdminLabel', named),
                  onClick: () => setRole(user, 'admin'),
                }
              : {
                  key: 'makeEditor',
                  text: accounts('users.makeEditor'),
                  label: accounts('users.makeEditorLabel', named),
                  onClick: () => setRole(user, 'editor'),
                },
            {
              key: 'revoke',
              text: t('revoke'),
              label: t('revokeLabel', named),
              onClick: () => setRole(user, 'pending'),
            },
          ];
    return [
      ...roleActions,
      {
        key: 'resetLink',
        text: accounts('users.resetLink'),
        label: accounts('users.resetLinkLabel', named),
        onClick: () => createResetLink(user),
      },
      {
        key: 'delete',
        text: t('delete'),
        label: t('deleteLabel', named),
        tone: 'danger',
        onClick: () => remove(user),
      },
    ];
  };

  return (
    <>
      <StatusLine status={status} />
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
                {/* data-label: the column's name, shown beside each cell on a phone. */}
                <td data-label={t('role')}>
                  <span
                    className={`${styles.badge} ${user.role === 'pending' ? styles.badgeOutdated : styles.badgePresent}`}
                  >
                    {accounts(`roles.${user.role}`)}
                  </span>
                </td>
                <td data-label={t('created')}>{user.created}</td>
                <td>
                  <RowActions actions={actionsFor(user)} busy={busy} name={user.username} />
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
