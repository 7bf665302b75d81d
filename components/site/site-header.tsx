import { getTranslations } from 'next-intl/server';
import { pagesInSection, editablePagePath } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/routing';
import { editablePageTitles } from '@/lib/content/page-titles';
import { localizedPath } from '@/lib/seo/site-url';
import { SearchForm } from '@/components/search/search-form';
import { SiteNav } from './site-nav.client';
import type { NavItem } from './nav-types';

interface SiteHeaderProps {
  locale: Locale;
  siteTitle: string;
}

export async function SiteHeader({ locale, siteTitle }: SiteHeaderProps) {
  const [t, search, pageTitle] = await Promise.all([
    getTranslations({ locale, namespace: 'Site' }),
    getTranslations({ locale, namespace: 'Search' }),
    editablePageTitles(locale),
  ]);
  const href = (path: string) => localizedPath(locale, path);
  const sectionLinks = (section: 'about' | 'liturgy' | 'ministries') =>
    pagesInSection(section).map((page) => ({
      label: pageTitle(page),
      href: href(editablePagePath(page)),
    }));

  const items: NavItem[] = [
    { kind: 'link', label: t('nav.home'), href: href('/') },
    {
      kind: 'menu',
      id: 'about',
      label: t('nav.about'),
      links: [
        { label: t('nav.aboutUs'), href: href('/about-us') },
        ...sectionLinks('about'),
        { label: t('nav.covenant'), href: href('/covenant-of-care') },
      ],
    },
    {
      kind: 'menu',
      id: 'liturgy',
      label: t('nav.liturgy'),
      links: [{ label: t('nav.liturgyAll'), href: href('/liturgy') }, ...sectionLinks('liturgy')],
    },
    {
      kind: 'menu',
      id: 'ministries',
      label: t('nav.ministries'),
      links: [
        { label: t('nav.ministriesAll'), href: href('/ministries-and-groups') },
        ...sectionLinks('ministries'),
      ],
    },
    { kind: 'link', label: t('nav.bulletins'), href: href('/bulletins') },
    { kind: 'link', label: t('nav.contact'), href: href('/contact-us') },
  ];

  return (
    <SiteNav
      brand={{
        label: siteTitle,
        href: href('/'),
        accessibleName: t('homeLink', { title: siteTitle }),
      }}
      items={items}
      labels={{ nav: t('nav.label'), menu: t('nav.menu') }}
      search={
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
      }
    />
  );
}
