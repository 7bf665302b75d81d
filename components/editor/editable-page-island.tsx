import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { findLivePage, pageTitleIn } from '@/lib/pages/catalogue';
import { toContentLanguage, type Locale } from '@/lib/i18n/routing';
import { EditToggle } from './edit-toggle.client';

interface EditablePageIslandProps {
  slug: string;
  locale: Locale;
  /** Whether the page has a record; one without opens straight in edit mode for staff. */
  hasContent: boolean;
  /** The page in view mode; staff in edit mode see the editor in its place. */
  children: ReactNode;
}

/**
 * Wraps an editable page's view. Visitors get the view and a small script that finds no
 * signed-in flag; the editor itself is loaded only for a confirmed administrator.
 */
export async function EditablePageIsland({
  slug,
  locale,
  hasContent,
  children,
}: EditablePageIslandProps) {
  const [t, start, page, entry] = await Promise.all([
    getTranslations({ locale, namespace: 'Editor' }),
    getTranslations({ locale, namespace: 'EditorStart' }),
    getTranslations({ locale, namespace: 'EditablePage' }),
    findLivePage(slug),
  ]);
  // The specification's wording when a page's content cannot be loaded, in the editor as in the view.
  const loadFailed =
    entry?.section === 'ministries-and-groups' ? page('errorMinistry') : page('errorLiturgy');
  return (
    <EditToggle
      slug={slug}
      locale={locale}
      hasContent={hasContent}
      pageName={entry ? pageTitleIn(entry, locale).text : undefined}
      language={toContentLanguage(locale)}
      labels={{
        edit: t('editPage'),
        close: t('closeEditor'),
        saved: start('saved'),
        loading: t('loading'),
        loadFailed,
        retry: t('retry'),
      }}
    >
      {children}
    </EditToggle>
  );
}
