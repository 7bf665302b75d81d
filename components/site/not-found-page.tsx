import { Suspense } from 'react';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/languages';

/** A status page's message with a link home, in the visitor's language: 404 and 410 alike. */
async function StatusView({
  locale,
  code,
  namespace,
}: {
  locale: Locale;
  code: 404 | 410;
  namespace: 'NotFound' | 'PageGone';
}) {
  const t = await getTranslations({ locale, namespace });
  return (
    <section className="not-found">
      <p className="not-found__code" aria-hidden="true">
        {code}
      </p>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <Link className="button button--primary" href={localizedPath(locale, '/')}>
        {t('home')}
      </Link>
    </section>
  );
}

/** The not-found message with a link home, in the visitor's language. */
export function NotFoundView({ locale }: { locale: Locale }) {
  return <StatusView locale={locale} code={404} namespace="NotFound" />;
}

/** A retired page's address: it answers 410 (lib/pages/gone-paths.ts), in the visitor's language. */
export function GoneView({ locale }: { locale: Locale }) {
  return <StatusView locale={locale} code={410} namespace="PageGone" />;
}

/**
 * What a retired page's address shows: the gone view, rendered (and cached) as the page itself;
 * the request hook answers it with 410 (lib/pages/gone-paths.ts says why). Not through
 * `notFound()`: the browser would then replace the view with not-found.tsx's.
 */
export function GonePage({ locale }: { locale: Locale }) {
  return <GoneView locale={locale} />;
}

function Missing(): never {
  notFound();
}

/**
 * What a route answers for a path that names nothing: status 404 with the not-found view rendered
 * on the server, inside the site's header and footer.
 *
 * NOTE: `notFound()` thrown by a page makes Next 16 answer 404 with an empty HTML shell and render
 * the not-found page only in the browser (vercel/next.js#62228). Thrown inside a Suspense
 * boundary instead, it still sets the status, while the server renders the boundary's fallback (the
 * same view) into the HTML; in the browser the boundary then shows not-found.tsx, which looks the
 * same. Back to a plain `notFound()` once that issue is fixed.
 */
export function NotFoundPage({ locale }: { locale: Locale }) {
  return (
    <Suspense fallback={<NotFoundView locale={locale} />}>
      <Missing />
    </Suspense>
  );
}
