import type { Metadata } from 'next';
import { routeLocale } from '@/lib/i18n/route-locale';
import { localizedPath } from '@/lib/i18n/languages';
import { archivePageNumber, bulletinsPagePath } from '@/lib/http/page-cache-url';
import {
  BulletinsArchive,
  bulletinsMetadata,
  loadBulletinsPage,
} from '@/components/bulletins/bulletins-archive';
import { ServiceUnavailable, unlessDatabaseDown } from '@/components/site/service-unavailable';

// The bulletin archive while the database is away: the proxy sends /bulletins?page=n here instead
// of to the static pages (lib/http/page-cache-url.ts). Rendered per request, so the notice is never
// cached; once the database answers again the proxy routes to the static pages again.
export const dynamic = 'force-dynamic';

interface PageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ page?: string | string[] }>;
}

async function readPage(props: PageProps) {
  const raw = (await props.searchParams).page;
  const page = archivePageNumber((Array.isArray(raw) ? raw[0] : raw) ?? '') || 1;
  return { locale: routeLocale((await props.params).locale), page };
}

export async function generateMetadata(props: PageProps): Promise<Metadata> {
  const { locale, page } = await readPage(props);
  return bulletinsMetadata(locale, page);
}

export default async function BulletinsWhileUnavailable(props: PageProps) {
  const { locale, page } = await readPage(props);
  if (!(await unlessDatabaseDown(() => loadBulletinsPage(page)))) {
    return (
      <ServiceUnavailable
        locale={locale}
        retryHref={localizedPath(locale, bulletinsPagePath(page))}
      />
    );
  }
  return <BulletinsArchive locale={locale} page={page} />;
}
