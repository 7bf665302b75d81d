import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { requireStaffPage } from '@/components/signups/staff-guard';
import { StaffOverview } from '@/components/signups/staff-overview';

// Staff: every event that takes sign-ups, its next dates and every date with people on it.
export const dynamic = 'force-dynamic';

interface PageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = routeLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Signups' });
  return { title: t('staff.indexTitle') };
}

export default async function Page({ params }: PageProps) {
  const locale = routeLocale((await params).locale);
  setRequestLocale(locale);
  await requireStaffPage(locale, '/dashboard/signups');
  const t = await getTranslations({ locale, namespace: 'Signups' });
  return (
    <main className="page-body">
      <h1>{t('staff.indexTitle')}</h1>
      <StaffOverview locale={locale} />
    </main>
  );
}
