import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageTitleIn, resolvePagePath, sitePagePath } from '@/lib/pages/catalogue';
import { routeLocale } from '@/lib/i18n/route-locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { docSummary } from '@/lib/rich-text/doc-text';
import { defaultDoc } from '@/lib/rich-text/default-doc';
import { localizedPath } from '@/lib/i18n/languages';
import { GonePage, NotFoundPage } from '@/components/site/not-found-page';
import { EditablePage, loadPageView } from './editable-page';

export interface EditableRouteParams {
  params: Promise<{ locale: string; slug: string; section?: string }>;
}

const placeholder = docSummary(defaultDoc());

/**
 * The routes of pages (/{slug}, /about-us/{slug}, /liturgy/{slug}, /ministries-and-groups/{slug},
 * /{section}/{slug}) share this: the address names a live page, an old address of a renamed one
 * (308 to where it is now), a retired one (410) or nothing (404). `section` is the URL segment;
 * left out, the params name it (a section staff made).
 */
export function editableRoute(section?: string) {
  const sectionOf = (params: { section?: string }) => section ?? params.section ?? '';

  async function generateMetadata({ params }: EditableRouteParams): Promise<Metadata> {
    const awaited = await params;
    const locale = routeLocale(awaited.locale);
    const target = await resolvePagePath(sectionOf(awaited), awaited.slug);
    if (target.kind === 'gone') {
      const gone = await getTranslations({ locale, namespace: 'PageGone' });
      return { title: gone('title'), robots: { index: false, follow: true } };
    }
    if (target.kind !== 'page') return {};
    const { page } = target;
    const t = await getTranslations({ locale, namespace: 'EditablePage' });
    const view = await loadPageView(page, locale).catch(() => null);
    const title = view?.title ?? pageTitleIn(page, locale).text;
    const summary = docSummary(view?.doc);
    return pageMetadata({
      locale,
      path: sitePagePath(page),
      title,
      // The seeded placeholder text says nothing about the page; a generic line does better.
      description: summary && summary !== placeholder ? summary : t('metaDescription', { title }),
      // An unwritten page says only that it is being prepared: nothing for search engines yet.
      noIndex: view !== null && view.doc === null,
    });
  }

  async function Page({ params }: EditableRouteParams) {
    const awaited = await params;
    const locale = routeLocale(awaited.locale);
    setRequestLocale(locale);
    const target = await resolvePagePath(sectionOf(awaited), awaited.slug);
    if (target.kind === 'moved') permanentRedirect(localizedPath(locale, target.to));
    if (target.kind === 'gone') return <GonePage locale={locale} />;
    if (target.kind === 'none') return <NotFoundPage locale={locale} />;
    return <EditablePage page={target.page} locale={locale} />;
  }

  return { generateMetadata, Page };
}
