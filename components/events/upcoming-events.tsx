import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Language } from '@/lib/i18n/languages';
import { localizedPath } from '@/lib/i18n/languages';
import {
  getCategories,
  getDatedEvents,
  readCalendarContext,
  type DatedEvent,
} from '@/lib/events/data';
import { addDays, todayIn } from '@/lib/events/local-time';
import { UPCOMING_DAYS, UPCOMING_PAGE_SIZE } from '@/lib/events/visitor';
import { monthPath, upcomingPath } from '@/lib/events/routes';
import { hreflangAlternates, notFoundPageMetadata, pageMetadata } from '@/lib/seo/metadata';
import { Pagination } from '@/components/site/pagination';
import { NotFoundPage } from '@/components/site/not-found-page';
import { PageHero } from '@/components/site/page-hero';
import { categoryNames } from './event-text';
import { dayText } from './format';
import { OccurrenceItem } from './occurrence-item';
import { occurrenceLabels } from './labels';

interface UpcomingEventsProps {
  language: Language;
  page: number;
  category: string;
}

function byDay(dated: DatedEvent[]): [string, DatedEvent[]][] {
  const days = new Map<string, DatedEvent[]>();
  for (const item of dated) {
    const day = item.occurrence.localStart.slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return [...days];
}

/** The dates of one page of What's on; null when the category or the page number is none. */
async function loadPage(category: string, page: number) {
  const [categories, context] = await Promise.all([getCategories(), readCalendarContext()]);
  if (category && !categories.some((known) => known.slug === category)) return null;
  const today = todayIn(context.timeZone);
  const all = await getDatedEvents(today, addDays(today, UPCOMING_DAYS - 1), category);
  const pageCount = Math.max(1, Math.ceil(all.length / UPCOMING_PAGE_SIZE));
  if (!(page >= 1 && page <= pageCount)) return null;
  return { categories, context, today, all, pageCount };
}

export async function upcomingMetadata(
  language: Language,
  category: string,
  page: number,
): Promise<Metadata> {
  const locale = language.tag;
  const [t, found] = await Promise.all([
    getTranslations({ locale, namespace: 'Events' }),
    loadPage(category, page),
  ]);
  if (!found) return notFoundPageMetadata(locale);
  const path = upcomingPath(category, page);
  const metadata = await pageMetadata({
    locale,
    path: '/events',
    title: page > 1 ? t('pageTitle', { page }) : t('heading'),
    description: t('metaDescription'),
  });
  // Each category and page is its own URL, canonical to itself.
  metadata.alternates = {
    canonical: localizedPath(locale, path),
    languages: hreflangAlternates(path),
  };
  return metadata;
}

/** What's on: the next 90 days, a page at a time, filtered by category with a plain form. */
export async function UpcomingEvents({ language, page, category }: UpcomingEventsProps) {
  const locale = language.tag;
  const [t, found] = await Promise.all([
    getTranslations({ locale, namespace: 'Events' }),
    loadPage(category, page),
  ]);
  if (!found) return <NotFoundPage locale={locale} />;
  const { categories, context, today, all, pageCount } = found;
  const shown = all.slice((page - 1) * UPCOMING_PAGE_SIZE, page * UPCOMING_PAGE_SIZE);
  const names = categoryNames(categories, language);
  const format = { locale, timeZone: context.timeZone };
  const labels = occurrenceLabels(t);
  const path = localizedPath(locale, '/events');
  const [year, month] = today.split('-').map(Number) as [number, number];
  const calendarFile = localizedPath(locale, '/events.ics');

  return (
    <>
      <PageHero
        wide
        title={page > 1 ? t('pageTitle', { page }) : t('heading')}
        intro={t('intro')}
      />
      <div className="page-body page-body--wide events">
        <div className="events__tools">
          <form className="events__filter" method="get" action={path}>
            <label htmlFor="events-category">{t('category')}</label>
            <select id="events-category" name="category" defaultValue={category}>
              <option value="">{t('allCategories')}</option>
              {categories.map((option) => (
                <option key={option.slug} value={option.slug}>
                  {names.get(option.slug)}
                </option>
              ))}
            </select>
            <button className="button" type="submit">
              {t('filter')}
            </button>
          </form>
          <p className="events__links">
            <Link href={localizedPath(locale, monthPath(year, month))}>{t('monthView')}</Link>
            {' · '}
            <a href={category ? `${calendarFile}?category=${category}` : calendarFile}>
              {t('subscribe')}
            </a>
          </p>
        </div>
        {shown.length === 0 ? (
          <p className="empty-state">{category ? t('emptyCategory') : t('empty')}</p>
        ) : (
          byDay(shown).map(([day, items]) => (
            <section key={day} className="events__day" aria-labelledby={`day-${day}`}>
              <h2 id={`day-${day}`}>
                <time dateTime={day}>{dayText(day, format, true)}</time>
              </h2>
              <ul className="events__list">
                {items.map((item) => (
                  <li key={`${item.event.id}-${item.occurrence.date}`}>
                    <OccurrenceItem
                      dated={item}
                      language={language}
                      format={format}
                      categoryName={names.get(item.event.category)}
                      labels={labels}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
        <Pagination
          page={page}
          pageCount={pageCount}
          href={(n) => localizedPath(locale, upcomingPath(category, n))}
          labels={{
            nav: t('pages'),
            previous: t('previous'),
            next: t('next'),
            page: (n: number) => t('pageTitle', { page: n }),
          }}
        />
      </div>
    </>
  );
}
