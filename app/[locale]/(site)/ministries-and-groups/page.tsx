import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { SectionLanding } from '@/components/site/section-landing';

export const dynamic = 'force-static';
export const revalidate = 300;

interface PageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'SectionPage.ministries' });
  return pageMetadata({
    locale,
    path: '/ministries-and-groups',
    title: t('heading'),
    description: t('metaDescription'),
  });
}

export default async function SectionPage({ params }: PageProps) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'SectionPage.ministries' });
  return (
    <SectionLanding locale={locale} section="ministries" title={t('heading')} intro={t('intro')} />
  );
}
