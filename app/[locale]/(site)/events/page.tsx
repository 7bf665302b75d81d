import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { languageOf } from '@/lib/i18n/languages';
import { UpcomingEvents, upcomingMetadata } from '@/components/events/upcoming-events';

// What's on, every category, first page. Static: rendered on first request, then served from the
// page cache until an event changes. `?category=` and `?page=` are rewritten to list/[category]/
// [page] (lib/events/routes.ts), so an unknown category or a page past the end answers 404.
export const dynamic = 'force-static';
export const revalidate = 60;

interface PageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return upcomingMetadata(languageOf((await params).locale), '', 1);
}

export default async function EventsPage({ params }: PageProps) {
  const language = languageOf((await params).locale);
  setRequestLocale(language.tag);
  return <UpcomingEvents language={language} page={1} category="" />;
}
