import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { getPageContent } from '@/lib/pages/published';
import { renderDoc } from '@/lib/rich-text/render';
import type { TiptapDoc } from '@/lib/rich-text/default-doc';
import { pageTitleIn, type SitePage as CatalogueEntry } from '@/lib/pages/catalogue';
import { toContentLanguage, type Locale } from '@/lib/i18n/routing';
import { defaultLanguage, type LanguageCode } from '@/lib/i18n/languages';
import { textIn } from '@/lib/i18n/fallback';
import { isBlankDocument } from '@/lib/pages/translation-status';
import type { PageContentRecord } from '@/lib/pages/data';
import { UnwrittenPageNote } from './unwritten-page-note';
import { PageHero } from '@/components/site/page-hero';
import { EditablePageIsland } from '@/components/editor/editable-page-island';

interface EditablePageProps {
  page: CatalogueEntry;
  locale: Locale;
  /**
   * Staff editing wraps the view (components/editor): it receives the hero and the rendered
   * content and shows the editor in their place in edit mode. Visitors get the view as is.
   */
  wrapView?: (view: ReactNode, hasContent: boolean) => ReactNode;
  /** The text to show instead of the published one (the staff preview of a draft). */
  record?: PageContentRecord | null;
}

export interface PageView {
  title: string;
  /** The title's `lang` where it is the default language's saved title (none of its own). */
  titleLang?: string;
  /** null: the page has no text yet (visitors see a note, staff open it straight in edit mode). */
  doc: TiptapDoc | null;
  /** The text in the visitor's language is missing and the default language's is shown instead. */
  fallback: boolean;
}

/** Whether a language of the record has text of its own (not blank, not the editor's placeholder). */
const hasText = (record: PageContentRecord, code: LanguageCode) =>
  !isBlankDocument(record.content[code]);

/**
 * The page in the visitor's language, falling back to the default language's text; `doc` is null
 * when neither has text (the page is still unwritten: visitors get a note, staff the editor).
 */
export async function loadPageView(
  page: CatalogueEntry,
  locale: Locale,
  shown?: PageContentRecord | null,
): Promise<PageView> {
  const language = toContentLanguage(locale);
  const source = defaultLanguage.code;
  const record = shown !== undefined ? shown : await getPageContent(page.slug);
  const catalogueTitle = pageTitleIn(page, locale).text;
  if (!record) return { title: catalogueTitle, doc: null, fallback: false };
  if (hasText(record, language)) {
    const saved = textIn(record.title, language);
    return {
      title: saved.text || catalogueTitle,
      titleLang: saved.lang,
      doc: record.content[language],
      fallback: false,
    };
  }
  // A translated title alone (the catalogue has one for every page) still reads better.
  const title = record.title[language] || catalogueTitle;
  if (!hasText(record, source)) return { title, doc: null, fallback: false };
  return { title, doc: record.content[source], fallback: language !== source };
}

/** View mode of an editable page: hero banner with the title, then the rendered content. */
export async function EditablePage({
  page,
  locale,
  record,
  wrapView = (view, hasContent) => (
    <EditablePageIsland slug={page.slug} locale={locale} hasContent={hasContent}>
      {view}
    </EditablePageIsland>
  ),
}: EditablePageProps) {
  const t = await getTranslations({ locale, namespace: 'EditablePage' });
  let view: PageView;
  try {
    view = await loadPageView(page, locale, record);
  } catch (error) {
    console.error(
      `Page content for ${page.slug} could not be loaded:`,
      error instanceof Error ? error.message : error,
    );
    const title = pageTitleIn(page, locale).text;
    return (
      <article className="editable-page">
        <PageHero title={title} />
        <div className="page-body">
          <p role="alert" className="notice notice--error">
            {page.section === 'ministries-and-groups' ? t('errorMinistry') : t('errorLiturgy')}
          </p>
        </div>
      </article>
    );
  }

  const html = view.doc ? renderDoc(view.doc, { idPrefix: page.slug }) : '';
  return (
    <article className="editable-page">
      {wrapView(
        <>
          <PageHero title={view.title} titleLang={view.titleLang} />
          <div className="page-body">
            {view.fallback ? <p className="notice notice--subtle">{t('fallbackNote')}</p> : null}
            {view.doc ? (
              <div
                className="rich-text"
                lang={view.fallback ? defaultLanguage.tag : undefined}
                // renderDoc sanitizes through the content allowlist and escapes every value.
                dangerouslySetInnerHTML={{ __html: html }}
              />
            ) : (
              <UnwrittenPageNote locale={locale} />
            )}
          </div>
        </>,
        view.doc !== null,
      )}
    </article>
  );
}
