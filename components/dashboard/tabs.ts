import type { Role } from '@/lib/accounts/schemas';

/** The dashboard's sidebar tabs, in order; the id is the `?tab=` value. */
export const dashboardTabs = [
  'bulletins',
  'text',
  'pages',
  'assets',
  'settings',
  'schedule',
  'announcements',
  'subscribers',
  'sent',
  'events',
  'signups',
  'messages',
  'users',
  'backups',
  'activity',
  'account',
] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

/** What only administrators see: the site's settings and pictures, accounts, backups, the activity log. */
const adminOnly: readonly DashboardTab[] = ['settings', 'users', 'backups', 'activity'];

/**
 * Each role sees only what it can do: editors everything but the administrators' tabs; a pending
 * account no tab at all (every one of them changes something).
 */
export function tabsFor(role: Role): readonly DashboardTab[] {
  if (role === 'admin') return dashboardTabs;
  if (role === 'editor') return dashboardTabs.filter((tab) => !adminOnly.includes(tab));
  return [];
}

/** The tab a `?tab=` value names, or the first one for anything unknown. */
export function parseTab(value: string | string[] | undefined, role: Role): DashboardTab | null {
  const tabs = tabsFor(role);
  const wanted = Array.isArray(value) ? value[0] : value;
  return tabs.find((tab) => tab === wanted) ?? tabs[0] ?? null;
}
