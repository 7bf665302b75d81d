import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { settingsTextLang, type LocalizedSettings } from '@/lib/settings/localized';
import { localizedPath } from '@/lib/i18n/languages';

interface PatronSectionProps {
  locale: Locale;
  settings: Pick<LocalizedSettings, 'patronName' | 'patronText' | 'stats' | 'fallbacks'>;
}

/** The patron's name and text and the parish's figures, as staff wrote them in Settings. */
export async function PatronSection({ locale, settings }: PatronSectionProps) {
  const t = await getTranslations({ locale, namespace: 'Home.patron' });
  const { patronName, patronText, stats } = settings;
  return (
    <section className="section patron" aria-labelledby="patron-title">
      <div className="section__inner patron__inner">
        <i className="icon icon--cross-large patron__icon" aria-hidden="true" />
        <div>
          <h2 id="patron-title" className="section__title">
            {t('heading')}
          </h2>
          {patronName ? (
            <p className="patron__name" lang={settingsTextLang(settings, 'patronName')}>
              {patronName}
            </p>
          ) : null}
          {patronText ? <p lang={settingsTextLang(settings, 'patronText')}>{patronText}</p> : null}
          <Link className="button button--primary" href={localizedPath(locale, '/about-us')}>
            {t('learnMore')}
          </Link>
        </div>
        {stats.length ? (
          <dl className="stats" aria-label={t('statsLabel')}>
            {stats.map((stat, index) => (
              <div key={index} className="stats__item">
                <dt lang={stat.labelLang}>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </section>
  );
}
