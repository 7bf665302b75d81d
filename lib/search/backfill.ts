import 'server-only';
import { getDb } from '@/lib/db/client';
import { STEMMER_VERSION, stemText } from './stems';

const BATCH = 500;

/**
 * Start-up: gives entries written before stems existed (or by an older stemmer) their stems.
 * The domains' own backfills (what they never indexed) are composed with this one in
 * lib/startup/search-index.ts.
 */
export async function restemEntries(): Promise<number> {
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
