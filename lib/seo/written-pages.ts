import 'server-only';
import { getLivePages, sitePagePath } from '@/lib/pages/catalogue';
import { writtenPageTexts } from '@/lib/pages/data';
import { defaultLanguage, languages } from '@/lib/i18n/languages';

/**
 * For each editable page (by its path without language prefix), the locales in which it has
 * something to read: its own text, or the default language's text as a fallback. A locale missing
 * here shows the "being prepared" note (noindex), so the sitemap leaves it out.
 */
export async function writtenPageLocales(): Promise<Map<string, Set<string>>> {
  const [rows, pages] = await Promise.all([writtenPageTexts(), getLivePages()]);
  const written = new Set(rows.map((row) => `${row.slug}|${row.language}`));
  const has = (slug: string, code: string) => written.has(`${slug}|${code}`);
  return new Map(
    pages.map((page) => [
      sitePagePath(page),
      new Set(
        languages
          .filter(({ code }) => has(page.slug, code) || has(page.slug, defaultLanguage.code))
          .map(({ tag }) => tag),
      ),
    ]),
  );
}
