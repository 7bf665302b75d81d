import { getFormatter, getTranslations } from 'next-intl/server';
import { getVisibleBulletinsPage } from '@/lib/bulletins/data';
import { markedBulletinTextIn } from '@/lib/bulletins/translations';
import { InLanguage } from '@/components/site/in-language';
import { languageOf, localizedPath } from '@/lib/i18n/languages';
import type { Locale } from '@/lib/i18n/routing';

/** The newest bulletin visitors may see, cached like the archive (a scheduled one appears on time). */
async function newestPublishedBulletin() {
  const { bulletins } = await getVisibleBulletinsPage(1, 1);
  return bulletins[0] ?? null;
}

/** "This week's bulletin" on the home page: the newest one, in the page's language; none, no section. */
export async function ThisWeeksBulletin({ locale }: { locale: Locale }) {
  const [bulletin, t, site, format] = await Promise.all([
    newestPublishedBulletin(),
    getTranslations({ locale, namespace: 'HomeBulletin' }),
    getTranslations({ locale, namespace: 'Site' }),
    getFormatter({ locale }),
  ]);
  if (!bulletin) return null;
  const language = languageOf(locale);
  const text = markedBulletinTextIn(bulletin, language.code);
  return (
    <section className="section this-week" aria-labelledby="this-weeks-bulletin-title">
      <div className="section__inner this-week__inner">
        {bulletin.thumbnailUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- a small WebP preview served as is (see BulletinCard)
          <img
            className="this-week__preview"
            src={bulletin.thumbnailUrl}
            alt=""
            width={160}
            height={207}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <div className="this-week__body">
          <h2 id="this-weeks-bulletin-title" className="section__title">
            {t('heading')}
          </h2>
          <p className="this-week__meta">
            {/* Bulletin dates are calendar days, stored at midnight UTC. */}
            <time dateTime={bulletin.date.slice(0, 10)}>
              {format.dateTime(new Date(bulletin.date), {
                ...language.dateFormat,
                timeZone: 'UTC',
              })}
            </time>
            {text.label.text ? (
              <span className="this-week__label" lang={text.label.lang}>
                {text.label.text}
              </span>
            ) : null}
          </p>
          <p className="this-week__title" lang={text.title.lang}>
            {text.title.text}
          </p>
          {text.description.text ? (
            <p lang={text.description.lang}>{text.description.text}</p>
          ) : null}
          <p className="this-week__actions">
            <a
              className="button button--primary"
              href={bulletin.fileUrl}
              target="_blank"
              rel="noopener"
            >
              {t('view')}
              <span className="visually-hidden">
                : <InLanguage {...text.title} /> {site('opensNewTab')}
              </span>
            </a>
            <a href={localizedPath(locale, '/bulletins')}>{t('all')}</a>
          </p>
        </div>
      </div>
    </section>
  );
}
