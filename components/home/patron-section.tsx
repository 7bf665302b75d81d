import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/seo/site-url';

/** The specification's figures: 500+ members, 50+ years, 1 community. */
const stats = [
  { key: 'members', value: 500, plus: true },
  { key: 'years', value: 50, plus: true },
  { key: 'community', value: 1, plus: false },
] as const;

export async function PatronSection({ locale }: { locale: Locale }) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Home.patron' }),
    getFormatter({ locale }),
  ]);
  return (
    <section className="section patron" aria-labelledby="patron-title">
      <div className="section__inner patron__inner">
        <div className="patron__icon" aria-hidden="true">
          <svg viewBox="0 0 64 80" focusable="false">
            <path
              d="M28 0h8v16h16v8H36v10l13-3 2 8-15 3.6V80h-8V40.5L13 44l-2-8 17-4V24H12v-8h16z"
              fill="currentColor"
            />
          </svg>
        </div>
        <div>
          <h2 id="patron-title" className="section__title">
            {t('heading')}
          </h2>
          <p className="patron__name">{t('name')}</p>
          <p>{t('text')}</p>
          <Link className="button button--primary" href={localizedPath(locale, '/about-us')}>
            {t('learnMore')}
          </Link>
        </div>
        <dl className="stats" aria-label={t('statsLabel')}>
          {stats.map((stat) => (
            <div key={stat.key} className="stats__item">
              <dt>{t(stat.key)}</dt>
              <dd>
                {format.number(stat.value)}
                {stat.plus ? '+' : ''}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
