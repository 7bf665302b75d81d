import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { toContentLanguage, type Locale } from '@/lib/i18n/routing';
import { settingsTextLang, type LocalizedSettings } from '@/lib/settings/localized';
import { getSitePictures } from '@/lib/settings/site-pictures';
import { textIn } from '@/lib/i18n/fallback';
import { ResponsivePictureImage } from '@/components/site/responsive-picture';
import { localizedPath } from '@/lib/i18n/languages';
import { VideoFacade } from './video-facade.client';
import { youtubeEmbedUrl } from '@/lib/media/youtube';

interface HomeHeroProps {
  locale: Locale;
  settings: LocalizedSettings;
}

export async function HomeHero({ locale, settings }: HomeHeroProps) {
  const [t, common] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    getTranslations({ locale, namespace: 'Common' }),
  ]);
  const { facebook, youtube } = settings.socialLinks;
  const embedUrl = youtube ? youtubeEmbedUrl(youtube) : null;
  const newTab = (await getTranslations({ locale, namespace: 'Site' }))('opensNewTab');
  const pictures = await getSitePictures();
  const { hero } = pictures;
  // The picture's description, in the page's language or marked as the default language's.
  const heroAlt = textIn(pictures.heroImageAlt, toContentLanguage(locale));

  return (
    <section className="home-hero" aria-labelledby="home-title">
      <div className="home-hero__inner">
        <div className="home-hero__text">
          <p className="home-hero__eyebrow">{common('welcome')}</p>
          <h1 id="home-title" lang={settingsTextLang(settings, 'title')}>
            {settings.title}
          </h1>
          {settings.heroTagline ? (
            <p className="home-hero__tagline" lang={settingsTextLang(settings, 'heroTagline')}>
              {settings.heroTagline}
            </p>
          ) : null}
          <div className="button-row">
            {facebook ? (
              <a
                className="button button--gold"
                href={facebook}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('hero.join')} <span className="visually-hidden">{newTab}</span>
              </a>
            ) : null}
            <Link className="button button--light" href={localizedPath(locale, '/contact-us')}>
              {t('hero.contact')}
            </Link>
          </div>
        </div>
        <div className="home-hero__media">
          {hero ? (
            <figure className="home-hero__picture">
              {/* The first screen's picture: fetched first, never lazily, its box reserved by
                  width/height; the title and tagline beside it paint without waiting for it. */}
              <ResponsivePictureImage
                picture={hero}
                alt={heroAlt.text}
                altLang={heroAlt.lang}
                sizes="(min-width: 56em) 36rem, calc(100vw - 2rem)"
                fetch="first"
              />
            </figure>
          ) : null}
          <div className={hero ? 'home-hero__video' : undefined}>
            <h2 className="visually-hidden">{t('video.heading')}</h2>
            {embedUrl ? (
              <VideoFacade
                compact={Boolean(hero)}
                embedUrl={embedUrl}
                labels={{
                  play: t('video.play'),
                  caption: t('video.caption'),
                  frameTitle: t('video.frameTitle'),
                  privacy: t('video.privacy'),
                }}
              />
            ) : youtube && hero ? (
              <a
                className="button button--light"
                href={youtube}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('video.openYoutube')} <span className="visually-hidden">{newTab}</span>
              </a>
            ) : youtube ? (
              <div className="video-frame">
                <a
                  className="video-facade"
                  href={youtube}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <span className="video-facade__play" aria-hidden="true">
                    <svg viewBox="0 0 24 24" focusable="false">
                      <path d="M8 5v14l11-7z" fill="currentColor" />
                    </svg>
                  </span>
                  <span className="video-facade__label">
                    {t('video.openYoutube')} <span className="visually-hidden">{newTab}</span>
                  </span>
                  <span className="video-facade__caption">{t('video.caption')}</span>
                </a>
              </div>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
