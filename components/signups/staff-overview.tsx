import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { defaultLanguage, languageOf, localizedPath, type Locale } from '@/lib/i18n/languages';
import { readCalendarContext, readEvent } from '@/lib/events/data';
import { todayIn } from '@/lib/events/local-time';
import { datesAhead } from '@/lib/events/visitor';
import { readSignupOverview } from '@/lib/signups/data';
import { dayText } from '@/components/events/format';

interface StaffOverviewProps {
  locale: Locale;
  /** The look of each event's heading (an h2 on the page and in the dashboard's tab). */
  headingClassName?: string;
}

/**
 * Every event that takes sign-ups, its next dates and every date with people on it, each a link
 * to its list (the page /dashboard/signups and the dashboard's Sign-ups tab). Each event's section
 * has the id `signups-<event id>`, so the Events tab can link to it.
 */
export async function StaffOverview({ locale, headingClassName }: StaffOverviewProps) {
  const language = languageOf(locale);
  const [t, overview, { timeZone }] = await Promise.all([
    getTranslations({ locale, namespace: 'Signups' }),
    readSignupOverview(),
    readCalendarContext(false),
  ]);
  const today = todayIn(timeZone);
  const events = await Promise.all(
    overview.map(async (entry) => {
      const event = await readEvent(entry.eventId);
      const next = event ? (await datesAhead(event, today, 6)).map((date) => date.date) : [];
      const dates = [...new Set([...entry.lists.map((list) => list.date), ...next])].sort();
      return { entry, event, dates };
    }),
  );
  return (
    <>
      <p>{t('staff.indexIntro')}</p>
      {events.length === 0 ? <p>{t('staff.none')}</p> : null}
      {events.map(({ entry, event, dates }) => (
        <section key={entry.eventId} id={`signups-${entry.eventId}`}>
          <h2 className={headingClassName}>
            {event
              ? event.title[language.code] || event.title[defaultLanguage.code]
              : entry.eventId}
          </h2>
          <ul>
            {dates.map((date) => {
              const list = entry.lists.find((candidate) => candidate.date === date);
              const text = t('staff.dateLink', {
                date: date === 'series' ? '—' : dayText(date, { locale, timeZone }, true),
                confirmed: list?.confirmedPlaces ?? 0,
                waiting: list?.waitingCount ?? 0,
              });
              return (
                <li key={date}>
                  <Link href={localizedPath(locale, `/dashboard/signups/${entry.eventId}/${date}`)}>
                    {text}
                  </Link>
                  {list?.kept ? ` (${t('staff.kept')})` : null}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
