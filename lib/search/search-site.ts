import 'server-only';
import { editablePagePath, findEditablePage } from '@/lib/content/pages';
import { getDb } from '@/lib/db/client';
import { fromContentLanguage, toContentLanguage, type ContentLanguage } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/seo/site-url';
import { uploadUrl } from '@/lib/storage/paths';
import { findEntries, type SearchHit } from './query';
import { buildSnippet, type Snippet } from './snippet';
import { searchTerms } from './terms';

export const SEARCH_PAGE_SIZE = 10;

/** One result, as the results page shows it and GET /api/search answers it. */
export interface SearchResult {
  kind: 'page' | 'bulletin';
  title: string;
  /** Where the result leads: the page in the language that matched, or the bulletin's file. */
  url: string;
  /** Content language of the matched text; '' for a bulletin. */
  language: string;
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
 * Searches pages (every language, the visitor's first) and bulletins for every word of `query`
 * (each as a prefix). `locale` is the visitor's; `page` counts from 1.
 */
export async function searchSite(query: string, locale: string, page = 1): Promise<SearchResults> {
  const terms = searchTerms(query);
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  const { hits, total } = await findEntries(
    terms,
    toContentLanguage(locale),
    SEARCH_PAGE_SIZE,
    offset,
  );
  const files = await bulletinFiles(hits);
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
      return [{ kind: 'bulletin', ...base, url: file.url, thumbnailUrl: file.thumbnailUrl }];
    }
    const editable = findEditablePage(hit.ref);
    if (!editable) return [];
    const pageLocale = fromContentLanguage(hit.language as ContentLanguage);
    return [{ kind: 'page', ...base, url: localizedPath(pageLocale, editablePagePath(editable)) }];
  });
  return { query, page, pageSize: SEARCH_PAGE_SIZE, total, results };
}

/** The file and preview URLs of the bulletins among the hits, by id. */
async function bulletinFiles(
  hits: SearchHit[],
): Promise<Map<string, { url: string; thumbnailUrl: string | null }>> {
  const ids = hits.filter((hit) => hit.kind === 'bulletin').map((hit) => hit.ref);
  if (ids.length === 0) return new Map();
  const rows = await getDb().bulletin.findMany({
    where: { id: { in: ids } },
    select: { id: true, filePath: true, thumbnailPath: true },
  });
  return new Map(
    rows.map((row) => [
      row.id,
      {
        url: uploadUrl('bulletins', row.filePath),
        thumbnailUrl: row.thumbnailPath ? uploadUrl('thumbnails', row.thumbnailPath) : null,
      },
    ]),
  );
}
