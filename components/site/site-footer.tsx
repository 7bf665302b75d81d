import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { settingsTextLang, type LocalizedSettings } from '@/lib/settings/localized';
import { localizedPath } from '@/lib/i18n/languages';
import { formatAddressLines } from '@/lib/settings/address';
import { PhoneEmailEntries } from '@/components/site/phone-email-entries';
import { pageTitleIn, sitePagePath } from '@/lib/pages/catalogue';
import { getPageGroups } from '@/lib/pages/menu';
import { isSampleText } from '@/lib/settings/sample';
import { SampleNote } from './sample-note.client';
import { SubscribeForm } from '@/components/subscriptions/subscribe-form';

interface SiteFooterProps {
  locale: Locale;
  settings: LocalizedSettings;
}

export async function SiteFooter({ locale, settings }: SiteFooterProps) {
  const [t, subscribe, groups] = await Promise.all([
    getTranslations({ locale, namespace: 'Site' }),
    getTranslations({ locale, namespace: 'Subscribe' }),
    getPageGroups({ menuOnly: true }),
  ]);
  // Quick links follow the pages: the pages staff added under About and the sections they made.
  const pageLinks = [
    ...groups.about.filter((page) => page.section === 'about-us'),
    ...groups.sections.map((section) => section.page),
  ];
  const address = formatAddressLines(settings.address);
  const social = [
    ['Facebook', settings.socialLinks.facebook],
    ['Instagram', settings.socialLinks.instagram],
    ['YouTube', settings.socialLinks.youtube],
  ].filter(([, url]) => url);
  const titleLang = settingsTextLang(settings, 'title');
  // The name inside the line is marked only where it is in another language than the line.
  const copyright = { year: new Date().getFullYear(), title: settings.title };

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <h2 className="site-footer__title" lang={titleLang}>
            {settings.title}
          </h2>
          {settings.description ? (
            <p lang={settingsTextLang(settings, 'description')}>{settings.description}</p>
          ) : null}
          {isSampleText('description', settings.description) ? (
            <SampleNote locale={locale} />
          ) : null}
        </div>
        <div>
          <h2>{t('footer.contactHeading')}</h2>
          <dl className="site-footer__contact">
            {address.length ? (
              <div>
                <dt>{t('footer.address')}</dt>
                <dd>
                  <address>
                    {address.map((line) => (
                      <span key={line} className="block">
                        {line}
                      </span>
                    ))}
                  </address>
                </dd>
              </div>
            ) : null}
            <PhoneEmailEntries
              phone={settings.phone}
              email={settings.email}
              labels={{ phone: t('footer.phone'), email: t('footer.email') }}
            />
          </dl>
        </div>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">{t('footer.quickLinks')}</h2>
          <ul className="site-footer__links">
            <li>
              <Link href={localizedPath(locale, '/about-us')}>{t('footer.aboutUs')}</Link>
            </li>
            {pageLinks.map((page) => (
              <li key={page.slug}>
                <Link
                  href={localizedPath(locale, sitePagePath(page))}
                  lang={pageTitleIn(page, locale).lang}
                >
                  {pageTitleIn(page, locale).text}
                </Link>
              </li>
            ))}
            <li>
              <Link href={localizedPath(locale, '/covenant-of-care')}>{t('footer.covenant')}</Link>
            </li>
            <li>
              <Link href={localizedPath(locale, '/contact-us')}>{t('footer.contact')}</Link>
            </li>
          </ul>
          {social.length ? (
            <>
              <h2 className="site-footer__follow">{t('footer.follow')}</h2>
              <ul className="site-footer__links">
                {social.map(([name, url]) => (
                  <li key={name}>
                    <a href={url} target="_blank" rel="noopener noreferrer">
                      {name} <span className="visually-hidden">{t('opensNewTab')}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </nav>
        <section aria-labelledby="footer-subscribe">
          <h2 id="footer-subscribe">{subscribe('footerTitle')}</h2>
          <SubscribeForm locale={locale} form="footer" />
        </section>
      </div>
      <p className="site-footer__copyright">
        {titleLang
          ? t.rich('footer.copyright', {
              ...copyright,
              name: (chunks) => <span lang={titleLang}>{chunks}</span>,
            })
          : t.markup('footer.copyright', { ...copyright, name: (chunks) => chunks })}
      </p>
    </footer>
  );
}
