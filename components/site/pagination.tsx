import Link from 'next/link';

// The one pager of the site and the dashboard: previous, the page numbers near the current one
// (or where the reader is, in words), next. A step that leads nowhere stays, marked disabled.

type PaginationLabels = { nav: string; previous: string; next: string } & (
  | { /** A numbered link's accessible name. */ page: (page: number) => string }
  | { /** Where the reader is, shown instead of page numbers ("Page 2 of 5"). */ position: string }
);

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** The address of a page of the list. */
  href: (page: number) => string;
  labels: PaginationLabels;
}

/** A page of a list at `basePath` (which may carry a query): page 1 is the bare path. */
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

export function Pagination({ page, pageCount, href, labels }: PaginationProps) {
  if (pageCount <= 1) return null;
  const previous = (
    <>
      <span aria-hidden="true">←</span> {labels.previous}
    </>
  );
  const next = (
    <>
      {labels.next} <span aria-hidden="true">→</span>
    </>
  );
  return (
    <nav className="pagination" aria-label={labels.nav}>
      <ul>
        <li>
          {page > 1 ? (
            <Link className="pagination__step" href={href(page - 1)} rel="prev">
              {previous}
            </Link>
          ) : (
            <span className="pagination__step" aria-disabled="true">
              {previous}
            </span>
          )}
        </li>
        {'position' in labels ? (
          <li className="pagination__position">{labels.position}</li>
        ) : (
          visiblePages(page, pageCount).map((n, index) =>
            n === 'gap' ? (
              <li key={`gap-${index}`} aria-hidden="true" className="pagination__gap">
                …
              </li>
            ) : (
              <li key={n}>
                <Link
                  className="pagination__page"
                  href={href(n)}
                  aria-label={labels.page(n)}
                  aria-current={n === page ? 'page' : undefined}
                >
                  {n}
                </Link>
              </li>
            ),
          )
        )}
        <li>
          {page < pageCount ? (
            <Link className="pagination__step" href={href(page + 1)} rel="next">
              {next}
            </Link>
          ) : (
            <span className="pagination__step" aria-disabled="true">
              {next}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
