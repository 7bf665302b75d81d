'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { apiRequest } from '@/components/auth/api-client';
import type { ContactMessage } from '@/lib/contact/data';
import { apiErrorText } from '../api-error-text';
import styles from '../dashboard.module.css';
import { telHref } from '@/lib/settings/address';

export interface MessageItem extends ContactMessage {
  /** Already formatted for the page's language. */
  received: string;
}

export function MessagesList({ messages }: { messages: MessageItem[] }) {
  const t = useTranslations('Dashboard.messages');
  const common = useTranslations('Dashboard.common');
  const router = useRouter();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  async function run(id: string, action: () => Promise<unknown>, done: string) {
    setBusyId(id);
    setStatus(null);
    try {
      await action();
      setStatus({ kind: 'success', text: done });
      router.refresh();
    } catch (error) {
      setStatus({
        kind: 'error',
        text: apiErrorText(error, common),
      });
    } finally {
      setBusyId(null);
    }
  }

  const toggleRead = (message: MessageItem) =>
    run(
      message.id,
      () =>
        apiRequest(`/api/contact/${message.id}`, {
          method: 'PATCH',
          json: { read: !message.read },
        }),
      message.read ? t('markedUnread') : t('markedRead'),
    );

  const remove = (message: MessageItem) => {
    if (!window.confirm(t('confirmDelete'))) return;
    void run(
      message.id,
      () => apiRequest(`/api/contact/${message.id}`, { method: 'DELETE' }),
      t('deleted'),
    );
  };

  return (
    <>
      <div role="status" className={styles.status}>
        {status && (
          <p className={status.kind === 'success' ? styles.success : styles.error}>{status.text}</p>
        )}
      </div>
      {messages.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {messages.map((message) => (
            <li key={message.id}>
              <article
                className={`${styles.item} ${message.read ? '' : styles.itemUnread}`}
                aria-labelledby={`message-${message.id}`}
              >
                <div className={styles.itemHeader}>
                  <h2 className={styles.itemTitle} id={`message-${message.id}`}>
                    {!message.read && (
                      <span className={`${styles.badge} ${styles.badgeOutdated}`}>{t('new')}</span>
                    )}{' '}
                    {t(`subjects.${message.subject}`)} — {message.name}
                  </h2>
                  <span className={styles.muted}>{message.received}</span>
                </div>
                <p className={styles.muted}>
                  <a href={`mailto:${message.email}`}>{message.email}</a>
                  {message.phone && (
                    <>
                      {' · '}
                      <a href={telHref(message.phone)}>{message.phone}</a>
                    </>
                  )}
                </p>
                <p className={styles.messageBody}>{message.message}</p>
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={styles.buttonSecondary}
                    disabled={busyId !== null}
                    onClick={() => toggleRead(message)}
                  >
                    {message.read ? t('markUnread') : t('markRead')}
                  </button>
                  <button
                    type="button"
                    className={styles.buttonDanger}
                    disabled={busyId !== null}
                    onClick={() => remove(message)}
                  >
                    {t('delete')}
                  </button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
