import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Language } from '@/lib/i18n/languages';
import { localizedPath } from '@/lib/i18n/languages';
import { getDatedEvents, readCalendarContext } from '@/lib/events/data';
import { addDays, todayIn } from '@/lib/events/local-time';
import { UPCOMING_DAYS } from '@/lib/events/visitor';
import { dayText } from './format';
import { OccurrenceItem } from './occurrence-item';
import { occurrenceLabels } from './labels';

/** The home page's "Coming up": the next three dates of the parish calendar. */
export async function ComingUp({ language }: { language: Language }) {
  const locale = language.tag;
  const [t, context] = await Promise.all([
    getTranslations({ locale, namespace: 'Events' }),
    readCalendarContext(),
  ]);
  const today = todayIn(context.timeZone);
  const next = (await getDatedEvents(today, addDays(today, UPCOMING_DAYS - 1))).slice(0, 3);
  if (next.length === 0) return null;
  const format = { locale, timeZone: context.timeZone };
  const labels = occurrenceLabels(t);
  return (
    <section className="section coming-up" aria-labelledby="coming-up-title">
      <div className="section__inner">
        <h2 id="coming-up-title" className="section__title">
          {t('comingUp')}
        </h2>
        <ul className="events__list">
          {next.map((item) => (
            // Keyed by slug and date, which the link repeats: a record id is written into the page's
            // payload as is, and gzip cannot shorten it.
            <li key={`${item.event.slug}/${item.occurrence.date}`}>
              <time className="coming-up__day" dateTime={item.occurrence.localStart.slice(0, 10)}>
                {dayText(item.occurrence.localStart.slice(0, 10), format)}
              </time>
              <OccurrenceItem dated={item} language={language} format={format} labels={labels} />
            </li>
          ))}
        </ul>
        <p>
          <Link href={localizedPath(locale, '/events')}>{t('seeAll')}</Link>
        </p>
      </div>
    </section>
  );
}
