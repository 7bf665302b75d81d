import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { languageOf } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { UpcomingEvents } from '@/components/events/upcoming-events';

// What's on. Rendered per request (the page and the category are query parameters, so the form
// works without JavaScript); its data comes from the cached readers of lib/events.
export const dynamic = 'force-dynamic';

interface PageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function readQuery(searchParams: PageProps['searchParams']) {
  const raw = await searchParams;
  const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');
  const page = one(raw.page);
  const category = one(raw.category);
  return {
    page: page === '' ? 1 : /^[1-9]\d{0,3}$/.test(page) ? Number(page) : NaN,
    category: /^[a-z0-9-]{0,60}$/.test(category) ? category : '-',
  };
}

export async function generateMetadata({ params, searchParams }: PageProps): Promise<Metadata> {
  const { tag: locale } = languageOf((await params).locale);
  const [t, { page }] = await Promise.all([
    getTranslations({ locale, namespace: 'Events' }),
    readQuery(searchParams),
  ]);
  return pageMetadata({
    locale,
    path: '/events',
    title: page > 1 ? t('pageTitle', { page }) : t('heading'),
    description: t('metaDescription'),
  });
}

export default async function EventsPage({ params, searchParams }: PageProps) {
  const language = languageOf((await params).locale);
  setRequestLocale(language.tag);
  const { page, category } = await readQuery(searchParams);
  return <UpcomingEvents language={language} page={page} category={category} />;
}
