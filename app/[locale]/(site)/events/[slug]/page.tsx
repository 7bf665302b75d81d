import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { languageOf } from '@/lib/i18n/languages';
import { notFoundPageMetadata, pageMetadata } from '@/lib/seo/metadata';
import { getPublishedEvent } from '@/lib/events/data';
import { EVENT_SLUG } from '@/lib/events/slug';
import { docSummary } from '@/lib/rich-text/doc-text';
import { EventPage } from '@/components/events/event-page';
import { descriptionOf } from '@/components/events/event-parts';
import { textIn } from '@/components/events/event-text';
import { NotFoundPage } from '@/components/site/not-found-page';

// Static: rendered on first request, then served from the page cache until an event changes.
export const dynamic = 'force-static';
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

interface PageProps {
  params: Promise<{ locale: string; slug: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, slug } = await params;
  const language = languageOf(locale);
  const event = EVENT_SLUG.test(slug) ? await getPublishedEvent(slug) : null;
  if (!event) return notFoundPageMetadata(language.tag);
  const t = await getTranslations({ locale: language.tag, namespace: 'Events' });
  const description = descriptionOf(event, language);
  return pageMetadata({
    locale: language.tag,
    path: `/events/${slug}`,
    title: textIn(event.title, language).text,
    description: description ? docSummary(description.doc) : t('metaDescription'),
  });
}

export default async function Page({ params }: PageProps) {
  const { locale, slug } = await params;
  const language = languageOf(locale);
  setRequestLocale(language.tag);
  if (!EVENT_SLUG.test(slug)) return <NotFoundPage locale={language.tag} />;
  return <EventPage language={language} slug={slug} />;
}
