import 'server-only';
import { cached, cacheTags, invalidate } from '@/lib/cache';
import { defaultDoc, type TiptapDoc } from '@/lib/content/default-doc';
import { findEditablePage } from '@/lib/content/pages';
import { sanitizeDoc } from '@/lib/content/validate';
import type { ContentLanguage } from '@/lib/i18n/routing';
import type { PageContentInput } from '@/lib/validation/content';
import { getDb } from './client';

/** GET /api/content/{page}: both languages, the version to send back on save, per-language save times. */
export interface PageContentRecord {
  title: { en: string; ua: string };
  content: { en: TiptapDoc; ua: TiptapDoc };
  version: number;
  /** ISO time of the last staff save per language; null while never saved (ua: no translation). */
  updatedAt: { en: string | null; ua: string | null };
}

export interface PageRevisionSummary {
  id: string;
  language: ContentLanguage;
  title: string;
  author: string | null;
  createdAt: string;
}

export interface PageRevision extends PageRevisionSummary {
  content: TiptapDoc;
}

export type SaveResult =
  { ok: true; version: number } | { ok: false; current: PageContentRecord | null };

/** Revisions listed per page: plenty for "undo last month's change", bounded for the response. */
export const REVISION_LIST_LIMIT = 200;

const recordColumns = {
  titleEn: true,
  titleUa: true,
  contentEn: true,
  contentUa: true,
  version: true,
  updatedAtEn: true,
  updatedAtUa: true,
} as const;

interface RecordRow {
  titleEn: string;
  titleUa: string | null;
  contentEn: unknown;
  contentUa: unknown;
  version: number;
  updatedAtEn: Date | null;
  updatedAtUa: Date | null;
}

function asDoc(value: unknown): TiptapDoc {
  // Stored documents were validated on save; a JSON null or a foreign row still yields a document.
  return value && typeof value === 'object' ? (value as TiptapDoc) : defaultDoc();
}

function toRecord(row: RecordRow): PageContentRecord {
  return {
    title: { en: row.titleEn, ua: row.titleUa ?? '' },
    content: {
      en: asDoc(row.contentEn),
      ua: row.contentUa == null ? defaultDoc() : asDoc(row.contentUa),
    },
    version: row.version,
    updatedAt: {
      en: row.updatedAtEn?.toISOString() ?? null,
      ua: row.updatedAtUa?.toISOString() ?? null,
    },
  };
}

/** The stored record of a page, uncached; null when the page has none. */
export async function getPageRecord(slug: string): Promise<PageContentRecord | null> {
  const row = await getDb().pageContent.findUnique({ where: { slug }, select: recordColumns });
  return row ? toRecord(row) : null;
}

/** The same, cached until the page is saved: what the public pages and GET /api/content read. */
export function getPageContent(slug: string): Promise<PageContentRecord | null> {
  return cached(`page:${slug}`, [cacheTags.page(slug)], () => getPageRecord(slug));
}

/** Structural equality of JSON values, ignoring key order (PostgreSQL's jsonb reorders keys). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  }
  const aKeys = Object.keys(a);
  const bRecord = b as Record<string, unknown>;
  return (
    aKeys.length === Object.keys(b).length &&
    aKeys.every(
      (key) => Object.hasOwn(b, key) && sameJson((a as Record<string, unknown>)[key], bRecord[key]),
    )
  );
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'P2002';
}

const json = (doc: TiptapDoc) => doc as unknown as object;

/**
 * Saves both languages of a page. Only a language whose title or document differs from what is
 * stored counts as changed: it gets a revision and its own updatedAt/updatedBy, so "English changed
 * after Ukrainian" stays visible. `version` (when given) must match the stored one, else nothing is
 * written and the current record comes back. The version check and the write are one conditional
 * update, so two concurrent saves from the same version cannot both succeed.
 */
export async function savePageContent(
  slug: string,
  input: PageContentInput,
  author: string,
): Promise<SaveResult> {
  let result: SaveResult | 'raced';
  try {
    result = await getDb().$transaction(async (tx) => {
      const row = await tx.pageContent.findUnique({ where: { slug }, select: recordColumns });
      if (input.version !== undefined && input.version !== (row?.version ?? 0)) {
        return { ok: false, current: row ? toRecord(row) : null } as const;
      }
      const now = new Date();
      const current = row ? toRecord(row) : null;
      const changed = (language: ContentLanguage) =>
        !current ||
        current.title[language] !== input.title[language] ||
        !sameJson(current.content[language], input.content[language]);
      const languages = (['en', 'ua'] as const).filter(changed);
      if (row && languages.length === 0) return { ok: true, version: row.version } as const;

      const data = {
        ...(languages.includes('en')
          ? {
              titleEn: input.title.en,
              contentEn: json(input.content.en),
              updatedAtEn: now,
              updatedByEn: author,
            }
          : {}),
        ...(languages.includes('ua')
          ? {
              titleUa: input.title.ua,
              contentUa: json(input.content.ua),
              updatedAtUa: now,
              updatedByUa: author,
            }
          : {}),
      };
      let version: number;
      if (row) {
        const { count } = await tx.pageContent.updateMany({
          where: { slug, version: row.version },
          data: { ...data, version: { increment: 1 } },
        });
        if (count === 0) return 'raced';
        version = row.version + 1;
      } else {
        // A new record: the Ukrainian side counts as saved only if it differs from "no translation".
        const uaGiven = input.title.ua !== '' || !sameJson(input.content.ua, defaultDoc());
        const created = await tx.pageContent.create({
          data: {
            slug,
            titleEn: input.title.en,
            contentEn: json(input.content.en),
            updatedAtEn: now,
            updatedByEn: author,
            ...(uaGiven
              ? {
                  titleUa: input.title.ua,
                  contentUa: json(input.content.ua),
                  updatedAtUa: now,
                  updatedByUa: author,
                }
              : {}),
          },
          select: { version: true },
        });
        version = created.version;
        if (!uaGiven) languages.splice(languages.indexOf('ua'), 1);
      }
      await tx.pageRevision.createMany({
        data: languages.map((language) => ({
          slug,
          language,
          title: input.title[language],
          content: json(input.content[language]),
          author,
          createdAt: now,
        })),
      });
      return { ok: true, version } as const;
    });
  } catch (error) {
    // Another save created the record between our read and our insert.
    if (!isUniqueViolation(error)) throw error;
    result = 'raced';
  }
  if (result === 'raced') return { ok: false, current: await getPageRecord(slug) };
  if (result.ok) await invalidate(cacheTags.page(slug));
  return result;
}

function toRevisionSummary(row: {
  id: string;
  language: string;
  title: string;
  author: string | null;
  createdAt: Date;
}): PageRevisionSummary {
  return {
    id: row.id,
    language: row.language === 'ua' ? 'ua' : 'en',
    title: row.title,
    author: row.author,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The page's revisions, newest first (at most REVISION_LIST_LIMIT). */
export async function listPageRevisions(slug: string): Promise<PageRevisionSummary[]> {
  const rows = await getDb().pageRevision.findMany({
    where: { slug },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: REVISION_LIST_LIMIT,
    select: { id: true, language: true, title: true, author: true, createdAt: true },
  });
  return rows.map(toRevisionSummary);
}

/** One revision with its document, or null when the page has no such revision. */
export async function getPageRevision(slug: string, id: string): Promise<PageRevision | null> {
  const row = await getDb().pageRevision.findFirst({ where: { id, slug } });
  return row && { ...toRevisionSummary(row), content: sanitizeDoc(row.content) };
}

/**
 * Puts a revision's title and document back as the current text of its language. The restore is a
 * save like any other: a new revision (by `author`), a new version, that language's updatedAt.
 * Returns null when the page has no such revision.
 */
export async function restorePageRevision(
  slug: string,
  id: string,
  author: string,
): Promise<{ version: number } | null> {
  const result = await getDb().$transaction(async (tx) => {
    const revision = await tx.pageRevision.findFirst({ where: { id, slug } });
    if (!revision) return null;
    const language: ContentLanguage = revision.language === 'ua' ? 'ua' : 'en';
    // Re-checked against today's allowlist, in case it tightened since the revision was saved.
    const content = sanitizeDoc(revision.content);
    const now = new Date();
    const fields =
      language === 'en'
        ? {
            titleEn: revision.title,
            contentEn: json(content),
            updatedAtEn: now,
            updatedByEn: author,
          }
        : {
            titleUa: revision.title,
            contentUa: json(content),
            updatedAtUa: now,
            updatedByUa: author,
          };
    const page = findEditablePage(slug);
    const saved = await tx.pageContent.upsert({
      where: { slug },
      update: { ...fields, version: { increment: 1 } },
      create: {
        slug,
        titleEn: page?.title.en ?? slug,
        contentEn: json(defaultDoc()),
        ...fields,
      },
      select: { version: true },
    });
    await tx.pageRevision.create({
      data: {
        slug,
        language,
        title: revision.title,
        content: json(content),
        author,
        createdAt: now,
      },
    });
    return { version: saved.version };
  });
  if (result) await invalidate(cacheTags.page(slug));
  return result;
}
