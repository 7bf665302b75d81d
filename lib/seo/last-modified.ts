import 'server-only';
import { bulletinArchiveChangedAt } from '@/lib/bulletins/visibility';
import { getLivePages, sitePagePath } from '@/lib/pages/catalogue';
import { pageSaveTimes } from '@/lib/pages/data';
import { scheduleChangedAt } from '@/lib/schedule/data';
import { settingsChangedAt } from '@/lib/settings/data';
import { publicPaths } from './public-paths';

const latest = (...dates: (Date | null | undefined)[]): Date | null =>
  dates.reduce<Date | null>((best, date) => (date && (!best || date > best) ? date : best), null);

/**
 * When each public page (by its path without language prefix) last changed, for the sitemap's
 * <lastmod>: an editable page's last save; the bulletin archive's newest bulletin change; the home
 * page's schedule or settings; every other page shows the settings (address, contacts, footer).
 * The settings row always exists (seeded), so every path gets a date.
 */
export async function lastModifiedByPath(): Promise<Map<string, Date>> {
  const [settings, saved, bulletins, services, livePages, paths] = await Promise.all([
    settingsChangedAt(),
    pageSaveTimes(),
    bulletinArchiveChangedAt(),
    scheduleChangedAt(),
    getLivePages(),
    publicPaths(),
  ]);
  const base = settings ?? new Date(0);
  const byPath = new Map<string, Date>();
  for (const path of paths) byPath.set(path, base);
  for (const page of livePages) {
    byPath.set(sitePagePath(page), latest(saved.get(page.slug), base)!);
  }
  byPath.set('/', latest(base, services)!);
  byPath.set('/bulletins', latest(base, bulletins)!);
  return byPath;
}
