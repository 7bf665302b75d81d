import 'server-only';
import { editablePagePath, editablePages } from '@/lib/pages/pages';
import { getDb } from '@/lib/db/client';
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
  const db = getDb();
  const [settings, pages, bulletin, service] = await Promise.all([
    db.settings.findUnique({ where: { id: 1 }, select: { updatedAt: true } }),
    db.pageContent.findMany({ select: { slug: true, updatedAt: true } }),
    // Published bulletins only: a scheduled one changes the archive when its time comes.
    db.bulletin.aggregate({
      where: { OR: [{ publishAt: null }, { publishAt: { lte: new Date() } }] },
      _max: { updatedAt: true, publishAt: true },
    }),
    db.service.aggregate({ _max: { updatedAt: true } }),
  ]);
  const base = settings?.updatedAt ?? new Date(0);
  const saved = new Map(pages.map((page) => [page.slug, page.updatedAt]));
  const byPath = new Map<string, Date>();
  for (const path of publicPaths()) byPath.set(path, base);
  for (const page of editablePages) {
    byPath.set(editablePagePath(page), latest(saved.get(page.slug), base)!);
  }
  byPath.set('/', latest(base, service._max.updatedAt)!);
  byPath.set('/bulletins', latest(base, bulletin._max.updatedAt, bulletin._max.publishAt)!);
  return byPath;
}
