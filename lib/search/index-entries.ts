import 'server-only';
import { getDb } from '@/lib/db/client';
import { readTranslations } from '@/lib/bulletins/translations';
import { STEMMER_VERSION, stemText } from './stems';

// The write side of the search index: one SearchEntry row per page language and per bulletin. The
// database's own full-text index follows the rows (FTS5 triggers on SQLite, an expression GIN index
// on PostgreSQL), so a row written here is searchable as soon as the write commits.

export type SearchKind = 'page' | 'bulletin' | 'announcement' | 'event';

/** Bulletins are indexed once for every language: their text is whatever language it is in. */
export const ANY_LANGUAGE = '';

/** Bodies longer than this are cut: a bulletin's first ~200 KB of text is plenty to find it by. */
const MAX_BODY_CHARS = 200_000;

interface EntryFields {
  title: string;
  body: string;
  sortDate: Date;
}

async function upsertEntry(
  kind: SearchKind,
  ref: string,
  language: string,
  fields: EntryFields,
): Promise<void> {
  const body = fields.body.slice(0, MAX_BODY_CHARS);
  const data = {
    ...fields,
    body,
    stems: stemText(`${fields.title}\n${body}`),
    stemmedWith: STEMMER_VERSION,
  };
  await getDb().searchEntry.upsert({
    where: { kind_ref_language: { kind, ref, language } },
    update: data,
    create: { kind, ref, language, ...data },
  });
}

/** Indexes (or re-indexes) one language of an editable page. */
export function indexPage(
  slug: string,
  language: string,
  title: string,
  plainText: string,
  savedAt: Date,
): Promise<void> {
  return upsertEntry('page', slug, language, { title, body: plainText, sortDate: savedAt });
}

export interface BulletinText {
  id: string;
  title: string;
  description: string | null;
  label: string;
  /** Other languages' title, description and label (Bulletin.translations). */
  translations: unknown;
  date: Date;
  /** Text extracted from the file; null when there is none (DOC, damaged file). */
  textContent: string | null;
}

/**
 * Indexes a bulletin's titles, labels and descriptions in every language and its file text, in
 * one language-neutral entry: a visitor finds it by the words of any language, and the results
 * show the words of theirs (lib/search/search-site.ts).
 */
export function indexBulletin(bulletin: BulletinText): Promise<void> {
  const texts = [
    { title: bulletin.title, description: bulletin.description ?? '', label: bulletin.label },
    ...Object.values(readTranslations(bulletin.translations)),
  ];
  const distinct = (values: (string | undefined)[]) => [...new Set(values.filter(Boolean))];
  const body = [
    ...distinct(texts.map((text) => text?.label)),
    ...distinct(texts.map((text) => text?.description)),
    bulletin.textContent,
  ]
    .filter(Boolean)
    .join('\n');
  return upsertEntry('bulletin', bulletin.id, ANY_LANGUAGE, {
    title: distinct(texts.map((text) => text?.title)).join(' · '),
    body,
    sortDate: bulletin.date,
  });
}

export interface AnnouncementText {
  id: string;
  title: Record<string, string>;
  subtitle: Record<string, string>;
  body: Record<string, string>;
  published: boolean;
  /** YYYY-MM-DD */
  date: string;
}

/**
 * Indexes a published announcement once per language it has a title or text in (and drops the
 * languages it no longer has); an unpublished one leaves the index.
 */
export async function indexAnnouncement(announcement: AnnouncementText): Promise<void> {
  const kept: string[] = [];
  if (announcement.published) {
    for (const [language, title] of Object.entries(announcement.title)) {
      const subtitle = announcement.subtitle[language] ?? '';
      const body = announcement.body[language] ?? '';
      if (!title && !subtitle && !body) continue;
      kept.push(language);
      await upsertEntry('announcement', announcement.id, language, {
        title,
        body: [subtitle, body].filter(Boolean).join('\n'),
        sortDate: new Date(`${announcement.date}T00:00:00Z`),
      });
    }
  }
  await getDb().searchEntry.deleteMany({
    where: { kind: 'announcement', ref: announcement.id, language: { notIn: kept } },
  });
}

/**
 * Indexes a published event under its address (ref = slug) once per language it has a title in,
 * and drops the languages it no longer has; a draft (or a deleted event: texts {}) leaves the index.
 */
export async function indexEvent(
  slug: string,
  texts: Record<string, { title: string; body: string }>,
  sortDate: Date,
): Promise<void> {
  const kept = Object.keys(texts);
  for (const [language, text] of Object.entries(texts)) {
    await upsertEntry('event', slug, language, { ...text, sortDate });
  }
  await getDb().searchEntry.deleteMany({
    where: { kind: 'event', ref: slug, language: { notIn: kept } },
  });
}

/** Removes an item from the index: every language of a page, or a bulletin. */
export async function removeFromIndex(
  kind: SearchKind,
  ref: string,
  language?: string,
): Promise<void> {
  await getDb().searchEntry.deleteMany({
    where: { kind, ref, ...(language === undefined ? {} : { language }) },
  });
}
