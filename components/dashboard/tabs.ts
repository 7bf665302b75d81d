import type { Role } from '@/lib/accounts/schemas';

/** The dashboard's sidebar tabs, in order; the id is the `?tab=` value. */
export const dashboardTabs = [
  'bulletins',
  'text',
  'assets',
  'settings',
  'schedule',
  'announcements',
  'messages',
  'users',
] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

/** A pending account sees no tab at all: every one of them changes something. */
export function tabsFor(role: Role): readonly DashboardTab[] {
  return role === 'admin' ? dashboardTabs : [];
}

/** The tab a `?tab=` value names, or the first one for anything unknown. */
export function parseTab(value: string | string[] | undefined, role: Role): DashboardTab | null {
  const tabs = tabsFor(role);
  const wanted = Array.isArray(value) ? value[0] : value;
  return tabs.find((tab) => tab === wanted) ?? tabs[0] ?? null;
}
