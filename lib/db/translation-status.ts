import 'server-only';
import { getDb } from './client';
import { editablePages, editablePagePath, type EditablePage } from '@/lib/content/pages';
import { defaultDoc, type TiptapDoc } from '@/lib/content/default-doc';
import type { ContentLanguage } from '@/lib/i18n/routing';

/**
 * missing: no text in that language (no record, no document, or only the seeded placeholder);
 * outdated: Ukrainian text exists but the English was saved after it, so it may say less;
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
  title: { en: string; ua: string };
  languages: Record<ContentLanguage, LanguageStatus>;
}

/** The columns of PageContent this view needs. */
export interface PageContentStatusRow {
  slug: string;
  titleEn: string;
  titleUa: string | null;
  contentEn: unknown;
  contentUa: unknown;
  updatedAtEn: Date | null;
  updatedAtUa: Date | null;
  updatedByEn: string | null;
  updatedByUa: string | null;
}

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

export function editHref(page: EditablePage, language: ContentLanguage): string {
  return `${language === 'ua' ? '/ua' : ''}${editablePagePath(page)}?edit=1`;
}

/** The status of one page in both languages; `row` is null when the page has no record yet. */
export function translationStatus(
  page: EditablePage,
  row: PageContentStatusRow | null,
): PageTranslationStatus {
  const enBlank = !row || isBlankDocument(row.contentEn);
  const uaBlank = !row || isBlankDocument(row.contentUa);
  const enTime = row?.updatedAtEn ?? null;
  const uaTime = row?.updatedAtUa ?? null;
  const englishIsNewer =
    enTime !== null && (uaTime === null || enTime.getTime() > uaTime.getTime());
  return {
    slug: page.slug,
    section: page.section,
    title: {
      en: row?.titleEn || page.title.en,
      ua: row?.titleUa || page.title.ua,
    },
    languages: {
      en: {
        state: enBlank ? 'missing' : 'present',
        updatedAt: enTime?.toISOString() ?? null,
        updatedBy: row?.updatedByEn ?? null,
        editHref: editHref(page, 'en'),
      },
      ua: {
        state: uaBlank ? 'missing' : englishIsNewer && !enBlank ? 'outdated' : 'present',
        updatedAt: uaTime?.toISOString() ?? null,
        updatedBy: row?.updatedByUa ?? null,
        editHref: editHref(page, 'ua'),
      },
    },
  };
}

/** Every editable page, in catalogue order, with its translation status (one query). */
export async function getTranslationStatuses(): Promise<PageTranslationStatus[]> {
  const rows = await getDb().pageContent.findMany({
    select: {
      slug: true,
      titleEn: true,
      titleUa: true,
      contentEn: true,
      contentUa: true,
      updatedAtEn: true,
      updatedAtUa: true,
      updatedByEn: true,
      updatedByUa: true,
    },
  });
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return editablePages.map((page) => translationStatus(page, bySlug.get(page.slug) ?? null));
}
