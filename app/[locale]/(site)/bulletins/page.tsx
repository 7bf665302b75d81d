import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { localizedPath } from '@/lib/seo/site-url';
import { BULLETINS_PER_PAGE, getBulletinsPage } from '@/lib/db/bulletins';
import { cached, cacheTags } from '@/lib/cache';
import { feedAlternates } from '@/lib/feeds/bulletins-feed';
import { PageHero } from '@/components/site/page-hero';
import { BulletinCard } from '@/components/bulletins/bulletin-card';
import { Pagination } from '@/components/bulletins/pagination';
import { ServiceUnavailable, unlessDatabaseDown } from '@/components/site/service-unavailable';

/** Pages past this are rare enough to read uncached, which keeps the cache's size bounded. */
const CACHED_PAGES = 100;

function loadPage(page: number) {
  const load = () => getBulletinsPage(page, BULLETINS_PER_PAGE);
  return page <= CACHED_PAGES
    ? cached(`bulletins:page:${page}`, [cacheTags.bulletins], load)
    : load();
}

// The page number comes from the query string, so each request renders; the data itself comes
// from the data cache (unstable_cache, which force-dynamic leaves on) until a bulletin changes.
export const dynamic = 'force-dynamic';

interface PageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ page?: string | string[] }>;
}

/** ?page=n as a page number; anything that is not a positive integer means page 1. */
function pageNumber(raw: string | string[] | undefined): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

export async function generateMetadata({ params, searchParams }: PageProps): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const page = pageNumber((await searchParams).page);
  const t = await getTranslations({ locale, namespace: 'PublicBulletins' });
  const metadata = await pageMetadata({
    locale,
    path: '/bulletins',
    title: page > 1 ? t('pageTitle', { page }) : t('heading'),
    description: t('metaDescription'),
  });
  if (page > 1) {
    // Each page of the archive is its own URL, canonical to itself.
    const path = `/bulletins?page=${page}`;
    metadata.alternates = {
      canonical: localizedPath(locale, path),
      languages: {
        en: localizedPath('en', path),
        uk: localizedPath('uk', path),
        'x-default': localizedPath('en', path),
      },
    };
  }
  metadata.alternates = { ...metadata.alternates, types: await feedAlternates(locale) };
  return metadata;
}

export default async function BulletinsPage({ params, searchParams }: PageProps) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const page = pageNumber((await searchParams).page);
  const [t, site, format, result] = await Promise.all([
    getTranslations({ locale, namespace: 'PublicBulletins' }),
    getTranslations({ locale, namespace: 'Site' }),
    getFormatter({ locale }),
    unlessDatabaseDown(() => loadPage(page)),
  ]);
  if (!result) {
    const path = localizedPath(locale, page > 1 ? `/bulletins?page=${page}` : '/bulletins');
    return <ServiceUnavailable locale={locale} retryHref={path} />;
  }
  const pageCount = Math.ceil(result.total / BULLETINS_PER_PAGE);
  if (page > 1 && page > pageCount) notFound();

  return (
    <>
      <PageHero wide title={t('heading')} intro={t('intro')} />
      <div className="page-body page-body--wide">
        {result.bulletins.length === 0 ? (
          <p className="empty-state">{t('empty')}</p>
        ) : (
          <ul className="bulletin-grid">
            {result.bulletins.map((bulletin, index) => (
              <li key={bulletin.id}>
                <BulletinCard
                  eager={index < 2}
                  bulletin={{
                    id: bulletin.id,
                    title: bulletin.title,
                    description: bulletin.description || null,
                    label: bulletin.label,
                    // Bulletin dates are calendar days, stored at midnight UTC.
                    date: format.dateTime(new Date(bulletin.date), {
                      dateStyle: 'long',
                      timeZone: 'UTC',
                    }),
                    dateTime: bulletin.date.slice(0, 10),
                    fileUrl: bulletin.fileUrl,
                    thumbnailUrl: bulletin.thumbnailUrl,
                  }}
                  labels={{
                    view: t('view'),
                    previewAlt: t('previewAlt', { title: bulletin.title }),
                    opensNewTab: site('opensNewTab'),
                  }}
                />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={page}
          pageCount={pageCount}
          basePath={localizedPath(locale, '/bulletins')}
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
