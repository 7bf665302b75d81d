'use client';

interface ErrorNoticeProps {
  title: string;
  message: string;
  retryLabel: string;
  homeLabel: string;
  homeHref: string;
  onRetry: () => void;
}

/** The body of both error pages: what happened, a retry, and a way home. */
export function ErrorNotice({
  title,
  message,
  retryLabel,
  homeLabel,
  homeHref,
  onRetry,
}: ErrorNoticeProps) {
  return (
    <main id="main" className="error-notice">
      <h1>{title}</h1>
      <p role="alert">{message}</p>
      <p className="error-notice-actions">
        <button type="button" onClick={onRetry}>
          {retryLabel}
        </button>{' '}
        {/* A full page load, not client navigation: the home page may be the one that recovers. */}
        <a href={homeHref}>{homeLabel}</a>
      </p>
    </main>
  );
}
