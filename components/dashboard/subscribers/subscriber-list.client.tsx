'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { apiRequest } from '@/components/auth/api-client';
import { languageByCode } from '@/lib/i18n/languages';
import type { SubscriberView } from '@/lib/subscriptions/data';
import { offeredLists, subscriptionLanguages } from '@/lib/subscriptions/schemas';
import { apiErrorText } from '../api-error-text';
import { RowActions } from '../row-actions';
import { StatusLine } from '../status-line';
import { usePanelAction } from '../use-status';
import styles from '../dashboard.module.css';

/** The list, and the form that adds an address (its owner still confirms by e-mail). */
export function SubscriberList(props: { subscribers: SubscriberView[]; isAdmin: boolean }) {
  const t = useTranslations('Dashboard.subscribers');
  const names = useTranslations('Subscribe');
  const common = useTranslations('Dashboard.common');
  const id = useId();
  const { status, busy, run } = usePanelAction((error) => apiErrorText(error, common));
  const [email, setEmail] = useState('');

  async function add(form: FormData) {
    const ok = await run(
      () =>
        apiRequest('/api/subscribers', {
          method: 'POST',
          json: {
            email: String(form.get('email') ?? ''),
            lists: form.getAll('lists').map(String),
            language: String(form.get('language') ?? ''),
          },
        }),
      t('added', { email: String(form.get('email') ?? '') }),
    );
    if (ok) setEmail('');
  }

  return (
    <>
      <form
        className={`${styles.form} ${styles.panel}`}
        aria-labelledby={`${id}-add`}
        action={(form) => void add(form)}
      >
        <h2 id={`${id}-add`}>{t('add')}</h2>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`}>{names('email')}</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <fieldset className={styles.fieldset}>
          <legend>{names('lists')}</legend>
          {offeredLists.map((list) => (
            <div key={list} className={styles.checkbox}>
              <input
                id={`${id}-list-${list}`}
                type="checkbox"
                name="lists"
                value={list}
                defaultChecked={list === 'bulletin'}
              />
              <label htmlFor={`${id}-list-${list}`}>{names(`listNames.${list}`)}</label>
            </div>
          ))}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>{names('language')}</legend>
          {subscriptionLanguages.map((language) => (
            <div key={language} className={styles.checkbox}>
              <input
                id={`${id}-language-${language}`}
                type="radio"
                name="language"
                value={language}
                defaultChecked={language === 'en'}
              />
              <label htmlFor={`${id}-language-${language}`}>
                {names('languageName', {
                  language,
                  name: languageByCode(language)?.nativeName ?? language,
                })}
              </label>
            </div>
          ))}
        </fieldset>
        <p className={styles.hint}>{t('addHint')}</p>
        <div>
          <button type="submit" className={styles.button} aria-disabled={busy}>
            {t('addButton')}
          </button>
        </div>
      </form>
      <StatusLine status={status} />
      {props.subscribers.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {props.subscribers.map((subscriber) => (
            <li key={subscriber.id} className={styles.item}>
              <div className={styles.itemHeader}>
                <h2 className={styles.itemTitle}>{subscriber.email}</h2>
                <span className={styles.muted}>{t(`status.${subscriber.status}`)}</span>
              </div>
              <p className={styles.muted}>
                {subscriber.lists.map((list) => names(`listNames.${list}`)).join(', ')} ·{' '}
                {names('languageName', {
                  language: subscriber.language,
                  name: languageByCode(subscriber.language)?.nativeName ?? subscriber.language,
                })}
              </p>
              {subscriber.stoppedReason && (
                <p>{t('stoppedBecause', { reason: subscriber.stoppedReason })}</p>
              )}
              {props.isAdmin && (
                <RowActions
                  busy={busy}
                  actions={[
                    {
                      key: 'delete',
                      text: t('delete'),
                      label: t('deleteLabel', { email: subscriber.email }),
                      tone: 'danger',
                      onClick: () =>
                        void run(
                          () =>
                            apiRequest(`/api/subscribers/${subscriber.id}`, { method: 'DELETE' }),
                          t('deleted', { email: subscriber.email }),
                        ),
                    },
                  ]}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
