import type { Metadata } from 'next';
import { routeLocale } from '@/lib/i18n/route-locale';
import { archivePageNumber } from '@/lib/http/page-cache-url';
import { notFoundPageMetadata } from '@/lib/seo/metadata';
import {
  archivePage,
  BulletinsArchive,
  bulletinsMetadata,
} from '@/components/bulletins/bulletins-archive';

// /bulletins?page=n, rewritten here by the proxy (lib/http/page-cache-url.ts) so that each page
// number is rendered once and served from the page cache until a bulletin changes.
export const dynamic = 'force-static';
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

interface PageProps {
  params: Promise<{ locale: string; page: string }>;
}

// A page the archive does not have answers 404 with the site's not-found page (archivePage).
async function readParams(params: PageProps['params']) {
  const { locale, page } = await params;
  const number = archivePageNumber(page);
  return { locale: routeLocale(locale), page: number > 1 ? number : NaN };
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, page } = await readParams(params);
  if (!(await archivePage(page))) return notFoundPageMetadata(locale);
  return bulletinsMetadata(locale, page);
}

export default async function BulletinsArchivePage({ params }: PageProps) {
  const { locale, page } = await readParams(params);
  return <BulletinsArchive locale={locale} page={page} />;
}
