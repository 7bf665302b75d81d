import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { fromContentLanguage } from '@/lib/i18n/routing';
import { routeLocale } from '@/lib/i18n/route-locale';
import { searchSite, SEARCH_PAGE_SIZE } from '@/lib/site-search/search-site';
import { pageMetadata } from '@/lib/seo/metadata';
import { localizedPath } from '@/lib/i18n/languages';
import { searchQuerySchema } from '@/lib/search/schemas';
import { PageHero } from '@/components/site/page-hero';
import { Pagination, pageHref } from '@/components/site/pagination';
import { SearchForm } from '@/components/search/search-form';
import { SearchResultsList } from '@/components/search/search-results';
import { ServiceUnavailable, unlessDatabaseDown } from '@/components/site/service-unavailable';

// Results depend on the query string: rendered per request.
export const dynamic = 'force-dynamic';

interface PageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** q and page from the URL; a query too long or a page out of range reads as `invalid`. */
async function readSearch(searchParams: PageProps['searchParams']) {
  const raw = await searchParams;
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const parsed = searchQuerySchema.safeParse({ q: first(raw.q), page: first(raw.page) });
  return parsed.success
    ? { q: parsed.data.q, page: parsed.data.page, invalid: false }
    : { q: '', page: 1, invalid: true };
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = routeLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Search' });
  // Result pages are endless and change all the time: kept out of search engines' indexes.
  return pageMetadata({
    locale,
    path: '/search',
    title: t('heading'),
    description: t('metaDescription'),
    noIndex: true,
  });
}

export default async function SearchPage({ params, searchParams }: PageProps) {
  const locale = routeLocale((await params).locale);
  setRequestLocale(locale);
  const { q, page, invalid } = await readSearch(searchParams);
  const [t, site, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Search' }),
    getTranslations({ locale, namespace: 'Site' }),
    getFormatter({ locale }),
  ]);
  const action = localizedPath(locale, '/search');
  const found = q ? await unlessDatabaseDown(() => searchSite(q, locale, page)) : null;
  if (q && !found) {
    return (
      <ServiceUnavailable locale={locale} retryHref={`${action}?q=${encodeURIComponent(q)}`} />
    );
  }
  const pageCount = found ? Math.ceil(found.total / SEARCH_PAGE_SIZE) : 0;

  return (
    <>
      <PageHero title={t('heading')} intro={t('intro')} />
      <div className="page-body">
        <SearchForm
          variant="page"
          action={action}
          defaultValue={q}
          labels={{
            landmark: t('heading'),
            label: t('label'),
            placeholder: t('placeholder'),
            submit: t('submit'),
          }}
        />
        {invalid ? <p className="empty-state">{t('tooLong')}</p> : null}
        {!invalid && !found ? <p className="empty-state">{t('empty')}</p> : null}
        {found ? (
          <>
            <p className="search-summary" role="status">
              {t('results', { total: found.total, query: q })}
            </p>
            <SearchResultsList
              results={found.results}
              labels={{
                kind: (kind) => t(kind),
                date: (iso) =>
                  format.dateTime(new Date(iso), { dateStyle: 'long', timeZone: 'UTC' }),
                language: (language) => {
                  if (!language) return null;
                  const resultLocale = fromContentLanguage(language);
                  return resultLocale === locale
                    ? null
                    : t('otherLanguage', { locale: resultLocale });
                },
                lang: (language) => {
                  if (!language) return undefined;
                  const tag = fromContentLanguage(language);
                  return tag === locale ? undefined : tag;
                },
                opensNewTab: site('opensNewTab'),
              }}
            />
            <Pagination
              page={page}
              pageCount={pageCount}
              href={(n) => pageHref(`${action}?q=${encodeURIComponent(q)}`, n)}
              labels={{
                nav: t('pagination.label'),
                previous: t('pagination.previous'),
                next: t('pagination.next'),
                page: (n) => t('pagination.page', { page: n }),
              }}
            />
          </>
        ) : null}
      </div>
    </>
  );
}
