import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { localizedPath } from '@/lib/seo/site-url';

// Its <title> and noindex come from the route that called notFound() (lib/seo/metadata.ts).
export default async function NotFound() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('NotFound')]);
  return (
    <section className="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <Link className="button button--primary" href={localizedPath(locale, '/')}>
        {t('home')}
      </Link>
    </section>
  );
}
