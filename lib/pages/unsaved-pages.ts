import type { Db } from '@/lib/db/client';
import { defaultDoc } from '@/lib/rich-text/default-doc';
import { sameJson } from './page-records';

/**
 * Start-up cleanup for sites first started before pages were left unwritten: earlier versions
 * seeded every editable page with its title in each language and the editor's placeholder
 * ('Start typing here...') as the default language's text, which visitors then read. Removes
 * exactly those never-saved seeded translations (no `savedAt`, and no text or the placeholder),
 * then the page records left without any translation. Anything staff saved has a `savedAt` and is
 * never touched. Idempotent: once the seeded rows are gone it finds nothing to do.
 */
export async function removeSeededPlaceholders(db: Db): Promise<number> {
  const unsaved = await db.pageTranslation.findMany({
    where: { savedAt: null },
    select: { id: true, content: true },
  });
  const placeholder = defaultDoc();
  const seeded = unsaved
    .filter((row) => row.content === null || sameJson(row.content, placeholder))
    .map((row) => row.id);
  if (seeded.length === 0) return 0;
  await db.$transaction([
    db.pageTranslation.deleteMany({ where: { id: { in: seeded }, savedAt: null } }),
    db.pageContent.deleteMany({ where: { translations: { none: {} } } }),
  ]);
  return seeded.length;
}
