import { getPathname } from '@/lib/i18n/navigation';

type DashboardLocale = Parameters<typeof getPathname>[0]['locale'];

/**
 * A dashboard tab's pager (components/site/pagination.tsx): its addresses,
 * `/dashboard?tab=…&page=n` with page 1 named too, and its steps in the tab's own words (each
 * paged tab's messages hold `pagination`, `previous` and `next`).
 */
export function dashboardPager(
  tab: string,
  locale: DashboardLocale,
  t: (key: 'pagination' | 'previous' | 'next') => string,
) {
  return {
    href: (page: number) =>
      getPathname({ href: { pathname: '/dashboard', query: { tab, page: String(page) } }, locale }),
    steps: { nav: t('pagination'), previous: t('previous'), next: t('next') },
  };
}
