import 'server-only';
import type { getDb } from '@/lib/db/client';
import { languageCodes, type LanguageCode, type PerLanguage } from '@/lib/i18n/languages';

type Tx = Parameters<Parameters<ReturnType<typeof getDb>['$transaction']>[0]>[0];

/** What a rename did to the page's own heading, per language (PATCH /api/pages/{id} answers it). */
export interface HeadingRename {
  /** Languages whose heading was the old name and now is the new one. */
  renamed: LanguageCode[];
  /** Languages whose heading is text of its own, left as it is (the tab offers to change it). */
  differing: LanguageCode[];
}

/**
 * A rename renames: the page's heading (its saved title) in each language where it still was the
 * old name follows the new name, and so does its draft's. Where staff gave the heading words of
 * its own it stays, unless `everywhere` (the tab's "change the heading too").
 */
export async function renameHeadings(
  tx: Tx,
  slug: string,
  before: Partial<PerLanguage<string>>,
  after: Partial<PerLanguage<string>>,
  everywhere = false,
): Promise<HeadingRename> {
  const result: HeadingRename = { renamed: [], differing: [] };
  const translations = await tx.pageTranslation.findMany({
    where: { slug },
    select: { id: true, language: true, title: true },
  });
  const draft = await tx.pageDraft.findUnique({ where: { slug }, select: { title: true } });
  const draftTitle = { ...((draft?.title ?? {}) as Record<string, string>) };
  for (const code of languageCodes) {
    const oldName = before[code] ?? '';
    const newName = after[code] ?? '';
    if (!newName || (oldName === newName && !everywhere)) continue;
    const row = translations.find((translation) => translation.language === code);
    // An empty heading already shows the page's name: nothing to change there.
    if (!row || row.title === '' || row.title === newName) continue;
    if (row.title === oldName || everywhere) {
      await tx.pageTranslation.update({ where: { id: row.id }, data: { title: newName } });
      if (draftTitle[code] === row.title) draftTitle[code] = newName;
      result.renamed.push(code);
    } else {
      result.differing.push(code);
    }
  }
  if (draft && result.renamed.length > 0) {
    await tx.pageDraft.update({ where: { slug }, data: { title: draftTitle } });
  }
  if (result.renamed.length > 0) {
    // An editor open on the old heading must not save it back unknowingly.
    await tx.pageContent.update({ where: { slug }, data: { version: { increment: 1 } } });
  }
  return result;
}
