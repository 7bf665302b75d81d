import 'server-only';
import { Feed } from 'feed';
import { getTranslations } from 'next-intl/server';
import { cacheForWindow, visibilityWindow } from '@/lib/bulletins/visibility';
import {
  bulletinTextIn,
  readTranslations,
  type BulletinTranslations,
} from '@/lib/bulletins/translations';
import { zonedInstant } from '@/lib/schedule/dates';
import { getDb } from '@/lib/db/client';
import { languageOf, localizedPath } from '@/lib/i18n/languages';
import { getLocalizedSettings } from '@/lib/settings/data';
import type { Locale } from '@/lib/i18n/routing';
import { siteOrigin } from '@/lib/seo/site-url';
import { uploadUrl } from '@/lib/storage/paths';

/** How many bulletins the feed lists, newest first. */
export const FEED_SIZE = 20;

/** The path of the bulletins feed in a locale: /bulletins/feed.xml, with the language prefix. */
export function bulletinsFeedPath(locale: Locale): string {
  return localizedPath(locale, '/bulletins/feed.xml');
}

interface FeedBulletin {
  id: string;
  title: string;
  description: string | null;
  label: string;
  translations: BulletinTranslations;
  date: string;
  createdAt: string;
  filePath: string;
  mimeType: string;
  size: number;
  thumbnailPath: string | null;
}

/**
 * The newest published bulletins with what an enclosure needs (type and length), cached until one
 * changes or a scheduled one's time comes.
 */
async function newestBulletins(): Promise<FeedBulletin[]> {
  return newestBulletinsIn((await visibilityWindow()).key);
}

async function newestBulletinsIn(windowKey: string): Promise<FeedBulletin[]> {
  'use cache';
  const rows = await getDb().bulletin.findMany({
    where: cacheForWindow(windowKey),
    orderBy: [{ date: 'desc' }, { createdAt: 'desc' }],
    take: FEED_SIZE,
    select: {
      id: true,
      title: true,
      description: true,
      label: true,
      translations: true,
      date: true,
      createdAt: true,
      filePath: true,
      mimeType: true,
      size: true,
      thumbnailPath: true,
    },
  });
  // Dates travel as ISO strings, as the feed writes them.
  return rows.map((row) => ({
    ...row,
    translations: readTranslations(row.translations),
    date: row.date.toISOString(),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Media RSS, for the preview: declared on the element, since `feed` declares only its own namespaces. */
const MEDIA_RSS = 'http://search.yahoo.com/mrss/';

/** The instant a bulletin's day begins in the site's time zone (its date is a calendar day). */
function startOfDay(date: string, timeZone: string): Date {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  return zonedInstant({ year, month, day }, '00:00', timeZone);
}

/** RSS 2.0 of the newest bulletins in `locale`: each file as an enclosure, its preview as media. */
export async function bulletinsFeed(locale: Locale): Promise<string> {
  const [settings, bulletins, t] = await Promise.all([
    getLocalizedSettings(locale),
    newestBulletins(),
    getTranslations({ locale, namespace: 'PublicBulletins' }),
  ]);
  const origin = siteOrigin(settings);
  const absolute = (path: string) => `${origin}${path}`;
  const channelLink = absolute(localizedPath(locale, '/bulletins'));
  const newest = bulletins[0];
  const language = languageOf(locale).code;
  const feed = new Feed({
    title: t('feedTitle', { site: settings.title }),
    description: t('intro'),
    id: channelLink,
    link: channelLink,
    language: locale,
    feedLinks: { rss: absolute(bulletinsFeedPath(locale)) },
    ...(newest ? { updated: new Date(newest.createdAt) } : {}),
    generator: false,
  });
  for (const bulletin of bulletins) {
    const fileUrl = absolute(uploadUrl('bulletins', bulletin.filePath));
    const text = bulletinTextIn({ ...bulletin, description: bulletin.description ?? '' }, language);
    const description = [text.label, text.description].filter(Boolean).join(' — ');
    feed.addItem({
      title: text.title,
      link: fileUrl,
      id: `bulletin-${bulletin.id}`,
      // A bulletin is for a day: that day's midnight where the parish is, not in Greenwich.
      date: startOfDay(bulletin.date, settings.timeZone),
      ...(description ? { description } : {}),
      enclosure: { url: fileUrl, length: bulletin.size, type: bulletin.mimeType },
      extensions: bulletin.thumbnailPath
        ? [
            {
              name: 'media:thumbnail',
              objects: {
                _attributes: {
                  'xmlns:media': MEDIA_RSS,
                  url: absolute(uploadUrl('thumbnails', bulletin.thumbnailPath)),
                },
              },
            },
          ]
        : [],
    });
  }
  return feed.rss2();
}

/** `alternates.types` of a page's metadata: the bulletins feed in the page's language. */
export async function feedAlternates(locale: Locale) {
  const [settings, t] = await Promise.all([
    getLocalizedSettings(locale),
    getTranslations({ locale, namespace: 'PublicBulletins' }),
  ]);
  return {
    'application/rss+xml': [
      { url: bulletinsFeedPath(locale), title: t('feedTitle', { site: settings.title }) },
    ],
  };
}
