import Link from 'next/link';
import './bulletins.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The list's path (may carry a query); page 1 is the bare path, page n adds page=n. */
  basePath: string;
  labels: { nav: string; previous: string; next: string; page: (page: number) => string };
}

export function pageHref(basePath: string, page: number): string {
  if (page <= 1) return basePath;
  return `${basePath}${basePath.includes('?') ? '&' : '?'}page=${page}`;
}

/** Every page number near the current one, the first and the last; gaps become an ellipsis. */
export function visiblePages(page: number, pageCount: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let n = 1; n <= pageCount; n += 1) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= 2) pages.push(n);
    else if (pages.at(-1) !== 'gap') pages.push('gap');
  }
  return pages;
}

export function Pagination({ page, pageCount, basePath, labels }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={labels.nav}>
      <ul>
        <li>
          {page > 1 ? (
            <Link className="pagination__step" href={pageHref(basePath, page - 1)} rel="prev">
              <span aria-hidden="true">←</span> {labels.previous}
            </Link>
          ) : (
            <span className="pagination__step" aria-disabled="true">
              <span aria-hidden="true">←</span> {labels.previous}
            </span>
          )}
        </li>
        {visiblePages(page, pageCount).map((n, index) =>
          n === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                className="pagination__page"
                href={pageHref(basePath, n)}
                aria-label={labels.page(n)}
                aria-current={n === page ? 'page' : undefined}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link className="pagination__step" href={pageHref(basePath, page + 1)} rel="next">
              {labels.next} <span aria-hidden="true">→</span>
            </Link>
          ) : (
            <span className="pagination__step" aria-disabled="true">
              {labels.next} <span aria-hidden="true">→</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
