import type { SearchResult } from '@/lib/search/search-site';
import { snippetParts } from '@/lib/search/snippet';
import styles from './search.module.css';

interface SearchResultsListProps {
  results: SearchResult[];
  /** Already-translated texts and formatters, from the server page. */
  labels: {
    kind: (kind: SearchResult['kind']) => string;
    date: (iso: string) => string;
    /** A note for a result in another language than the page's, else null. */
    language: (language: string) => string | null;
    opensNewTab: string;
  };
}

/** The results, each a heading link, what it is and when, and the matching words in context. */
export function SearchResultsList({ results, labels }: SearchResultsListProps) {
  return (
    <ol className={styles.results}>
      {results.map((result) => {
        const languageNote = labels.language(result.language);
        const isFile = result.kind === 'bulletin';
        return (
          <li key={`${result.kind}:${result.url}`} className={styles.result}>
            <p className={styles.meta}>
              {labels.kind(result.kind)} ·{' '}
              <time dateTime={result.date}>{labels.date(result.date)}</time>
              {languageNote ? ` · ${languageNote}` : null}
            </p>
            <h2>
              <a href={result.url} {...(isFile ? { target: '_blank', rel: 'noopener' } : {})}>
                {result.title}
                {isFile ? <span className="visually-hidden"> {labels.opensNewTab}</span> : null}
              </a>
            </h2>
            {result.snippet.text ? (
              <p className={styles.snippet}>
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
