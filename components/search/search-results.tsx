import type { SearchResult } from '@/lib/site-search/search-site';
import { snippetParts } from '@/lib/search/snippet';
import { InLanguage } from '@/components/site/in-language';

interface SearchResultsListProps {
  results: SearchResult[];
  /** Already-translated texts and formatters, from the server page. */
  labels: {
    kind: (kind: SearchResult['kind']) => string;
    date: (iso: string) => string;
    /** A note for a result in another language than the page's, else null. */
    language: (language: string) => string | null;
    /** The `lang` of a text in a content language: its tag if not the page's, else undefined. */
    lang: (language: string) => string | undefined;
    opensNewTab: string;
  };
}

/** The results, each a heading link, what it is and when, and the matching words in context. */
export function SearchResultsList({ results, labels }: SearchResultsListProps) {
  return (
    <ol className="search-results">
      {results.map((result) => {
        const languageNote = labels.language(result.language);
        const isFile = result.kind === 'bulletin';
        // A page found in another language, or a bulletin title without translation.
        const textLang = labels.lang(result.language);
        const titleLang = result.titleLanguage ? labels.lang(result.titleLanguage) : textLang;
        return (
          <li key={`${result.kind}:${result.url}`} className="search-result">
            <p className="search-result__meta">
              {labels.kind(result.kind)} ·{' '}
              <time dateTime={result.date}>{labels.date(result.date)}</time>
              {languageNote ? ` · ${languageNote}` : null}
            </p>
            <h2 lang={isFile ? undefined : titleLang}>
              <a href={result.url} {...(isFile ? { target: '_blank', rel: 'noopener' } : {})}>
                {isFile ? <InLanguage text={result.title} lang={titleLang} /> : result.title}
                {isFile ? <span className="visually-hidden"> {labels.opensNewTab}</span> : null}
              </a>
            </h2>
            {result.snippet.text ? (
              <p className="search-result__snippet" lang={textLang}>
                {snippetParts(result.snippet).map((part, index) =>
                  part.marked ? <mark key={index}>{part.text}</mark> : part.text,
                )}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
