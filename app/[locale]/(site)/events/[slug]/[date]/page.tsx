import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { languageOf, type Language } from '@/lib/i18n/languages';
import { notFoundPageMetadata, pageMetadata } from '@/lib/seo/metadata';
import { getPublishedEvent, readCalendarContext } from '@/lib/events/data';
import { EVENT_SLUG } from '@/lib/events/slug';
import { isRealDate } from '@/lib/events/local-time';
import { EventDatePage } from '@/components/events/event-page';
import { MonthCalendar, monthInReach, monthMetadata } from '@/components/events/month-calendar';
import { textIn } from '@/components/events/event-text';
import { dayText } from '@/components/events/format';
import { NotFoundPage } from '@/components/site/not-found-page';

// Two kinds of page share this segment: /events/2026/4 (a month; a slug is never a number) and
// /events/{slug}/2026-04-12 (one date of an event). Static: rendered on first request, then
// served from the page cache until an event or the settings change.
export const dynamic = 'force-static';
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

interface PageProps {
  params: Promise<{ locale: string; slug: string; date: string }>;
}

type Target =
  | { kind: 'month'; year: number; month: number }
  | { kind: 'date'; slug: string; date: string }
  | null;

async function readTarget(slug: string, date: string): Promise<Target> {
  if (/^\d{4}$/.test(slug)) {
    const month = await monthInReach(slug, date);
    return month && { kind: 'month', ...month };
  }
  return EVENT_SLUG.test(slug) && isRealDate(date) ? { kind: 'date', slug, date } : null;
}

async function metadataFor(language: Language, target: Target): Promise<Metadata> {
  const locale = language.tag;
  if (!target) return notFoundPageMetadata(locale);
  const [t, { timeZone }] = await Promise.all([
    getTranslations({ locale, namespace: 'Events' }),
    readCalendarContext(),
  ]);
  const format = { locale, timeZone };
  if (target.kind === 'month') return monthMetadata(language, target.year, target.month);
  const event = await getPublishedEvent(target.slug);
  if (!event) return notFoundPageMetadata(locale);
  const title = textIn(event.title, language).text;
  const date = dayText(target.date, format, true);
  return pageMetadata({
    locale,
    path: `/events/${target.slug}/${target.date}`,
    title: t('dateTitle', { title, date }),
    description: t('metaEvent', { title, when: date }),
  });
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, slug, date } = await params;
  return metadataFor(languageOf(locale), await readTarget(slug, date));
}

export default async function Page({ params }: PageProps) {
  const { locale, slug, date } = await params;
  const language = languageOf(locale);
  setRequestLocale(language.tag);
  const target = await readTarget(slug, date);
  if (!target) return <NotFoundPage locale={language.tag} />;
  if (target.kind === 'month') {
    return <MonthCalendar language={language} year={target.year} month={target.month} />;
  }
  return <EventDatePage language={language} slug={target.slug} date={target.date} />;
}
