import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getLocalizedSettings } from '@/lib/settings/data';
import { getSitePictures, heroAltIn } from '@/lib/settings/site-pictures';
import { routing, toContentLanguage, type Locale } from '@/lib/i18n/routing';
import { routeLocale } from '@/lib/i18n/route-locale';
import { languageOf, languages as allLanguages, localizedPath } from '@/lib/i18n/languages';
import { siteOrigin } from './site-url';

export interface PageMetadataInput {
  locale: Locale;
  /** The page's path without language prefix, e.g. '/bulletins'. */
  path: string;
  /** The page's own title; the site title is appended by the layout's template. */
  title?: string;
  description: string;
  /** Home uses the site title alone. */
  absoluteTitle?: boolean;
  noIndex?: boolean;
}

/** The same page in every language, by hreflang (BCP 47 tag), plus x-default: the default's. */
export function hreflangAlternates(path: string): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const locale of routing.locales) alternates[locale] = localizedPath(locale, path);
  alternates['x-default'] = localizedPath(routing.defaultLocale, path);
  return alternates;
}

/** Title, description, canonical, hreflang (every language, x-default) and Open Graph for a public page. */
export async function pageMetadata(input: PageMetadataInput): Promise<Metadata> {
  const [settings, pictures] = await Promise.all([
    getLocalizedSettings(input.locale),
    getSitePictures(),
  ]);
  const origin = siteOrigin(settings);
  // The hero image's sharing size is every page's link-preview picture; without one, none.
  const share = pictures.hero?.share;
  const image = share && {
    url: `${origin}${share.url}`,
    width: share.width,
    height: share.height,
    type: 'image/jpeg',
    alt: heroAltIn(pictures, toContentLanguage(input.locale)) || settings.title,
  };
  const languages = hreflangAlternates(input.path);
  const title =
    input.absoluteTitle || !input.title ? settings.title : `${input.title} | ${settings.title}`;
  const url = localizedPath(input.locale, input.path);
  return {
    metadataBase: new URL(origin),
    title: { absolute: title },
    description: input.description,
    alternates: { canonical: url, languages },
    openGraph: {
      type: 'website',
      siteName: settings.title,
      title,
      description: input.description,
      url,
      locale: languageOf(input.locale).ogLocale,
      alternateLocale: allLanguages
        .filter((language) => language.tag !== input.locale)
        .map((language) => language.ogLocale),
      ...(image && { images: [image] }),
    },
    ...(image && { twitter: { card: 'summary_large_image', images: [image] } }),
    ...(input.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}

/**
 * The public layout's default title: the only page without its own is the 404 page, and Next
 * resolves a 404's metadata from the layouts (which know the locale from their params) rather
 * than from the route that called notFound(). Next adds noindex to every 404 itself.
 */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  return { title: { default: await notFoundTitle(locale), template: '%s' } };
}

/** The 404 title for a route that renders the not-found page itself (components/site/not-found-page.tsx). */
export async function notFoundPageMetadata(locale: Locale): Promise<Metadata> {
  return { title: { absolute: await notFoundTitle(locale) } };
}

async function notFoundTitle(locale: Locale) {
  const [settings, t] = await Promise.all([
    getLocalizedSettings(locale),
    getTranslations({ locale, namespace: 'NotFound' }),
  ]);
  return `${t('metaTitle')} | ${settings.title}`;
}

type HeadingPageNamespace =
  'AboutPage' | 'ContactPage' | 'CovenantPage' | 'SectionPage.liturgy' | 'SectionPage.ministries';

/** `generateMetadata` for a page whose messages give its `heading` and `metaDescription`. */
export function headingPageMetadata(namespace: HeadingPageNamespace, path: string) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const locale = routeLocale((await params).locale);
    const t = await getTranslations({ locale, namespace });
    return pageMetadata({ locale, path, title: t('heading'), description: t('metaDescription') });
  };
}
