import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import type { TextInLanguage } from '@/lib/i18n/fallback';
import type { Settings } from '@/lib/settings/schemas';
import { formatAddress, mapLink } from '@/lib/settings/address';

/** One line of the schedule, already in the page's language (or marked as the default one's). */
export interface ScheduleEntry {
  id: string;
  title: TextInLanguage;
  dayTime: TextInLanguage;
  note: TextInLanguage;
  livestreamed: boolean;
}

interface LiturgyTimesProps {
  locale: Locale;
  entries: ScheduleEntry[];
  address: Settings['address'];
  /** The liturgy schedule as an iCalendar feed in the page's language. */
  calendarHref: string;
}

export async function LiturgyTimes({ locale, entries, address, calendarHref }: LiturgyTimesProps) {
  const t = await getTranslations({ locale, namespace: 'Home.liturgy' });
  const addressText = formatAddress(address);
  const href = mapLink(address);
  return (
    <section className="section liturgy-times" aria-labelledby="liturgy-title">
      {/* The specification's entrance animation: 200 ms delay, none for reduced motion (CSS). */}
      <div className="section__inner reveal">
        <h2 id="liturgy-title" className="section__title">
          {t('heading')}
        </h2>
        <p className="section__intro">{t('intro')}</p>
        {entries.length ? (
          <ul className="schedule">
            {/* Keyed by position: the list is drawn whole on each render, and a record id as key
                would be written into the page's payload for nothing. */}
            {entries.map((entry, index) => (
              <li key={index} className="schedule__item">
                <p className="schedule__time" lang={entry.dayTime.lang}>
                  {entry.dayTime.text}
                </p>
                <div>
                  <h3 className="schedule__title" lang={entry.title.lang}>
                    {entry.title.text}
                  </h3>
                  {entry.note.text ? (
                    <p className="schedule__note" lang={entry.note.lang}>
                      {entry.note.text}
                    </p>
                  ) : null}
                  {entry.livestreamed ? <p className="badge">{t('livestreamed')}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('empty')}</p>
        )}
        {entries.length ? (
          <p className="liturgy-times__calendar">
            <a href={calendarHref} type="text/calendar" aria-describedby="liturgy-calendar-hint">
              {t('addToCalendar')}
            </a>{' '}
            <span id="liturgy-calendar-hint" className="liturgy-times__calendar-hint">
              {t('calendarHint')}
            </span>
          </p>
        ) : null}
        {addressText && href ? (
          <p className="liturgy-times__address">
            <span className="liturgy-times__address-label">{t('address')}:</span>{' '}
            <a href={href} target="_blank" rel="noopener noreferrer">
              {addressText} <span className="visually-hidden">{t('openMap')}</span>
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}
