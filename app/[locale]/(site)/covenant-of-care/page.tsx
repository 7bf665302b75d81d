import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { headingPageMetadata } from '@/lib/seo/metadata';
import { getSettings } from '@/lib/settings/data';
import { PageHero } from '@/components/site/page-hero';
import { telHref } from '@/lib/settings/address';

export const dynamic = 'force-static';
export const revalidate = 60;

interface PageProps {
  params: Promise<{ locale: string }>;
}

export const generateMetadata = headingPageMetadata('CovenantPage', '/covenant-of-care');

export default async function CovenantPage({ params }: PageProps) {
  const locale = routeLocale((await params).locale);
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
              <a className="callout__phone" href={telHref(settings.phone)}>
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
