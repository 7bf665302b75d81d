import 'server-only';
import {
  indexEntry,
  indexedRefs,
  removeEntriesOtherThan,
  removeEntry,
} from '@/lib/search/index-entries';
import { listAllAnnouncements, type Announcement } from './data';

// An announcement in the search index: one entry per language it has a title or text in, while
// it is published. Pushed by the announcements' writes (commands.ts) and the start-up backfill.

/**
 * Indexes a published announcement once per language it has a title or text in (and drops the
 * languages it no longer has); an unpublished one leaves the index.
 */
export async function indexAnnouncement(announcement: Announcement): Promise<void> {
  const kept: string[] = [];
  if (announcement.published) {
    for (const [language, title] of Object.entries(announcement.title)) {
      const subtitle = announcement.subtitle[language as keyof typeof announcement.subtitle] ?? '';
      const body = announcement.body[language as keyof typeof announcement.body] ?? '';
      if (!title && !subtitle && !body) continue;
      kept.push(language);
      await indexEntry({
        kind: 'announcement',
        ref: announcement.id,
        language,
        title,
        body: [subtitle, body].filter(Boolean).join('\n'),
        sortDate: new Date(`${announcement.date}T00:00:00Z`),
      });
    }
  }
  await removeEntry('announcement', announcement.id, { keep: kept });
}

/** Takes a deleted announcement out of the index. */
export function unindexAnnouncement(id: string): Promise<void> {
  return removeEntry('announcement', id);
}

/**
 * Start-up: indexes announcements that have no entry (seeded ones, those from before they were
 * indexed) and drops entries whose announcement is gone.
 */
export async function indexMissingAnnouncements(): Promise<number> {
  const [announcements, indexed] = await Promise.all([
    listAllAnnouncements(),
    indexedRefs('announcement'),
  ]);
  await removeEntriesOtherThan('announcement', new Set(announcements.map((a) => a.id)));
  const missing = announcements.filter((a) => a.published && !indexed.has(a.id));
  for (const announcement of missing) await indexAnnouncement(announcement);
  return missing.length;
}
