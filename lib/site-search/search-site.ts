import 'server-only';
import { getLivePages, sitePagePath } from '@/lib/pages/catalogue';
import { fromContentLanguage, toContentLanguage } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/languages';
import { visibleBulletinResults } from '@/lib/bulletins/search';
import { findEntries } from '@/lib/search/query';
import { buildSnippet, type Snippet } from '@/lib/search/snippet';
import { searchTerms } from '@/lib/search/terms';

// The site's search: the index's hits (lib/search) turned into results by the domains' own
// readers: a page's address, a bulletin's title and file as visitors may see them now.

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
  const bulletinIds = hits.filter((hit) => hit.kind === 'bulletin').map((hit) => hit.ref);
  const [files, livePages] = await Promise.all([
    visibleBulletinResults(bulletinIds, language),
    getLivePages(),
  ]);
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
      const pageLocale = fromContentLanguage(hit.language);
      const home = localizedPath(pageLocale, '/');
      return [{ kind: 'announcement', ...base, url: `${home}#update-${hit.ref}` }];
    }
    if (hit.kind === 'event') {
      // Events are indexed under their address (lib/events/search.ts).
      const pageLocale = fromContentLanguage(hit.language);
      return [{ kind: 'event', ...base, url: localizedPath(pageLocale, `/events/${hit.ref}`) }];
    }
    // A retired page leaves the index when it is retired; this also drops a stale entry.
    const editable = livePages.find((page) => page.slug === hit.ref);
    if (!editable) return [];
    const pageLocale = fromContentLanguage(hit.language);
    return [{ kind: 'page', ...base, url: localizedPath(pageLocale, sitePagePath(editable)) }];
  });
  // A scheduled bulletin is indexed at upload but left out until its publish time (visibleBulletinResults),
  // so the count drops it too; scheduled bulletins are few, so a page is rarely a result short.
  const hidden = hits.filter((hit) => hit.kind === 'bulletin' && !files.has(hit.ref)).length;
  return { query, page, pageSize: SEARCH_PAGE_SIZE, total: total - hidden, results };
}
