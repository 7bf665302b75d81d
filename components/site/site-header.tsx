import type { ComponentProps } from 'react';
import { getTranslations } from 'next-intl/server';
import { pageTitleIn, sitePagePath, type SitePage } from '@/lib/pages/catalogue';
import { getPageGroups } from '@/lib/pages/menu';
import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/languages';
import { SearchForm } from '@/components/search/search-form';
import { getSitePictures } from '@/lib/settings/site-pictures';
import { getLocalizedSettings } from '@/lib/settings/data';
import { settingsTextLang } from '@/lib/settings/localized';
import { ResponsivePictureImage } from './responsive-picture';
import type { SiteNav } from './site-nav.client';
import type { NavItem } from './nav-types';

/**
 * The header's props, loaded by the layout, which renders `<SiteNav>` with them itself: an async
 * header component was written into the page's payload after the page's sections, too far from
 * the header's HTML for gzip to find the copy, so the menu's words cost their bytes twice
 * (docs/performance.md, issue 37).
 */
export async function siteHeaderProps(locale: Locale): Promise<ComponentProps<typeof SiteNav>> {
  const [settings, t, search, groups, pictures] = await Promise.all([
    getLocalizedSettings(locale),
    getTranslations({ locale, namespace: 'Site' }),
    getTranslations({ locale, namespace: 'Search' }),
    getPageGroups({ menuOnly: true }),
    getSitePictures(),
  ]);
  const { logoPicture } = pictures;
  // The parish's name, marked where it is in the default language instead of the page's.
  const siteTitle = { text: settings.title, lang: settingsTextLang(settings, 'title') };
  const href = (path: string) => localizedPath(locale, path);
  const pageLink = (page: SitePage) => {
    const { text, lang } = pageTitleIn(page, locale);
    // No `lang` key unless it is set: every key is written into the page's payload.
    return { label: text, ...(lang ? { lang } : {}), href: href(sitePagePath(page)) };
  };
  const sectionLinks = (pages: SitePage[]) => pages.map(pageLink);

  const items: NavItem[] = [
    { kind: 'link', label: t('nav.home'), href: href('/') },
    {
      kind: 'menu',
      id: 'about',
      label: t('nav.about'),
      links: [
        { label: t('nav.aboutUs'), href: href('/about-us') },
        ...sectionLinks(groups.about),
        { label: t('nav.covenant'), href: href('/covenant-of-care') },
      ],
    },
    {
      kind: 'menu',
      id: 'liturgy',
      label: t('nav.liturgy'),
      links: [
        { label: t('nav.liturgyAll'), href: href('/liturgy') },
        ...sectionLinks(groups.liturgy),
      ],
    },
    {
      kind: 'menu',
      id: 'ministries',
      label: t('nav.ministries'),
      links: [
        { label: t('nav.ministriesAll'), href: href('/ministries-and-groups') },
        ...sectionLinks(groups.ministries),
      ],
    },
    // Sections staff made: the section's own page first, then its pages.
    ...groups.sections.map(({ page, pages }): NavItem => ({
      kind: 'menu',
      id: `section-${page.slug}`,
      label: pageTitleIn(page, locale).text,
      links: [pageLink(page), ...sectionLinks(pages)],
    })),
    { kind: 'link', label: t('nav.events'), href: href('/events') },
    { kind: 'link', label: t('nav.bulletins'), href: href('/bulletins') },
    { kind: 'link', label: t('nav.contact'), href: href('/contact-us') },
  ];

  return {
    brand: {
      label: siteTitle.text,
      lang: siteTitle.lang,
      href: href('/'),
      accessibleName: t('homeLink', { title: siteTitle.text }),
    },
    // The name beside it is the link's text, so the logo itself is decorative (empty alt).
    logo: logoPicture ? (
      <ResponsivePictureImage
        picture={logoPicture}
        alt=""
        sizes={`${Math.round((40 * logoPicture.width) / logoPicture.height)}px`}
        fetch="normal"
        className="site-logo"
      />
    ) : undefined,
    items,
    labels: { nav: t('nav.label'), menu: t('nav.menu') },
    search: (
      <SearchForm
        variant="header"
        action={href('/search')}
        labels={{
          landmark: search('label'),
          label: search('label'),
          placeholder: search('placeholder'),
          submit: search('submit'),
        }}
      />
    ),
  };
}
