import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { editablePagePath, pagesInSection } from '@/lib/pages/pages';
import type { Locale } from '@/lib/i18n/routing';
import { editablePageTitles } from '@/lib/pages/page-titles';
import { headingPageMetadata } from '@/lib/seo/metadata';
import { localizedPath } from '@/lib/seo/site-url';
import { getLocalizedSettings } from '@/lib/settings/data';
import { settingsTextLang } from '@/lib/settings/localized';
import { PageHero } from '@/components/site/page-hero';
import '@/components/site/link-cards.css';

export const dynamic = 'force-static';
export const revalidate = 60;

interface PageProps {
  params: Promise<{ locale: string }>;
}

export const generateMetadata = headingPageMetadata('AboutPage', '/about-us');

export default async function AboutPage({ params }: PageProps) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, nav, settings, pageTitle] = await Promise.all([
    getTranslations({ locale, namespace: 'AboutPage' }),
    getTranslations({ locale, namespace: 'Site.nav' }),
    getLocalizedSettings(locale),
    editablePageTitles(locale),
  ]);
  const cards = [
    ...pagesInSection('about').map((page) => ({
      key: page.slug as 'parish-history' | 'why-ukrainian-catholic' | 'district-parishes',
      title: pageTitle(page),
      href: localizedPath(locale, editablePagePath(page)),
    })),
    {
      key: 'contact-us' as const,
      title: nav('contact'),
      href: localizedPath(locale, '/contact-us'),
    },
  ];
  return (
    <>
      <PageHero wide title={t('heading')} intro={t('intro')} />
      <div className="page-body page-body--wide">
        {settings.description ? (
          <p className="lead" lang={settingsTextLang(settings, 'description')}>
            {settings.description}
          </p>
        ) : null}
        <h2 className="section__title">{t('more')}</h2>
        <ul className="link-grid">
          {cards.map((card) => (
            <li key={card.key}>
              <Link className="link-card" href={card.href}>
                <span className="link-card__title">{card.title}</span>
                <span className="link-card__text">{t(`cards.${card.key}`)}</span>
                <span className="link-card__arrow" aria-hidden="true">
                  →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
