import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { languageOf } from '@/lib/i18n/languages';
import { notFoundPageMetadata } from '@/lib/seo/metadata';
import { MonthCalendar, monthInReach, monthMetadata } from '@/components/events/month-calendar';
import { NotFoundPage } from '@/components/site/not-found-page';

// A month with the weekly services beside the events: the internal address of
// /events/2026/4?services=1 (rewritten in next.config.ts, lib/events/routes.ts says why).
// Static: rendered on first request, then served from the page cache until an event, the
// schedule or the settings change.
export const dynamic = 'force-static';
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

interface PageProps {
  params: Promise<{ locale: string; year: string; month: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, year, month } = await params;
  const language = languageOf(locale);
  const target = await monthInReach(year, month);
  if (!target) return notFoundPageMetadata(language.tag);
  return monthMetadata(language, target.year, target.month);
}

export default async function MonthWithServicesPage({ params }: PageProps) {
  const { locale, year, month } = await params;
  const language = languageOf(locale);
  setRequestLocale(language.tag);
  const target = await monthInReach(year, month);
  if (!target) return <NotFoundPage locale={language.tag} />;
  return <MonthCalendar language={language} year={target.year} month={target.month} services />;
}
