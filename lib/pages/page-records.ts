import 'server-only';
import { defaultDoc, type TiptapDoc } from '@/lib/rich-text/default-doc';
import { sanitizeDoc } from '@/lib/rich-text/validate';
import { perLanguage, type PerLanguage } from '@/lib/i18n/languages';
import type { Prisma } from '@/lib/db/types';

/** GET /api/content/{page}: every language, the version to send back on save, per-language save times. */
export interface PageContentRecord {
  title: PerLanguage<string>;
  content: PerLanguage<TiptapDoc>;
  version: number;
  /** ISO time of the last staff save per language; null while never saved (no translation). */
  updatedAt: PerLanguage<string | null>;
}

/** What the record queries select: the page and its translations. */
export const recordSelect = {
  version: true,
  translations: { select: { language: true, title: true, content: true, savedAt: true } },
} satisfies Prisma.PageContentSelect;

type RecordRow = Prisma.PageContentGetPayload<{ select: typeof recordSelect }>;

/**
 * A stored document as the editor's schema accepts it today: documents were validated on save,
 * but an older rule may have let through a shape the schema refuses, which must not reach the
 * editor or the page unchecked. A JSON null still yields a document.
 */
export function asDoc(value: unknown): TiptapDoc {
  return value && typeof value === 'object' ? sanitizeDoc(value) : defaultDoc();
}

export function toRecord(row: RecordRow): PageContentRecord {
  const byLanguage = new Map(row.translations.map((t) => [t.language, t]));
  return {
    title: perLanguage((code) => byLanguage.get(code)?.title ?? ''),
    content: perLanguage((code) => asDoc(byLanguage.get(code)?.content)),
    version: row.version,
    updatedAt: perLanguage((code) => byLanguage.get(code)?.savedAt?.toISOString() ?? null),
  };
}

/** Structural equality of JSON values, ignoring key order (PostgreSQL's jsonb reorders keys). */
export function sameJson(a: unknown, b: unknown): boolean {
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
