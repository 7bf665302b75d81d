import type { TextInLanguage } from '@/lib/i18n/fallback';
import { InLanguage } from '@/components/site/in-language';

export interface BulletinCardData {
  id: string;
  /** In the page's language, or marked as the default language's where it has no translation. */
  title: TextInLanguage;
  description: TextInLanguage;
  label: TextInLanguage;
  /** Already formatted in the page's language. */
  date: string;
  dateTime: string;
  fileUrl: string;
  thumbnailUrl: string | null;
}

interface BulletinCardProps {
  bulletin: BulletinCardData;
  labels: { view: string; previewAlt: string; opensNewTab: string };
  /** The first cards are above the fold on most screens: their previews load at once. */
  eager: boolean;
}

export function BulletinCard({ bulletin, labels, eager }: BulletinCardProps) {
  return (
    <article className="bulletin-card">
      <div className="bulletin-card__preview">
        {bulletin.thumbnailUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- thumbnails are already small WebP files served by our API; next/image's optimizer would only re-encode them.
          <img
            src={bulletin.thumbnailUrl}
            alt={labels.previewAlt}
            width={400}
            height={518}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          // A blurred sheet stands in for a preview: the file itself is only fetched on View.
          <div className="bulletin-card__placeholder" aria-hidden="true">
            <span />
            <span />
            <span />
            <span />
            <span />
            <span />
          </div>
        )}
        <span className="bulletin-card__label" lang={bulletin.label.lang}>
          {bulletin.label.text}
        </span>
      </div>
      <div className="bulletin-card__body">
        <time className="bulletin-card__date" dateTime={bulletin.dateTime}>
          {bulletin.date}
        </time>
        <h2 className="bulletin-card__title" lang={bulletin.title.lang}>
          {bulletin.title.text}
        </h2>
        {bulletin.description.text ? (
          <p className="bulletin-card__description" lang={bulletin.description.lang}>
            {bulletin.description.text}
          </p>
        ) : null}
        <a
          className="button button--primary bulletin-card__view"
          href={bulletin.fileUrl}
          target="_blank"
          rel="noopener"
        >
          {labels.view}
          <span className="visually-hidden">
            : <InLanguage {...bulletin.title} /> {labels.opensNewTab}
          </span>
        </a>
      </div>
    </article>
  );
}
