import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getCurrentUser } from '@/lib/accounts/current-user';
import { routeLocale } from '@/lib/i18n/route-locale';
import { findLivePage, sitePagePath } from '@/lib/pages/catalogue';
import { getPageDraft } from '@/lib/pages/drafts';
import { getPageRecord } from '@/lib/pages/data';
import { localizedPath, perLanguage } from '@/lib/i18n/languages';
import { NotFoundPage } from '@/components/site/not-found-page';
import { EditablePage } from '@/components/pages/editable-page';
import { PreviewActions } from '@/components/pages/preview-actions.client';

// Staff only, per request: the page with its draft, inside the site's own frame, exactly as
// visitors will see it once published. Under /dashboard, so the proxy sends visitors without a
// session to the login and gives it the per-request CSP; the session is checked here.
export const dynamic = 'force-dynamic';

interface PreviewProps {
  params: Promise<{ locale: string; slug: string }>;
}

export async function generateMetadata({ params }: PreviewProps): Promise<Metadata> {
  const locale = routeLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'PagePreview' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function PagePreview({ params }: PreviewProps) {
  const { locale: raw, slug } = await params;
  const locale = routeLocale(raw);
  setRequestLocale(locale);
  const [user, page, t] = await Promise.all([
    getCurrentUser(),
    findLivePage(slug),
    getTranslations({ locale, namespace: 'PagePreview' }),
  ]);
  if (!user || user.role === 'pending' || !page) return <NotFoundPage locale={locale} />;
  const draft = await getPageDraft(slug);
  const record = draft
    ? {
        title: draft.title,
        content: draft.content,
        version: 0,
        updatedAt: perLanguage(() => draft.updatedAt),
      }
    : await getPageRecord(slug);
  return (
    <>
      <div className="notice notice--subtle">
        <p role="status" data-testid="preview-banner">
          {draft ? t('draft') : t('noDraft')}
        </p>
        <PreviewActions
          slug={slug}
          pageHref={localizedPath(locale, sitePagePath(page))}
          hasDraft={draft !== null}
          texts={{
            edit: t('backToEditor'),
            publish: t('publishNow'),
            publishing: t('publishing'),
            failed: t('publishFailed'),
          }}
        />
      </div>
      <EditablePage page={page} locale={locale} record={record} wrapView={(view) => view} />
    </>
  );
}
