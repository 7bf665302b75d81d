import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { languageOf } from '@/lib/i18n/languages';
import { UpdateRotation } from './update-rotation.client';
import { FacebookFeed } from './facebook-feed.client';

const cards = ['easter', 'youth', 'outreach'] as const;

interface LatestUpdatesProps {
  locale: Locale;
  facebookUrl: string;
}

export async function LatestUpdates({ locale, facebookUrl }: LatestUpdatesProps) {
  const [t, site] = await Promise.all([
    getTranslations({ locale, namespace: 'Home.updates' }),
    getTranslations({ locale, namespace: 'Site' }),
  ]);
  return (
    <section className="section updates" aria-labelledby="updates-title">
      <div className="section__inner">
        <h2 id="updates-title" className="section__title">
          {t('heading')}
        </h2>
        <p className="section__intro">{t('intro')}</p>
        <UpdateRotation count={cards.length} label={t('heading')}>
          {cards.map((card) => (
            <li key={card} className="update-card">
              <p className="update-card__badge">{t('highlighted')}</p>
              <h3>{t(`${card}.title`)}</h3>
              <p className="update-card__date">{t(`${card}.date`)}</p>
              <p>{t(`${card}.text`)}</p>
            </li>
          ))}
        </UpdateRotation>
        {facebookUrl ? (
          <div className="updates__social">
            <a
              className="button button--primary"
              href={facebookUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('follow')} <span className="visually-hidden">{site('opensNewTab')}</span>
            </a>
            <FacebookFeed
              pageUrl={facebookUrl}
              sdkLocale={languageOf(locale).facebookLocale}
              labels={{
                show: t('showFeed'),
                note: t('feedNote'),
                loading: t('feedLoading'),
                title: t('feedTitle'),
              }}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
