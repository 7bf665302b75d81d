import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { hreflangAlternates, pageMetadata } from '@/lib/seo/metadata';
import { languageOf, localizedPath } from '@/lib/i18n/languages';
import { BULLETINS_PER_PAGE, getVisibleBulletinsPage } from '@/lib/bulletins/data';
import { markedBulletinTextIn } from '@/lib/bulletins/translations';
import { BULLETINS_CACHED_PAGES, bulletinsPagePath } from '@/lib/http/page-cache-url';
import { feedAlternates } from '@/lib/bulletins/feed';
import { NotFoundPage } from '@/components/site/not-found-page';
import { PageHero } from '@/components/site/page-hero';
import { BulletinCard } from './bulletin-card';
import { Pagination, pageHref } from '@/components/site/pagination';

// The public bulletin archive, one static page per page number (/bulletins and the rewritten
// /bulletins?page=n, see lib/http/page-cache-url.ts): rendered once, served from the page cache
// until a bulletin changes (the `bulletins` tag) or a scheduled one's publish time comes
// (lib/bulletins/visibility.ts). A database outage throws, so no error notice is ever cached; the
// locale's error page answers 503 and cached pages keep being served.

export function loadBulletinsPage(page: number) {
  return getVisibleBulletinsPage(page, BULLETINS_PER_PAGE);
}

/**
 * A page of the archive, or null when the archive has no such page (page 1 always exists: it says
 * when there are no bulletins). Numbers past BULLETINS_CACHED_PAGES share one internal URL.
 */
export async function archivePage(page: number) {
  if (!(page >= 1 && page <= BULLETINS_CACHED_PAGES)) return null;
  const result = await loadBulletinsPage(page);
  const pageCount = Math.ceil(result.total / BULLETINS_PER_PAGE);
  return page > 1 && page > pageCount ? null : { ...result, pageCount };
}

export async function bulletinsMetadata(locale: Locale, page: number): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'PublicBulletins' });
  const metadata = await pageMetadata({
    locale,
    path: '/bulletins',
    title: page > 1 ? t('pageTitle', { page }) : t('heading'),
    description: t('metaDescription'),
  });
  if (page > 1) {
    // Each page of the archive is its own URL, canonical to itself.
    const path = bulletinsPagePath(page);
    metadata.alternates = {
      canonical: localizedPath(locale, path),
      languages: hreflangAlternates(path),
    };
  }
  metadata.alternates = { ...metadata.alternates, types: await feedAlternates(locale) };
  return metadata;
}

export async function BulletinsArchive({ locale, page }: { locale: Locale; page: number }) {
  setRequestLocale(locale);
  const [t, site, format, result] = await Promise.all([
    getTranslations({ locale, namespace: 'PublicBulletins' }),
    getTranslations({ locale, namespace: 'Site' }),
    getFormatter({ locale }),
    archivePage(page),
  ]);
  if (!result) return <NotFoundPage locale={locale} />;
  const { pageCount } = result;
  const language = languageOf(locale);

  return (
    <>
      <PageHero wide title={t('heading')} intro={t('intro')} />
      <div className="page-body page-body--wide">
        {result.bulletins.length === 0 ? (
          <p className="empty-state">{t('empty')}</p>
        ) : (
          <ul className="bulletin-grid">
            {result.bulletins.map((bulletin, index) => {
              const text = markedBulletinTextIn(bulletin, language.code);
              return (
                <li key={bulletin.id}>
                  <BulletinCard
                    eager={index < 2}
                    bulletin={{
                      id: bulletin.id,
                      ...text,
                      // Bulletin dates are calendar days, stored at midnight UTC.
                      date: format.dateTime(new Date(bulletin.date), {
                        ...language.dateFormat,
                        timeZone: 'UTC',
                      }),
                      dateTime: bulletin.date.slice(0, 10),
                      fileUrl: bulletin.fileUrl,
                      thumbnailUrl: bulletin.thumbnailUrl,
                    }}
                    labels={{
                      view: t('view'),
                      previewAlt: t('previewAlt', { title: text.title.text }),
                      opensNewTab: site('opensNewTab'),
                    }}
                  />
                </li>
              );
            })}
          </ul>
        )}
        <Pagination
          page={page}
          pageCount={pageCount}
          href={(n) => pageHref(localizedPath(locale, '/bulletins'), n)}
          labels={{
            nav: t('pagination.label'),
            previous: t('pagination.previous'),
            next: t('pagination.next'),
            page: (n) => t('pagination.page', { page: n }),
          }}
        />
      </div>
    </>
  );
}
