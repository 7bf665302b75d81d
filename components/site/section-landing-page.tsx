import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { headingPageMetadata } from '@/lib/seo/metadata';
import { SectionLanding } from './section-landing';

interface SectionPageProps {
  params: Promise<{ locale: string }>;
}

const sections = {
  liturgy: { path: '/liturgy', namespace: 'SectionPage.liturgy' },
  ministries: { path: '/ministries-and-groups', namespace: 'SectionPage.ministries' },
} as const;

/** The metadata and page of a section's landing route (/liturgy, /ministries-and-groups). */
export function sectionLandingPage(section: keyof typeof sections) {
  const { path, namespace } = sections[section];

  const generateMetadata = headingPageMetadata(namespace, path);

  async function SectionPage({ params }: SectionPageProps) {
    const locale = routeLocale((await params).locale);
    setRequestLocale(locale);
    const t = await getTranslations({ locale, namespace });
    return (
      <SectionLanding
        locale={locale}
        section={path.slice(1) as 'liturgy' | 'ministries-and-groups'}
        title={t('heading')}
        intro={t('intro')}
      />
    );
  }

  return { generateMetadata, SectionPage };
}
