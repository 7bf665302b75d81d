import 'server-only';
import { listAllAnnouncements } from '@/lib/announcements/data';
import { textIn } from '@/lib/i18n/fallback';
import { defaultLanguage, type PerLanguage } from '@/lib/i18n/languages';
import { listServices } from '@/lib/schedule/data';
import type { ActivityEntry } from './record';

/** The kinds of entry whose target is a title recorded in the default language. */
const TITLED: Record<string, () => Promise<{ title: PerLanguage<string> }[]>> = {
  announcement: listAllAnnouncements,
  service: listServices,
};

/**
 * The titles of the services and announcements a page of the log names, in the language `code`:
 * a key `<kind>:<recorded title>` gives the title the record has in that language now. The log
 * records the default language's title (the API answers it as it is); a record deleted or renamed
 * since, or a title that two records translate differently, keeps the recorded text.
 */
export async function titlesInLanguage(
  entries: ActivityEntry[],
  code: string,
): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  if (code === defaultLanguage.code) return titles;
  const kinds = new Set(entries.map((entry) => entry.action.split('.')[0] ?? ''));
  const ambiguous = new Set<string>();
  for (const [kind, list] of Object.entries(TITLED)) {
    if (!kinds.has(kind)) continue;
    for (const { title } of await list()) {
      const key = `${kind}:${title[defaultLanguage.code]}`;
      const text = textIn(title, code).text;
      if (titles.has(key) && titles.get(key) !== text) ambiguous.add(key);
      titles.set(key, text);
    }
  }
  for (const key of ambiguous) titles.delete(key);
  return titles;
}
