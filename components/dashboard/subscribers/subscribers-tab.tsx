import { getTranslations } from 'next-intl/server';
import { accountRole } from '@/lib/accounts/users';
import { languageByCode } from '@/lib/i18n/languages';
import { listSubscribers, subscriberCounts } from '@/lib/subscriptions/data';
import { mailingLists, subscriptionLanguages } from '@/lib/subscriptions/schemas';
import { SubscriberList } from './subscriber-list.client';
import styles from '../dashboard.module.css';

interface SubscribersTabProps {
  search: string | string[] | undefined;
  currentUserId: string;
}

/** Counts per list and language, the search, the list (stopped addresses with why), adding one. */
export async function SubscribersTab({ search, currentUserId }: SubscribersTabProps) {
  const query = (Array.isArray(search) ? search[0] : search)?.slice(0, 200) ?? '';
  // Editors add and send; administrators also export and delete.
  const [t, names, subscribers, counts, role] = await Promise.all([
    getTranslations('Dashboard.subscribers'),
    getTranslations('Subscribe'),
    listSubscribers(query || undefined),
    subscriberCounts(),
    accountRole(currentUserId),
  ]);
  const isAdmin = role === 'admin';
  return (
    <>
      <h1 className={styles.title}>{t('heading')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <section className={styles.panel} aria-labelledby="subscriber-counts">
        <h2 id="subscriber-counts">{t('counts')}</h2>
        <ul>
          {mailingLists.map((list) => (
            <li key={list}>
              {names(`listNames.${list}`)}:{' '}
              {subscriptionLanguages
                .map((language) =>
                  t('countIn', {
                    count: counts[`${list}:${language}`] ?? 0,
                    language: names('languageName', {
                      language,
                      name: languageByCode(language)?.nativeName ?? language,
                    }),
                  }),
                )
                .join(' · ')}
            </li>
          ))}
          <li>{t('pendingCount', { count: counts.pending ?? 0 })}</li>
          <li>{t('stoppedCount', { count: counts.stopped ?? 0 })}</li>
        </ul>
        {isAdmin && (
          <p>
            <a className={styles.buttonSecondary} href="/api/subscribers/export" download>
              {t('export')}
            </a>
          </p>
        )}
      </section>
      <form method="get" className={styles.formRow} role="search">
        <input type="hidden" name="tab" value="subscribers" />
        <div className={styles.field}>
          <label htmlFor="subscriber-search">{t('search')}</label>
          <input id="subscriber-search" name="search" type="search" defaultValue={query} />
        </div>
        <button type="submit" className={styles.buttonSecondary}>
          {t('searchButton')}
        </button>
      </form>
      <SubscriberList subscribers={subscribers} isAdmin={isAdmin} />
    </>
  );
}
