import 'server-only';
import { cacheTags, invalidate } from '@/lib/cache';
import { defaultDoc, type TiptapDoc } from '@/lib/rich-text/default-doc';
import { defaultLanguage, languageCodes, type LanguageCode } from '@/lib/i18n/languages';
import type { PageContentInput } from '@/lib/pages/schemas';
import { getDb } from '@/lib/db/client';
import { isBlankDocument } from './translation-status';
import { recordSelect, sameJson, toRecord, type PageContentRecord } from './page-records';

export type { PageContentRecord } from './page-records';

export type SaveResult =
  { ok: true; version: number } | { ok: false; current: PageContentRecord | null };

/** The stored record of a page, uncached; null when the page has none. */
export async function getPageRecord(slug: string): Promise<PageContentRecord | null> {
  const row = await getDb().pageContent.findUnique({ where: { slug }, select: recordSelect });
  return row ? toRecord(row) : null;
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'P2002';
}

export const json = (doc: TiptapDoc) => doc as unknown as object;

/** The languages of `input` whose title or document differ from what is stored. */
function changedLanguages(
  input: PageContentInput,
  current: PageContentRecord | null,
): LanguageCode[] {
  return languageCodes.filter((code) => {
    const title = input.title[code];
    const content = input.content[code];
    if (!current) {
      // A new record: a language other than the default counts only if it says something.
      return code === defaultLanguage.code || title !== '' || !sameJson(content, defaultDoc());
    }
    return title !== current.title[code] || !sameJson(content, current.content[code]);
  });
}

/**
 * Saves the languages a page's editor sent. Only a language whose title or document differs from
 * what is stored counts as changed: it gets a revision and its own save time and author, so
 * "English changed after Ukrainian" stays visible. `version` (when given) must match the stored
 * one, else nothing is written and the current record comes back. The version check and the write
 * are one conditional update, so two concurrent saves from the same version cannot both succeed.
 */
export async function savePageContent(
  slug: string,
  input: PageContentInput,
  author: string,
  // Outside a request (a scheduled draft published in the background) Next's own cache cannot be
  // expired; lib/pages/drafts.ts passes invalidateOutsideRequest.
  invalidateTags: (...tags: string[]) => Promise<void> = invalidate,
): Promise<SaveResult> {
  let result: (SaveResult & { joined?: boolean }) | 'raced';
  try {
    result = await getDb().$transaction(async (tx) => {
      const row = await tx.pageContent.findUnique({ where: { slug }, select: recordSelect });
      if (input.version !== undefined && input.version !== (row?.version ?? 0)) {
        return { ok: false, current: row ? toRecord(row) : null } as const;
      }
      const current = row ? toRecord(row) : null;
      const languages = changedLanguages(input, current);
      if (row && languages.length === 0) return { ok: true, version: row.version } as const;

      let version: number;
      if (row) {
        const { count } = await tx.pageContent.updateMany({
          where: { slug, version: row.version },
          data: { version: { increment: 1 } },
        });
        if (count === 0) return 'raced';
        version = row.version + 1;
      } else {
        version = (await tx.pageContent.create({ data: { slug }, select: { version: true } }))
          .version;
      }
      const now = new Date();
      for (const language of languages) {
        const title = input.title[language];
        const content = input.content[language];
        const fields = { title, content: json(content), savedAt: now, savedBy: author };
        await tx.pageTranslation.upsert({
          where: { slug_language: { slug, language } },
          update: fields,
          create: { slug, language, ...fields },
        });
        await tx.pageRevision.create({
          data: { slug, language, title, content: json(content), author, createdAt: now },
        });
      }
      // A new page staff did not put in the menu joins it with its first published text.
      const hasText = languageCodes.some((code) => !isBlankDocument(input.content[code]));
      const joined = hasText
        ? (
            await tx.page.updateMany({
              where: { slug, menuOnPublish: true },
              data: { showInMenu: true, menuOnPublish: false },
            })
          ).count > 0
        : false;
      return { ok: true, version, joined } as const;
    });
  } catch (error) {
    // Another save created the record between our read and our insert.
    if (!isUniqueViolation(error)) throw error;
    result = 'raced';
  }
  if (result === 'raced') return { ok: false, current: await getPageRecord(slug) };
  if (!result.ok) return result;
  await invalidateTags(cacheTags.page(slug), ...(result.joined ? [cacheTags.pages] : []));
  return { ok: true, version: result.version };
}

/** When each page's text was last saved, by slug (the sitemap's lastmod). */
export async function pageSaveTimes(): Promise<Map<string, Date>> {
  const rows = await getDb().pageContent.findMany({ select: { slug: true, updatedAt: true } });
  return new Map(rows.map((row) => [row.slug, row.updatedAt]));
}

/**
 * Every page text (a page in one language) whose document satisfies `mentions`, by slug and
 * language: where Assets finds an image still shown.
 */
export async function pageTextsWhere(
  mentions: (documentJson: string) => boolean,
): Promise<{ slug: string; language: string; title: string }[]> {
  const rows = await getDb().pageTranslation.findMany({
    select: { slug: true, language: true, title: true, content: true },
    orderBy: [{ slug: 'asc' }, { language: 'asc' }],
  });
  return rows
    .filter((row) => mentions(JSON.stringify(row.content)))
    .map(({ slug, language, title }) => ({ slug, language, title }));
}

/** The page texts (slug and language) whose document holds something of its own. */
export async function writtenPageTexts(): Promise<{ slug: string; language: string }[]> {
  const rows = await getDb().pageTranslation.findMany({
    select: { slug: true, language: true, content: true },
  });
  return rows
    .filter((row) => !isBlankDocument(row.content))
    .map(({ slug, language }) => ({ slug, language }));
}
