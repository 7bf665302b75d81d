import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageTitleIn, sitePagePath } from '@/lib/pages/catalogue';
import { getPageGroups } from '@/lib/pages/menu';
import { routeLocale } from '@/lib/i18n/route-locale';
import { headingPageMetadata } from '@/lib/seo/metadata';
import { localizedPath } from '@/lib/i18n/languages';
import { getLocalizedSettings } from '@/lib/settings/data';
import { settingsTextLang } from '@/lib/settings/localized';
import { PageHero } from '@/components/site/page-hero';

export const dynamic = 'force-static';
export const revalidate = 60;

interface PageProps {
  params: Promise<{ locale: string }>;
}

export const generateMetadata = headingPageMetadata('AboutPage', '/about-us');

export default async function AboutPage({ params }: PageProps) {
  const locale = routeLocale((await params).locale);
  setRequestLocale(locale);
  const [t, nav, settings, groups] = await Promise.all([
    getTranslations({ locale, namespace: 'AboutPage' }),
    getTranslations({ locale, namespace: 'Site.nav' }),
    getLocalizedSettings(locale),
    getPageGroups({ menuOnly: false }),
  ]);
  const cards = [
    ...groups.about.map((page) => ({
      key: page.slug,
      title: pageTitleIn(page, locale),
      href: localizedPath(locale, sitePagePath(page)),
    })),
    {
      key: 'contact-us' as const,
      title: { text: nav('contact'), lang: undefined },
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
                <span className="link-card__title" lang={card.title.lang}>
                  {card.title.text}
                </span>
                {/* The specified pages have a line of their own; pages staff add have none. */}
                {t.has(`cards.${card.key}` as 'cards.contact-us') ? (
                  <span className="link-card__text">
                    {t(`cards.${card.key}` as 'cards.contact-us')}
                  </span>
                ) : null}
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
