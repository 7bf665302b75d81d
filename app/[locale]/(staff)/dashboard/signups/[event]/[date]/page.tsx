import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { defaultLanguage, languageOf } from '@/lib/i18n/languages';
import { readCalendarContext, readEvent } from '@/lib/events/data';
import { isRealDate } from '@/lib/events/local-time';
import { readSignupSettings } from '@/lib/signups/data';
import { staffDateList } from '@/lib/signups/staff-list';
import { NotFoundPage } from '@/components/site/not-found-page';
import { StaffListView } from '@/components/signups/staff-list';
import { requireStaffPage } from '@/components/signups/staff-guard';
import { dayText } from '@/components/events/format';

// Staff: one date's sign-ups (per request, signed-in editors and administrators only).
export const dynamic = 'force-dynamic';

interface PageProps {
  params: Promise<{ locale: string; event: string; date: string }>;
  searchParams: Promise<{ error?: string | string[] }>;
}

/** "Sign-ups: Pysanka workshop, Saturday, 21 March": tabs and history entries tell dates apart. */
export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale: segment, event: eventId, date } = await params;
  const locale = routeLocale(segment);
  const t = await getTranslations({ locale, namespace: 'Signups' });
  const event = /^[a-z0-9]{1,64}$/i.test(eventId) ? await readEvent(eventId) : null;
  if (!event || !(isRealDate(date) || date === 'series')) return { title: t('staff.nav') };
  const language = languageOf(locale);
  const { timeZone } = await readCalendarContext(false);
  const title = event.title[language.code] || event.title[defaultLanguage.code];
  return {
    title:
      date === 'series'
        ? t('staff.seriesTitle', { title })
        : t('staff.title', { title, date: dayText(date, { locale, timeZone }, true) }),
  };
}

export default async function Page({ params, searchParams }: PageProps) {
  const { locale: segment, event: eventId, date } = await params;
  const { error } = await searchParams;
  const locale = routeLocale(segment);
  setRequestLocale(locale);
  const user = await requireStaffPage(locale, `/dashboard/signups/${eventId}/${date}`);
  const language = languageOf(locale);
  const event = /^[a-z0-9]{1,64}$/i.test(eventId) ? await readEvent(eventId) : null;
  if (!event || !(isRealDate(date) || date === 'series')) return <NotFoundPage locale={locale} />;
  const [list, settings, { timeZone }] = await Promise.all([
    staffDateList(eventId, date),
    readSignupSettings(eventId),
    readCalendarContext(false),
  ]);
  // A series' one list is reached through any of its dates.
  const commandDate = date === 'series' ? event.start.slice(0, 10) : date;
  return (
    <main className="page-body">
      <StaffListView
        list={list}
        settings={settings}
        apiPath={`/api/events/${eventId}/occurrences/${commandDate}/signups`}
        target={{ locale, eventId, date: commandDate, list: date }}
        error={typeof error === 'string' ? error : undefined}
        title={event.title[language.code] || event.title[defaultLanguage.code]}
        when={date === 'series' ? '' : dayText(date, { locale, timeZone }, true)}
        language={language}
        canExport={user?.role === 'admin'}
      />
    </main>
  );
}
