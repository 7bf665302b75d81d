import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getLocalizedSettings } from '@/lib/settings/data';
import { routeLocale } from '@/lib/i18n/route-locale';
import { notFoundMetadata } from '@/lib/seo/metadata';
import { siteHeaderProps } from '@/components/site/site-header';
import { SiteNav } from '@/components/site/site-nav.client';
import { SiteFooter } from '@/components/site/site-footer';
import { LanguageSwitcher } from '@/components/site/language-switcher.client';

interface SiteLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({
  params,
}: Pick<SiteLayoutProps, 'params'>): Promise<Metadata> {
  return notFoundMetadata(routeLocale((await params).locale));
}

// The public site's frame. No cookies or session here: every public page stays cacheable and is
// the same for every visitor (staff-only parts load on the client).
export default async function SiteLayout({ children, params }: SiteLayoutProps) {
  const locale = routeLocale((await params).locale);
  setRequestLocale(locale);
  // All at once, so the frame is ready as early as it can be: its part of the page's payload is then
  // written before the page's own, near the header's HTML (components/site/site-header.tsx).
  const [settings, t, header] = await Promise.all([
    getLocalizedSettings(locale),
    getTranslations({ locale, namespace: 'Site' }),
    siteHeaderProps(locale),
  ]);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteNav {...header} />
      <LanguageSwitcher
        locale={locale}
        translating={t('translating')}
        menuLabel={t('languageMenu')}
      />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter locale={locale} settings={settings} />
    </>
  );
}
