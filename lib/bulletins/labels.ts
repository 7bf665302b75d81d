import 'server-only';
import { getDb } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/types';
import { defaultLanguage, languageCodes } from '@/lib/i18n/languages';
import { readTranslations } from './translations';

// The labels bulletins already carry (Weekly, Special, …): the upload and edit forms suggest them,
// so one label is not spelt three ways.

const labelColumns = { label: true, translations: true } satisfies Prisma.BulletinSelect;

type LabelRow = Prisma.BulletinGetPayload<{ select: typeof labelColumns }>;

const byUse = (counts: Map<string, number>) =>
  [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([label]) => label);

function count(counts: Map<string, Map<string, number>>, key: string, value: string) {
  if (!value) return;
  const inner = counts.get(key) ?? new Map<string, number>();
  inner.set(value, (inner.get(value) ?? 0) + 1);
  counts.set(key, inner);
}

const readLabels = (): Promise<LabelRow[]> => getDb().bulletin.findMany({ select: labelColumns });

/** Per language (`{en: [...], ua: [...]}`), the labels already used, most used first. */
export async function listBulletinLabels(rows?: LabelRow[]): Promise<Record<string, string[]>> {
  const counts = new Map<string, Map<string, number>>();
  for (const row of rows ?? (await readLabels())) {
    count(counts, defaultLanguage.code, row.label);
    for (const [code, text] of Object.entries(readTranslations(row.translations))) {
      count(counts, code, text?.label ?? '');
    }
  }
  return Object.fromEntries(
    languageCodes.map((code) => [code, byUse(counts.get(code) ?? new Map())]),
  );
}

/**
 * For each default-language label, the label most often given with it in each other language
 * (`{Weekly: {ua: 'Щотижневий'}}`): picking 'Weekly' can fill in the Ukrainian label.
 */
export async function listLabelTranslations(
  rows?: LabelRow[],
): Promise<Record<string, Record<string, string>>> {
  const counts = new Map<string, Map<string, number>>();
  for (const row of rows ?? (await readLabels())) {
    for (const [code, text] of Object.entries(readTranslations(row.translations))) {
      count(counts, `${row.label}\u0000${code}`, text?.label ?? '');
    }
  }
  const pairs: Record<string, Record<string, string>> = {};
  for (const [key, inner] of counts) {
    const [label, code] = key.split('\u0000') as [string, string];
    (pairs[label] ??= {})[code] = byUse(inner)[0]!;
  }
  return pairs;
}

/** Both, from one read of the table (the dashboard's Bulletins tab). */
export async function loadLabelSuggestions() {
  const rows = await readLabels();
  const [labels, translations] = await Promise.all([
    listBulletinLabels(rows),
    listLabelTranslations(rows),
  ]);
  return { labels, translations };
}
