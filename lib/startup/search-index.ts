import 'server-only';
import { indexMissingAnnouncements } from '@/lib/announcements/search';
import { extractMissingBulletinTexts, indexMissingBulletins } from '@/lib/bulletins/search';
import { indexPagesSavedSinceIndexed } from '@/lib/pages/search';
import { restemEntries } from '@/lib/search/backfill';

/**
 * Start-up: indexes what the search index lacks, each domain from its own table: pages saved
 * since they were indexed (before search existed, or while an index write failed), bulletins'
 * file text never extracted, bulletins and announcements never indexed; then stems entries an
 * older stemmer wrote. Idempotent, and a few queries when nothing is missing. Ends with one log
 * line, `Search index ready: ...`.
 */
export async function backfillSearchIndex(): Promise<void> {
  try {
    const pages = await indexPagesSavedSinceIndexed();
    const texts = await extractMissingBulletinTexts();
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
