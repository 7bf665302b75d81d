import type { Metadata } from 'next';
import { cache } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getCurrentUser } from '@/lib/accounts/current-user';
import { redirect } from '@/lib/i18n/navigation';
import { routeLocale } from '@/lib/i18n/route-locale';
import { localizedPath } from '@/lib/i18n/languages';
import { DashboardShell } from '@/components/dashboard/dashboard-shell';
import { DashboardTabPanel } from '@/components/dashboard/tab-panel';
import { PendingNotice } from '@/components/dashboard/pending-notice';
import { parseTab, tabsFor } from '@/components/dashboard/tabs';
import { SetupChecklist } from '@/components/dashboard/setup/setup-checklist';
import { PendingAccountsLine } from '@/components/dashboard/users/pending-accounts-line';
import { ServiceUnavailable, unlessDatabaseDown } from '@/components/site/service-unavailable';

// Per-user and per-request: the session cookie decides what this page shows.
export const dynamic = 'force-dynamic';

interface DashboardPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

// One session read per request, shared by the page and its <title>.
const currentUser = cache(getCurrentUser);

/** Each tab its own <title> ("Users · Dashboard"), so tabs and history entries tell apart. */
export async function generateMetadata({
  params,
  searchParams,
}: DashboardPageProps): Promise<Metadata> {
  const [{ locale: segment }, query] = await Promise.all([params, searchParams]);
  const locale = routeLocale(segment);
  const t = await getTranslations({ locale, namespace: 'Dashboard' });
  const user = await currentUser().catch(() => null);
  const tab = user ? parseTab(query.tab, user.role) : null;
  return { title: tab ? t('tabMetaTitle', { tab: t(`tabs.${tab}`) }) : t('metaTitle') };
}

export default async function DashboardPage({ params, searchParams }: DashboardPageProps) {
  const locale = routeLocale((await params).locale);
  setRequestLocale(locale);
  const [found, query] = await Promise.all([
    // null: the database is away (`{user: null}`: nobody is signed in).
    unlessDatabaseDown(async () => ({ user: await currentUser() })),
    searchParams,
  ]);
  // The database is away: a 503 page in the staff member's language, not Next's bare document.
  if (!found)
    return (
      <main>
        <ServiceUnavailable locale={locale} retryHref={localizedPath(locale, '/dashboard')} />
      </main>
    );
  const { user } = found;
  // The proxy only looks for a cookie; this is the real check (expired, forged or revoked tokens).
  if (!user) {
    const next = new URLSearchParams(
      Object.entries(query).flatMap(([key, value]) =>
        typeof value === 'string' ? [[key, value]] : [],
      ),
    ).toString();
    const dashboard = localizedPath(locale, '/dashboard');
    return redirect({
      href: { pathname: '/login', query: { next: `${dashboard}${next ? `?${next}` : ''}` } },
      locale,
    });
  }
  const tabs = tabsFor(user.role);
  const tab = parseTab(query.tab, user.role);
  return (
    <DashboardShell username={user.username} tabs={tabs} current={tab}>
      {tab ? (
        <>
          {/* The tab the dashboard opens on starts with the first-day checklist. */}
          {tab === tabs[0] && user.role === 'admin' ? (
            <>
              <PendingAccountsLine />
              <SetupChecklist />
            </>
          ) : null}
          <DashboardTabPanel tab={tab} query={query} currentUserId={user.id} />
        </>
      ) : (
        <PendingNotice />
      )}
    </DashboardShell>
  );
}
