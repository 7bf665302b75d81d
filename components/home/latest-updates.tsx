import { getFormatter, getTranslations } from 'next-intl/server';
import { toContentLanguage, type Locale } from '@/lib/i18n/routing';
import { defaultLanguage, languageOf } from '@/lib/i18n/languages';
import { getPublishedAnnouncements, type Announcement } from '@/lib/announcements/data';
import { UpdateRotation } from './update-rotation.client';
import { FacebookFeed } from './facebook-feed.client';

/** The specification's 'Latest Updates' shows three cards; the highlight rotates among them. */
const SHOWN = 3;

interface LatestUpdatesProps {
  locale: Locale;
  facebookUrl: string;
}

export async function LatestUpdates({ locale, facebookUrl }: LatestUpdatesProps) {
  const [t, site, announcements] = await Promise.all([
    getTranslations({ locale, namespace: 'Home.updates' }),
    getTranslations({ locale, namespace: 'Site' }),
    getPublishedAnnouncements(),
  ]);
  const shown = announcements.slice(0, SHOWN);
  return (
    <section className="section updates" aria-labelledby="updates-title">
      <div className="section__inner">
        <h2 id="updates-title" className="section__title">
          {t('heading')}
        </h2>
        <p className="section__intro">{t('intro')}</p>
        {shown.length === 0 ? (
          <p className="updates__empty">{t('empty')}</p>
        ) : (
          <UpdateRotation count={shown.length} label={t('heading')}>
            {/* Keyed by position, as the liturgy times are (liturgy-times.tsx). */}
            {shown.map((announcement, index) => (
              <UpdateCard
                key={index}
                announcement={announcement}
                locale={locale}
                badge={t('highlighted')}
              />
            ))}
          </UpdateRotation>
        )}
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

interface UpdateCardProps {
  announcement: Announcement;
  locale: Locale;
  badge: string;
}

/** One card in the page's language; an empty translation shows the default language's text. */
async function UpdateCard({ announcement, locale, badge }: UpdateCardProps) {
  const format = await getFormatter({ locale });
  const language = toContentLanguage(locale);
  const source = defaultLanguage.code;
  const inLanguage = (texts: Announcement['title']) => {
    const own = texts[language];
    return own
      ? { text: own, lang: undefined }
      : { text: texts[source], lang: texts[source] ? defaultLanguage.tag : undefined };
  };
  const title = inLanguage(announcement.title);
  const subtitle = inLanguage(announcement.subtitle);
  const body = inLanguage(announcement.body);
  return (
    <li className="update-card" id={`update-${announcement.id}`}>
      <p className="update-card__badge">{badge}</p>
      {announcement.imageUrl ? (
        // Decorative beside the title and text, which say what it is about (alt="").
        // eslint-disable-next-line @next/next/no-img-element
        <img
          className="update-card__image"
          src={announcement.imageUrl}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <h3 lang={title.lang}>{title.text}</h3>
      <p className="update-card__date">
        {subtitle.text ? (
          <span lang={subtitle.lang}>{subtitle.text}</span>
        ) : (
          // Calendar days are stored at midnight UTC.
          <time dateTime={announcement.date}>
            {format.dateTime(new Date(`${announcement.date}T00:00:00Z`), {
              ...languageOf(locale).dateFormat,
              timeZone: 'UTC',
            })}
          </time>
        )}
      </p>
      {body.text ? (
        <p className="update-card__body" lang={body.lang}>
          {body.text}
        </p>
      ) : null}
    </li>
  );
}
