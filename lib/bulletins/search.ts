import 'server-only';
import { getDb } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/types';
import { defaultLanguage } from '@/lib/i18n/languages';
import {
  ANY_LANGUAGE,
  indexEntry,
  indexedRefs,
  removeEntriesOtherThan,
  removeEntry,
} from '@/lib/search/index-entries';
import { isStoredName, objectKey, uploadUrl } from '@/lib/storage/paths';
import { getStore, readObject } from '@/lib/storage/store';
import { extractDocumentText } from './document-text';
import { markedBulletinTextIn, readTranslations } from './translations';

// A bulletin in the search index: its titles, labels and descriptions in every language and its
// file's text, in one language-neutral entry, pushed by the bulletins' own writes
// (lib/bulletins/commands.ts) and by the start-up backfill.

const BATCH = 500;

/** The columns a bulletin's index entry is made of. */
const indexedColumns = {
  id: true,
  title: true,
  description: true,
  label: true,
  translations: true,
  date: true,
  textContent: true,
} satisfies Prisma.BulletinSelect;

type IndexedBulletin = Prisma.BulletinGetPayload<{ select: typeof indexedColumns }>;

const withFile = {
  ...indexedColumns,
  mimeType: true,
  filePath: true,
} satisfies Prisma.BulletinSelect;

/**
 * Indexes a bulletin's titles, labels and descriptions in every language and its file text, in
 * one language-neutral entry: a visitor finds it by the words of any language, and the results
 * show the words of theirs (lib/site-search/search-site.ts).
 */
function indexBulletinRow(bulletin: IndexedBulletin): Promise<void> {
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
  return indexEntry({
    kind: 'bulletin',
    ref: bulletin.id,
    language: ANY_LANGUAGE,
    title: distinct(texts.map((text) => text?.title)).join(' · '),
    body,
    sortDate: bulletin.date,
  });
}

/** A bulletin's stored file, or null when it is missing. */
async function readBulletinFile(filePath: string): Promise<Buffer | null> {
  if (!isStoredName(filePath)) return null;
  return readObject(getStore(), objectKey('bulletins', filePath)).catch(() => null);
}

/** Extracts the file's text, stores it ('' = tried, nothing found) and indexes the bulletin. */
async function extractTextAndIndex(
  row: Prisma.BulletinGetPayload<{ select: typeof withFile }>,
): Promise<void> {
  const file = await readBulletinFile(row.filePath);
  const text = file ? await extractDocumentText(file, row.mimeType) : null;
  const textContent = text ?? '';
  await getDb().bulletin.updateMany({ where: { id: row.id }, data: { textContent } });
  await indexBulletinRow({ ...row, textContent });
}

/**
 * Indexes a bulletin whose file is new: extracts its file's text, keeps it in
 * Bulletin.textContent and indexes it, before the upload is answered, so the bulletin is findable
 * by any word of its file at once. A failure here never fails the upload; start-up indexes
 * whatever is missing.
 */
export async function indexBulletinWithFile(id: string): Promise<void> {
  try {
    const row = await getDb().bulletin.findUnique({ where: { id }, select: withFile });
    if (row) await extractTextAndIndex(row);
  } catch (error) {
    console.warn(`Bulletin ${id} not indexed: ${error instanceof Error ? error.message : error}`);
  }
}

/** Re-indexes a bulletin after its text fields changed (the file's text stays as extracted). */
export async function reindexBulletin(id: string): Promise<void> {
  const row = await getDb().bulletin.findUnique({ where: { id }, select: indexedColumns });
  if (row) await indexBulletinRow(row);
  else await removeEntry('bulletin', id);
}

/** Takes a deleted bulletin out of the index. */
export function unindexBulletin(id: string): Promise<void> {
  return removeEntry('bulletin', id);
}

/** Start-up: extracts the text of bulletins that never had it tried (rows from before search). */
export async function extractMissingBulletinTexts(): Promise<number> {
  const rows = await getDb().bulletin.findMany({
    where: { textContent: null },
    select: withFile,
  });
  for (const row of rows) await extractTextAndIndex(row);
  return rows.length;
}

/** Start-up: indexes bulletins that have no entry and drops entries whose bulletin is gone. */
export async function indexMissingBulletins(): Promise<number> {
  const db = getDb();
  const [bulletins, indexed] = await Promise.all([
    db.bulletin.findMany({ select: { id: true } }),
    indexedRefs('bulletin'),
  ]);
  const existing = new Set(bulletins.map((bulletin) => bulletin.id));
  const missing = bulletins.filter((bulletin) => !indexed.has(bulletin.id)).map((b) => b.id);
  await removeEntriesOtherThan('bulletin', existing);
  for (let start = 0; start < missing.length; start += BATCH) {
    const rows = await db.bulletin.findMany({
      where: { id: { in: missing.slice(start, start + BATCH) } },
      select: indexedColumns,
    });
    for (const row of rows) await indexBulletinRow(row);
  }
  return missing.length;
}

const resultColumns = {
  id: true,
  title: true,
  description: true,
  label: true,
  translations: true,
  filePath: true,
  thumbnailPath: true,
} satisfies Prisma.BulletinSelect;

/** A bulletin as a search result shows it. */
export interface BulletinResult {
  title: string;
  /** Set when the title is not in the language asked for: the language it is in. */
  titleLanguage?: string;
  url: string;
  thumbnailUrl: string | null;
}

/**
 * Of the bulletins `ids` (search hits), those visitors may see now, by id: their title in
 * `language` and their file and preview URLs.
 */
export async function visibleBulletinResults(
  ids: string[],
  language: string,
): Promise<Map<string, BulletinResult>> {
  if (ids.length === 0) return new Map();
  const rows = await getDb().bulletin.findMany({
    where: { id: { in: ids }, OR: [{ publishAt: null }, { publishAt: { lte: new Date() } }] },
    select: resultColumns,
  });
  return new Map(
    rows.map((row) => {
      const title = markedBulletinTextIn(
        {
          title: row.title,
          description: row.description ?? '',
          label: row.label,
          translations: readTranslations(row.translations),
        },
        language,
      ).title;
      return [
        row.id,
        {
          title: title.text,
          titleLanguage: title.lang ? defaultLanguage.code : undefined,
          url: uploadUrl('bulletins', row.filePath),
          thumbnailUrl: row.thumbnailPath ? uploadUrl('thumbnails', row.thumbnailPath) : null,
        },
      ] as const;
    }),
  );
}
