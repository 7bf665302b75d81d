import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Temporal } from 'temporal-polyfill';
import type { Language } from '@/lib/i18n/languages';
import { localizedPath } from '@/lib/i18n/languages';
import { getDatedEvents, readCalendarContext, type DatedEvent } from '@/lib/events/data';
import { todayIn } from '@/lib/events/local-time';
import { monthBounds, monthWithinReach } from '@/lib/events/visitor';
import { PageHero } from '@/components/site/page-hero';
import { dayText, firstDayOfWeek, monthText, weekdayNames } from './format';
import { OccurrenceItem } from './occurrence-item';
import { occurrenceLabels } from './labels';
import './events.css';

interface MonthCalendarProps {
  language: Language;
  year: number;
  month: number;
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
export async function MonthCalendar({ language, year, month }: MonthCalendarProps) {
  const locale = language.tag;
  const [t, context] = await Promise.all([
    getTranslations({ locale, namespace: 'Events' }),
    readCalendarContext(),
  ]);
  const { first, last } = monthBounds(year, month);
  const dated = await getDatedEvents(first, last);
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
  const monthHref = ({ year: y, month: m }: { year: number; month: number }) =>
    localizedPath(locale, `/events/${y}/${m}`);
  const previous = step(year, month, -1);
  const next = step(year, month, 1);
  const items = (day: string) =>
    (byDay.get(day) ?? []).map((item) => (
      <li key={`${item.event.id}-${item.occurrence.date}`}>
        <OccurrenceItem dated={item} language={language} format={format} labels={labels} compact />
      </li>
    ));

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
                      {byDay.has(day) ? <ul>{items(day)}</ul> : null}
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
          {[...byDay.keys()].sort().map((day) => (
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
