import 'server-only';
import { editablePagePath, editablePages } from '@/lib/pages/pages';
import { getDb } from '@/lib/db/client';
import { isBlankDocument } from '@/lib/pages/translation-status';
import { defaultLanguage, languages } from '@/lib/i18n/languages';

/**
 * For each editable page (by its path without language prefix), the locales in which it has
 * something to read: its own text, or the default language's text as a fallback. A locale missing
 * here shows the "being prepared" note (noindex), so the sitemap leaves it out.
 */
export async function writtenPageLocales(): Promise<Map<string, Set<string>>> {
  const rows = await getDb().pageTranslation.findMany({
    select: { slug: true, language: true, content: true },
  });
  const written = new Set(
    rows.filter((row) => !isBlankDocument(row.content)).map((row) => `${row.slug}|${row.language}`),
  );
  const has = (slug: string, code: string) => written.has(`${slug}|${code}`);
  return new Map(
    editablePages.map((page) => [
      editablePagePath(page),
      new Set(
        languages
          .filter(({ code }) => has(page.slug, code) || has(page.slug, defaultLanguage.code))
          .map(({ tag }) => tag),
      ),
    ]),
  );
}
