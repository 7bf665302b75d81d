import 'server-only';
import { getLivePages, sitePagePath } from '@/lib/pages/catalogue';
import { getDb } from '@/lib/db/client';
import { fromContentLanguage, toContentLanguage, type ContentLanguage } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/seo/site-url';
import { uploadUrl } from '@/lib/storage/paths';
import { markedBulletinTextIn, readTranslations } from '@/lib/bulletins/translations';
import { defaultLanguage } from '@/lib/i18n/languages';
import { findEntries, type SearchHit } from './query';
import { buildSnippet, type Snippet } from './snippet';
import { searchTerms } from './terms';

export const SEARCH_PAGE_SIZE = 10;

/** One result, as the results page shows it and GET /api/search answers it. */
export interface SearchResult {
  kind: 'page' | 'bulletin' | 'announcement' | 'event';
  title: string;
  /** Where the result leads: the page in the language that matched, or the bulletin's file. */
  url: string;
  /** Content language of the matched text; '' for a bulletin. */
  language: string;
  /** A bulletin's title without translation: the content language it is shown in (the default). */
  titleLanguage?: string;
  /** ISO date: a bulletin's date, a page's last save. */
  date: string;
  snippet: Snippet;
  /** A bulletin's first-page preview, if it has one. */
  thumbnailUrl?: string | null;
}

export interface SearchResults {
  query: string;
  page: number;
  pageSize: number;
  total: number;
  results: SearchResult[];
}

/**
 * Searches pages and announcements (every language, the visitor's first) and bulletins for every word of `query`
 * (each as a prefix). `locale` is the visitor's; `page` counts from 1.
 */
export async function searchSite(query: string, locale: string, page = 1): Promise<SearchResults> {
  const terms = searchTerms(query);
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  const language = toContentLanguage(locale);
  const { hits, total } = await findEntries(terms, language, SEARCH_PAGE_SIZE, offset);
  const [files, livePages] = await Promise.all([bulletinFiles(hits, language), getLivePages()]);
  const results = hits.flatMap((hit): SearchResult[] => {
    const snippet = buildSnippet(hit.body, terms);
    const base = {
      title: hit.title,
      language: hit.language,
      date: hit.sortDate.toISOString(),
      snippet,
    };
    if (hit.kind === 'bulletin') {
      const file = files.get(hit.ref);
      if (!file) return [];
      return [
        {
          kind: 'bulletin',
          ...base,
          title: file.title,
          // Absent from the JSON where the title is in the language asked for.
          titleLanguage: file.titleLanguage,
          url: file.url,
          thumbnailUrl: file.thumbnailUrl,
        },
      ];
    }
    if (hit.kind === 'announcement') {
      // Announcements are read on the home page, each card anchored by its id.
      const pageLocale = fromContentLanguage(hit.language as ContentLanguage);
      const home = localizedPath(pageLocale, '/');
      return [{ kind: 'announcement', ...base, url: `${home}#update-${hit.ref}` }];
    }
    if (hit.kind === 'event') {
      // Events are indexed under their address (lib/events/search.ts).
      const pageLocale = fromContentLanguage(hit.language as ContentLanguage);
      return [{ kind: 'event', ...base, url: localizedPath(pageLocale, `/events/${hit.ref}`) }];
    }
    // A retired page leaves the index when it is retired; this also drops a stale entry.
    const editable = livePages.find((page) => page.slug === hit.ref);
    if (!editable) return [];
    const pageLocale = fromContentLanguage(hit.language as ContentLanguage);
    return [{ kind: 'page', ...base, url: localizedPath(pageLocale, sitePagePath(editable)) }];
  });
  // A scheduled bulletin is indexed at upload but left out until its publish time (bulletinFiles),
  // so the count drops it too; scheduled bulletins are few, so a page is rarely a result short.
  const hidden = hits.filter((hit) => hit.kind === 'bulletin' && !files.has(hit.ref)).length;
  return { query, page, pageSize: SEARCH_PAGE_SIZE, total: total - hidden, results };
}

/**
 * The bulletins among the hits that visitors may see now, by id: their title in the visitor's
 * language and their file and preview URLs.
 */
async function bulletinFiles(
  hits: SearchHit[],
  language: string,
): Promise<
  Map<string, { title: string; titleLanguage?: string; url: string; thumbnailUrl: string | null }>
> {
  const ids = hits.filter((hit) => hit.kind === 'bulletin').map((hit) => hit.ref);
  if (ids.length === 0) return new Map();
  const rows = await getDb().bulletin.findMany({
    where: { id: { in: ids }, OR: [{ publishAt: null }, { publishAt: { lte: new Date() } }] },
    select: {
      id: true,
      title: true,
      description: true,
      label: true,
      translations: true,
      filePath: true,
      thumbnailPath: true,
    },
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
