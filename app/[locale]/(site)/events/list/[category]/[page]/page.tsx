import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { languageOf } from '@/lib/i18n/languages';
import { ALL_CATEGORIES } from '@/lib/events/routes';
import { UpcomingEvents, upcomingMetadata } from '@/components/events/upcoming-events';

// What's on by category and page: the internal address of /events?category=…&page=… (rewritten
// in next.config.ts, lib/events/routes.ts says why). Static: each is rendered whole once, so an
// unknown category or a page past the end is a real 404, then served from the page cache.
export const dynamic = 'force-static';
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

interface PageProps {
  params: Promise<{ locale: string; category: string; page: string }>;
}

async function readParams(params: PageProps['params']) {
  const { locale, category, page } = await params;
  return {
    language: languageOf(locale),
    category: category === ALL_CATEGORIES ? '' : category,
    page: /^[1-9]\d{0,2}$/.test(page) ? Number(page) : 0,
  };
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { language, category, page } = await readParams(params);
  return upcomingMetadata(language, category, page);
}

export default async function EventsListPage({ params }: PageProps) {
  const { language, category, page } = await readParams(params);
  setRequestLocale(language.tag);
  return <UpcomingEvents language={language} page={page} category={category} />;
}
