import type { Metadata } from 'next';
import { routeLocale } from '@/lib/i18n/route-locale';
import { BulletinsArchive, bulletinsMetadata } from '@/components/bulletins/bulletins-archive';

// The archive's first page. Static: rendered on first request, then served from the page cache
// until a bulletin changes. Later pages (?page=n) are rewritten to archive-page/[page].
export const dynamic = 'force-static';
export const revalidate = 60;

interface PageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return bulletinsMetadata(routeLocale((await params).locale), 1);
}

export default async function BulletinsPage({ params }: PageProps) {
  return <BulletinsArchive locale={routeLocale((await params).locale)} page={1} />;
}
