import 'server-only';
import { getDb } from '@/lib/db/client';
import { indexedColumns, readBulletinFile, saveTextAndIndex } from './bulletin-index';
import { extractDocumentText } from './document-text';
import { listAllAnnouncements } from '@/lib/announcements/data';
import { indexAnnouncement, indexBulletin } from './index-entries';
import { STEMMER_VERSION, stemText } from './stems';
import { indexSavedPage } from './page-index';

const BATCH = 500;

/** Pages saved since they were last indexed (or never indexed), by slug. */
async function pagesToIndex(): Promise<string[]> {
  const db = getDb();
  const [pages, entries] = await Promise.all([
    db.pageContent.findMany({ select: { slug: true, updatedAt: true } }),
    db.searchEntry.findMany({ where: { kind: 'page' }, select: { ref: true, updatedAt: true } }),
  ]);
  const indexedAt = new Map<string, Date>();
  for (const entry of entries) {
    const known = indexedAt.get(entry.ref);
    if (!known || entry.updatedAt < known) indexedAt.set(entry.ref, entry.updatedAt);
  }
  return pages
    .filter((page) => !(page.updatedAt <= (indexedAt.get(page.slug) ?? new Date(0))))
    .map((page) => page.slug);
}

/** Extracts the text of bulletins that never had it tried (rows from before search), one at a time. */
async function extractMissingTexts(): Promise<number> {
  const rows = await getDb().bulletin.findMany({
    where: { textContent: null },
    select: { ...indexedColumns, textContent: false, mimeType: true, filePath: true },
  });
  for (const row of rows) {
    const file = await readBulletinFile(row.filePath);
    const text = file ? await extractDocumentText(file, row.mimeType) : null;
    await saveTextAndIndex({ ...row, textContent: text });
  }
  return rows.length;
}

/** Indexes bulletins that have no entry and drops entries whose bulletin is gone. */
async function indexMissingBulletins(): Promise<number> {
  const db = getDb();
  const [bulletins, entries] = await Promise.all([
    db.bulletin.findMany({ select: { id: true } }),
    db.searchEntry.findMany({ where: { kind: 'bulletin' }, select: { ref: true } }),
  ]);
  const indexed = new Set(entries.map((entry) => entry.ref));
  const existing = new Set(bulletins.map((bulletin) => bulletin.id));
  const missing = bulletins.filter((bulletin) => !indexed.has(bulletin.id)).map((b) => b.id);
  const gone = [...indexed].filter((ref) => !existing.has(ref));
  if (gone.length)
    await db.searchEntry.deleteMany({ where: { kind: 'bulletin', ref: { in: gone } } });
  for (let start = 0; start < missing.length; start += BATCH) {
    const rows = await db.bulletin.findMany({
      where: { id: { in: missing.slice(start, start + BATCH) } },
      select: indexedColumns,
    });
    for (const row of rows) await indexBulletin(row);
  }
  return missing.length;
}

/** Gives entries written before stems existed (or by an older stemmer) their stems. */
async function restemEntries(): Promise<number> {
  const db = getDb();
  let done = 0;
  for (;;) {
    const rows = await db.searchEntry.findMany({
      where: { stemmedWith: { lt: STEMMER_VERSION } },
      select: { id: true, title: true, body: true },
      take: BATCH,
    });
    for (const row of rows) {
      await db.searchEntry.update({
        where: { id: row.id },
        data: { stems: stemText(`${row.title}\n${row.body}`), stemmedWith: STEMMER_VERSION },
      });
    }
    done += rows.length;
    if (rows.length < BATCH) return done;
  }
}

/** Indexes announcements that have no entry (seeded ones, those from before they were indexed). */
async function indexMissingAnnouncements(): Promise<number> {
  const db = getDb();
  const [announcements, entries] = await Promise.all([
    listAllAnnouncements(),
    db.searchEntry.findMany({ where: { kind: 'announcement' }, select: { ref: true } }),
  ]);
  const indexed = new Set(entries.map((entry) => entry.ref));
  const existing = new Set(announcements.map((announcement) => announcement.id));
  const gone = [...indexed].filter((ref) => !existing.has(ref));
  if (gone.length)
    await db.searchEntry.deleteMany({ where: { kind: 'announcement', ref: { in: gone } } });
  const missing = announcements.filter((a) => a.published && !indexed.has(a.id));
  for (const announcement of missing) await indexAnnouncement(announcement);
  return missing.length;
}

/**
 * Start-up: indexes what the search index lacks: pages saved before search existed (or while an
 * index write failed), bulletins' file text never extracted, bulletins never indexed. Idempotent,
 * and a few queries when nothing is missing. Ends with one log line, `Search index ready: ...`.
 */
export async function backfillSearchIndex(): Promise<void> {
  try {
    const pages = await pagesToIndex();
    for (const slug of pages) await indexSavedPage(slug);
    const texts = await extractMissingTexts();
    const bulletins = await indexMissingBulletins();
    const announcements = await indexMissingAnnouncements();
    const restemmed = await restemEntries();
    console.log(
      `Search index ready: ${pages.length} page(s), ${texts} bulletin text(s), ${bulletins} bulletin(s), ${announcements} announcement(s) indexed, ${restemmed} entr(ies) stemmed`,
    );
  } catch (error) {
    console.error(
      `Search index not brought up to date: ${error instanceof Error ? error.message : error}`,
    );
  }
}
