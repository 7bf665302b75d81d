import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/languages';
import { isDatabaseOutage } from '@/lib/db/availability';
import { markUnavailable } from '@/lib/http/request-context';

interface ServiceUnavailableProps {
  locale: Locale;
  /** This page's own address: "Try again" is a plain link, so it works without JavaScript. */
  retryHref: string;
}

/**
 * Only for pages rendered per request: a statically cached page must throw instead, or the notice
 * itself would be cached.
 *
 * What a page shows, rendered on the server inside the site's frame, when its data cannot be read
 * because the database is away; the response becomes a 503 (lib/http/request-hooks.ts).
 */
export async function ServiceUnavailable({ locale, retryHref }: ServiceUnavailableProps) {
  markUnavailable();
  const t = await getTranslations({ locale, namespace: 'Errors' });
  return (
    <div className="error-notice">
      <h1>{t('title')}</h1>
      <p role="alert">{t('unavailable')}</p>
      <p className="error-notice-actions">
        <a href={retryHref}>{t('retry')}</a> <a href={localizedPath(locale, '/')}>{t('home')}</a>
      </p>
    </div>
  );
}

/** Runs `load`; null instead of throwing when the database is unreachable. */
export async function unlessDatabaseDown<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (isDatabaseOutage(error)) return null;
    throw error;
  }
}
