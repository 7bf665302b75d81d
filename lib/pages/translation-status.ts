import 'server-only';
import { getDb } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/types';
import type { SpecifiedPage as EditablePage } from '@/lib/pages/pages';
import { getLivePages, sitePagePath } from '@/lib/pages/catalogue';
import { defaultDoc, type TiptapDoc } from '@/lib/rich-text/default-doc';
import {
  defaultLanguage,
  languageByCode,
  perLanguage,
  type LanguageCode,
  type PerLanguage,
} from '@/lib/i18n/languages';

/**
 * missing: no text in that language (no record, no document, or only the seeded placeholder);
 * outdated: a translation exists but the default language was saved after it, so it may say less;
 * present: anything else.
 */
export type TranslationState = 'missing' | 'present' | 'outdated';

export interface LanguageStatus {
  state: TranslationState;
  /** ISO time of the last save in this language, or null when never saved by staff. */
  updatedAt: string | null;
  updatedBy: string | null;
  /** Opens the public page in this language with the in-place editor open. */
  editHref: string;
}

export interface PageTranslationStatus {
  slug: string;
  section: EditablePage['section'];
  title: PerLanguage<string>;
  languages: PerLanguage<LanguageStatus>;
}

const statusColumns = {
  slug: true,
  language: true,
  title: true,
  content: true,
  savedAt: true,
  savedBy: true,
} satisfies Prisma.PageTranslationSelect;

/** One stored translation of a page, as this view needs it (any JSON as its document). */
export type TranslationStatusRow = Omit<
  Prisma.PageTranslationGetPayload<{ select: typeof statusColumns }>,
  'slug' | 'content'
> & { content: unknown };

interface DocSummary {
  text: string;
  hasMedia: boolean;
}

/** The words of a document and whether it holds media; key order does not matter (jsonb sorts keys). */
function summarize(node: unknown, into: DocSummary = { text: '', hasMedia: false }): DocSummary {
  if (!node || typeof node !== 'object') return into;
  const { type, text, content } = node as { type?: unknown; text?: unknown; content?: unknown };
  if (typeof text === 'string') into.text += text;
  // An image or a video is content even without a word.
  if (type === 'image' || type === 'youtube') into.hasMedia = true;
  if (Array.isArray(content)) for (const child of content) summarize(child, into);
  return into;
}

const placeholderText = summarize(defaultDoc()).text;

/** True when a stored document holds nothing of its own: absent, empty or the seeded placeholder. */
export function isBlankDocument(doc: unknown): boolean {
  if (!doc || typeof doc !== 'object') return true;
  const { text, hasMedia } = summarize(doc as TiptapDoc);
  if (hasMedia) return false;
  const words = text.trim();
  return words === '' || words === placeholderText;
}

export function editHref(page: EditablePage, language: LanguageCode): string {
  return `${languageByCode(language)?.prefix ?? ''}${sitePagePath(page)}?edit=1`;
}

/**
 * The status of one page in every language. `rows` are its stored translations (none while the
 * page has no record); `catalogueTitles` name the page where a language has no title of its own.
 */
export function translationStatus(
  page: EditablePage,
  rows: TranslationStatusRow[],
  catalogueTitles: PerLanguage<string>,
): PageTranslationStatus {
  const byLanguage = new Map(rows.map((row) => [row.language, row]));
  const source = byLanguage.get(defaultLanguage.code);
  const sourceBlank = isBlankDocument(source?.content);
  const sourceTime = source?.savedAt ?? null;
  const state = (code: LanguageCode, row: TranslationStatusRow | undefined): TranslationState => {
    if (isBlankDocument(row?.content)) return 'missing';
    if (code === defaultLanguage.code || sourceBlank || sourceTime === null) return 'present';
    const time = row?.savedAt ?? null;
    return time === null || sourceTime.getTime() > time.getTime() ? 'outdated' : 'present';
  };
  return {
    slug: page.slug,
    section: page.section,
    title: perLanguage((code) => byLanguage.get(code)?.title || catalogueTitles[code]),
    languages: perLanguage((code) => {
      const row = byLanguage.get(code);
      return {
        state: state(code, row),
        updatedAt: row?.savedAt?.toISOString() ?? null,
        updatedBy: row?.savedBy ?? null,
        editHref: editHref(page, code),
      };
    }),
  };
}

/** Every live page, in catalogue order, with its translation status (one query). */
export async function getTranslationStatuses(): Promise<PageTranslationStatus[]> {
  const [rows, pages] = await Promise.all([
    getDb().pageTranslation.findMany({ select: statusColumns }),
    getLivePages(),
  ]);
  const bySlug = Map.groupBy(rows, (row) => row.slug);
  return pages.map((page) =>
    translationStatus(
      page,
      bySlug.get(page.slug) ?? [],
      perLanguage((code) => page.title[code] || page.title[defaultLanguage.code] || page.slug),
    ),
  );
}
