import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { getSettings } from '@/lib/db/settings';
import { PageHero } from '@/components/site/page-hero';

export const dynamic = 'force-static';
export const revalidate = 300;

interface PageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'CovenantPage' });
  return pageMetadata({
    locale,
    path: '/covenant-of-care',
    title: t('heading'),
    description: t('metaDescription'),
  });
}

export default async function CovenantPage({ params }: PageProps) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'CovenantPage' }),
    getSettings(),
  ]);
  return (
    <>
      <PageHero title={t('heading')} intro={t('intro')} />
      <div className="page-body">
        <p>{t('p1')}</p>
        <p>{t('p2')}</p>
        <section className="callout" aria-labelledby="covenant-contact">
          <h2 id="covenant-contact">{t('contactHeading')}</h2>
          {settings.phone ? (
            <p>
              {t('call')}{' '}
              <a className="callout__phone" href={`tel:${settings.phone.replace(/[^+0-9]/g, '')}`}>
                {settings.phone}
              </a>
            </p>
          ) : (
            <p>{t('noPhone')}</p>
          )}
        </section>
      </div>
    </>
  );
}
