import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { findEditablePage, editablePagePath, type PageSection } from '@/lib/pages/pages';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { docSummary } from '@/lib/seo/doc-text';
import { defaultDoc } from '@/lib/pages/default-doc';
import { editablePageTitles } from '@/lib/pages/page-titles';
import { NotFoundPage } from '@/components/site/not-found-page';
import { EditablePage, loadPageView } from './editable-page';

export interface EditableRouteParams {
  params: Promise<{ locale: string; slug: string }>;
}

const placeholder = docSummary(defaultDoc());

function lookup(section: PageSection, slug: string) {
  const page = findEditablePage(slug);
  return page && page.section === section ? page : undefined;
}

/** The three editable routes (/{slug}, /liturgy/{slug}, /ministries-and-groups/{slug}) share this. */
export function editableRoute(section: PageSection) {
  async function generateMetadata({ params }: EditableRouteParams): Promise<Metadata> {
    const { locale, slug } = await params;
    const page = lookup(section, slug);
    if (!page) return {};
    const t = await getTranslations({ locale: locale as Locale, namespace: 'EditablePage' });
    const view = await loadPageView(page, locale as Locale).catch(() => null);
    const title = view?.title ?? (await editablePageTitles(locale as Locale))(page);
    const summary = docSummary(view?.doc);
    return pageMetadata({
      locale: locale as Locale,
      path: editablePagePath(page),
      title,
      // The seeded placeholder text says nothing about the page; a generic line does better.
      description: summary && summary !== placeholder ? summary : t('metaDescription', { title }),
      // An unwritten page says only that it is being prepared: nothing for search engines yet.
      noIndex: view !== null && view.doc === null,
    });
  }

  async function Page({ params }: EditableRouteParams) {
    const { locale, slug } = await params;
    setRequestLocale(locale as Locale);
    const page = lookup(section, slug);
    if (!page) return <NotFoundPage locale={locale as Locale} />;
    return <EditablePage page={page} locale={locale as Locale} />;
  }

  return { generateMetadata, Page };
}
