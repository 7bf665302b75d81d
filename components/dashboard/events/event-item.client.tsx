'use client';

import { useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { apiRequest } from '@/components/auth/api-client';
import { defaultLanguage, languageName, languages } from '@/lib/i18n/languages';
import type { ParishEvent } from '@/lib/events/columns';
import type { SignupSettings } from '@/lib/signups/data';
import { Link } from '@/lib/i18n/navigation';
import { InEveryLanguage } from '../in-every-language';
import { RowActions, type RowAction } from '../row-actions';
import { readPerLanguage } from '../per-language-fields.client';
import type { usePanelAction } from '../use-status';
import styles from '../dashboard.module.css';

/** An event as the tab lists it: the server said its repeat in words and its next dates. */
export interface EventListing {
  event: ParishEvent;
  categoryName: string;
  sentence: string;
  dates: { date: string; label: string; cancelled: boolean; changed: boolean }[];
  /** Its sign-up settings; null: it takes none. */
  signups: SignupSettings | null;
}

interface EventItemProps {
  listing: EventListing;
  action: ReturnType<typeof usePanelAction>;
  onEdit: () => void;
  onTogglePublished: () => void;
  onDelete: () => void;
}

export function EventItem({
  listing,
  action,
  onEdit,
  onTogglePublished,
  onDelete,
}: EventItemProps) {
  const t = useTranslations('Dashboard.events');
  const locale = useLocale();
  const id = useId();
  const { event } = listing;
  const title = event.title[defaultLanguage.code];
  const { busy, run } = action;
  const published = event.status === 'published';
  const actions: RowAction[] = [
    { key: 'edit', label: t('editLabel', { title }), text: t('edit'), onClick: onEdit },
    {
      key: 'publish',
      label: published ? t('unpublishLabel', { title }) : t('publishLabel', { title }),
      text: published ? t('unpublish') : t('publish'),
      onClick: onTogglePublished,
    },
    {
      key: 'delete',
      label: t('deleteLabel', { title }),
      text: t('delete'),
      tone: 'danger',
      onClick: onDelete,
    },
  ];
  const dateUrl = (date: string) => `/api/events/${event.id}/occurrences/${date}`;

  function cancelDate(date: string, data: FormData) {
    const reason = readPerLanguage(data, 'reason');
    void run(
      () => apiRequest(dateUrl(date), { method: 'PUT', json: { cancelled: true, reason } }),
      t('cancelledDone'),
    );
  }

  return (
    <article className={styles.item} aria-labelledby={`${id}-title`}>
      <div className={styles.itemHeader}>
        <h3 className={styles.itemTitle} id={`${id}-title`}>
          <InEveryLanguage texts={event.title} />
        </h3>
        <span className={styles.badge}>{listing.categoryName}</span>
        {published ? null : (
          <span className={`${styles.badge} ${styles.badgeOutdated}`}>
            {event.publishAt
              ? t('scheduledBadge', {
                  time: new Date(event.publishAt).toLocaleString(locale, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  }),
                })
              : t('draftBadge')}
          </span>
        )}
      </div>
      <p className={styles.muted}>{listing.sentence}</p>
      <RowActions actions={actions} busy={busy} />
      {listing.signups ? (
        <p>
          <Link
            href={`/dashboard?tab=signups#signups-${event.id}`}
            aria-label={t('signups.listsLabel', { title })}
          >
            {t('signups.lists')}
          </Link>
        </p>
      ) : null}
      <details>
        <summary>{t('datesOf', { title })}</summary>
        <ul className={styles.list}>
          {listing.dates.map((entry) => (
            <li key={entry.date}>
              <time dateTime={entry.date}>{entry.label}</time>{' '}
              {entry.cancelled ? <span className={styles.badge}>{t('cancelledBadge')}</span> : null}
              {entry.changed ? <span className={styles.badge}>{t('changedBadge')}</span> : null}
              {listing.signups ? (
                <Link
                  href={`/dashboard/signups/${event.id}/${listing.signups.perDate ? entry.date : 'series'}`}
                  aria-label={t('signups.dateListLabel', { title, date: entry.label })}
                >
                  {t('signups.dateList')}
                </Link>
              ) : null}{' '}
              {entry.cancelled || entry.changed ? (
                <button
                  type="button"
                  className={styles.buttonSecondary}
                  disabled={busy}
                  aria-label={t('restoreLabel', { title, date: entry.label })}
                  onClick={() =>
                    void run(
                      () => apiRequest(dateUrl(entry.date), { method: 'DELETE' }),
                      t('restoredDone'),
                    )
                  }
                >
                  {t('restore')}
                </button>
              ) : (
                <details>
                  <summary aria-label={t('cancelDateLabel', { title, date: entry.label })}>
                    {t('cancelDate')}
                  </summary>
                  <form
                    className={styles.form}
                    onSubmit={(submitted) => {
                      submitted.preventDefault();
                      cancelDate(entry.date, new FormData(submitted.currentTarget));
                    }}
                  >
                    {languages.map((language) => {
                      const inputId = `${id}-${entry.date}-reason-${language.code}`;
                      return (
                        <div className={styles.field} key={language.code}>
                          <label htmlFor={inputId}>
                            {t('reasonIn', {
                              language: language.code,
                              name: languageName(language, locale),
                            })}
                          </label>
                          <input
                            id={inputId}
                            name={`reason.${language.code}`}
                            lang={language.tag}
                            maxLength={300}
                          />
                        </div>
                      );
                    })}
                    <button type="submit" className={styles.buttonDanger} disabled={busy}>
                      {t('confirmCancel')}
                    </button>
                  </form>
                </details>
              )}
            </li>
          ))}
        </ul>
      </details>
    </article>
  );
}
