import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { defaultLanguage, languageOf, localizedPath } from '@/lib/i18n/languages';
import { readCalendarContext, readEvent } from '@/lib/events/data';
import { todayIn } from '@/lib/events/local-time';
import { datesAhead } from '@/lib/events/visitor';
import { readSignupOverview } from '@/lib/signups/data';
import { requireStaffPage } from '@/components/signups/staff-guard';
import { dayText } from '@/components/events/format';

// Staff: every event that takes sign-ups, its next dates and every date with people on it.
export const dynamic = 'force-dynamic';

interface PageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = routeLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Signups' });
  return { title: t('staff.indexTitle') };
}

export default async function Page({ params }: PageProps) {
  const locale = routeLocale((await params).locale);
  setRequestLocale(locale);
  await requireStaffPage(locale, '/dashboard/signups');
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
    <main className="page-body">
      <h1>{t('staff.indexTitle')}</h1>
      <p>{t('staff.indexIntro')}</p>
      {events.length === 0 ? <p>{t('staff.none')}</p> : null}
      {events.map(({ entry, event, dates }) => (
        <section key={entry.eventId}>
          <h2>
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
    </main>
  );
}
