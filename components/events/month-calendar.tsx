import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Temporal } from 'temporal-polyfill';
import type { Language } from '@/lib/i18n/languages';
import { localizedPath } from '@/lib/i18n/languages';
import { getDatedEvents, readCalendarContext, type DatedEvent } from '@/lib/events/data';
import { todayIn } from '@/lib/events/local-time';
import { monthBounds, monthWithinReach } from '@/lib/events/visitor';
import { monthPath } from '@/lib/events/routes';
import { getServices } from '@/lib/schedule/data';
import { occursOn } from '@/lib/schedule/dates';
import { scheduledServices, type ScheduledService } from '@/lib/schedule/liturgy-calendar';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageHero } from '@/components/site/page-hero';
import { dayText, firstDayOfWeek, formatter, monthText, weekdayNames } from './format';
import { OccurrenceItem } from './occurrence-item';
import { occurrenceLabels } from './labels';

interface MonthCalendarProps {
  language: Language;
  year: number;
  month: number;
  /** The weekly services (the liturgy schedule) beside the events: `?services=1`. */
  services?: boolean;
}

/** A service's wall-clock time ("9:30 AM", «09:30») in the page's language. */
function serviceTime(time: string, locale: string): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return formatter(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, hour, minute)),
  );
}

/** The scheduled services on each day of the month, by time. */
function servicesByDay(services: ScheduledService[], first: string, last: string) {
  const days = new Map<string, ScheduledService[]>();
  const sorted = [...services].sort((a, b) => a.schedule.time.localeCompare(b.schedule.time));
  for (
    let day = Temporal.PlainDate.from(first);
    day.toString() <= last;
    day = day.add({ days: 1 })
  ) {
    const on = sorted.filter((service) => occursOn(service.schedule, day));
    if (on.length) days.set(day.toString(), on);
  }
  return days;
}

/** The days of the month's weeks, padded to whole weeks with nulls. */
function weeksOf(first: string, last: string, firstDay: number): (string | null)[][] {
  const start = Temporal.PlainDate.from(first);
  const lead = (start.dayOfWeek - firstDay + 7) % 7;
  const days: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = start; day.toString() <= last; day = day.add({ days: 1 })) {
    days.push(day.toString());
  }
  while (days.length % 7) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

const step = (year: number, month: number, by: number) => {
  const next = Temporal.PlainYearMonth.from({ year, month }).add({ months: by });
  return { year: next.year, month: next.month };
};

/**
 * A month as a real table (caption, day headers; a screen reader announces each day with its
 * events) on wide screens and as a list of days on a phone; today is marked. Server-rendered.
 */
export async function MonthCalendar({ language, year, month, services }: MonthCalendarProps) {
  const locale = language.tag;
  const [t, context, schedule] = await Promise.all([
    getTranslations({ locale, namespace: 'Events' }),
    readCalendarContext(),
    services ? getServices() : [],
  ]);
  const { first, last } = monthBounds(year, month);
  const dated = await getDatedEvents(first, last);
  const weekly = servicesByDay(scheduledServices(schedule, locale), first, last);
  const format = { locale, timeZone: context.timeZone };
  const labels = occurrenceLabels(t);
  const today = todayIn(context.timeZone);
  const byDay = new Map<string, DatedEvent[]>();
  for (const item of dated) {
    const day = item.occurrence.localStart.slice(0, 10);
    if (day >= first) byDay.set(day, [...(byDay.get(day) ?? []), item]);
  }
  const firstDay = firstDayOfWeek(locale);
  const title = monthText(year, month, format);
  const monthHref = (
    { year: y, month: m }: { year: number; month: number },
    withServices = services,
  ) => localizedPath(locale, monthPath(y, m, withServices));
  const previous = step(year, month, -1);
  const next = step(year, month, 1);
  const items = (day: string) => [
    ...(weekly.get(day) ?? []).map((service) => (
      <li key={`service-${service.id}`} className="month-service">
        <span className="event-item__time">{serviceTime(service.schedule.time, locale)}</span>{' '}
        <span lang={service.langs.title}>{service.title}</span>
      </li>
    )),
    ...(byDay.get(day) ?? []).map((item) => (
      <li key={`${item.event.id}-${item.occurrence.date}`}>
        <OccurrenceItem dated={item} language={language} format={format} labels={labels} compact />
      </li>
    )),
  ];
  const shownDays = [...new Set([...weekly.keys(), ...byDay.keys()])].sort();

  return (
    <>
      <PageHero wide title={t('monthTitle', { month: title })} />
      <div className="page-body page-body--wide events">
        <nav className="events__months" aria-label={t('monthNav')}>
          {monthWithinReach(previous.year, previous.month, today) ? (
            <Link href={monthHref(previous)} rel="prev">
              <span aria-hidden="true">←</span> {t('previousMonth')}
            </Link>
          ) : null}
          <Link href={localizedPath(locale, '/events')}>{t('listView')}</Link>
          {monthWithinReach(next.year, next.month, today) ? (
            <Link href={monthHref(next)} rel="next">
              {t('nextMonth')} <span aria-hidden="true">→</span>
            </Link>
          ) : null}
        </nav>
        <p className="events__links">
          <Link href={monthHref({ year, month }, !services)}>
            {services ? t('hideServices') : t('showServices')}
          </Link>
        </p>
        {dated.length === 0 ? <p className="empty-state">{t('noEventsMonth')}</p> : null}
        <table className="month-table">
          <caption>{t('monthCaption', { month: title })}</caption>
          <thead>
            <tr>
              {weekdayNames(locale, firstDay).map((name) => (
                <th key={name.long} scope="col">
                  <abbr title={name.long}>{name.short}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeksOf(first, last, firstDay).map((week, index) => (
              <tr key={index}>
                {week.map((day, column) =>
                  day ? (
                    <td
                      key={day}
                      className={day === today ? 'month-table__today' : undefined}
                      aria-current={day === today ? 'date' : undefined}
                    >
                      <span className="month-table__day">
                        <time dateTime={day}>{Number(day.slice(8))}</time>
                        {day === today ? (
                          <span className="visually-hidden"> {t('today')}</span>
                        ) : null}
                      </span>
                      {byDay.has(day) || weekly.has(day) ? <ul>{items(day)}</ul> : null}
                    </td>
                  ) : (
                    <td key={`empty-${column}`} className="month-table__empty" />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
        <ol className="month-list">
          {shownDays.map((day) => (
            <li key={day} className={day === today ? 'month-list__today' : undefined}>
              <h2 className="month-list__day">
                <time dateTime={day}>{dayText(day, format)}</time>
                {day === today ? <span className="event-badge"> {t('today')}</span> : null}
              </h2>
              <ul>{items(day)}</ul>
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}

/** A month page's metadata; both views (with the services or without) are canonical to the plain month. */
export async function monthMetadata(language: Language, year: number, month: number) {
  const locale = language.tag;
  const [t, { timeZone }] = await Promise.all([
    getTranslations({ locale, namespace: 'Events' }),
    readCalendarContext(),
  ]);
  return pageMetadata({
    locale,
    path: monthPath(year, month),
    title: t('monthTitle', { month: monthText(year, month, { locale, timeZone }) }),
    description: t('metaDescription'),
  });
}

/** Whether /events/{year}/{month} names a month page: a real month within reach of today. */
export async function monthInReach(year: string, month: string) {
  if (!/^\d{4}$/.test(year) || !/^(1[0-2]|[1-9])$/.test(month)) return null;
  const { timeZone } = await readCalendarContext();
  const target = { year: Number(year), month: Number(month) };
  return monthWithinReach(target.year, target.month, todayIn(timeZone)) ? target : null;
}
