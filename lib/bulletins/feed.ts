import 'server-only';
import { getTranslations } from 'next-intl/server';
import { cachedForVisitors } from '@/lib/bulletins/visibility';
import {
  bulletinTextIn,
  readTranslations,
  type BulletinTranslations,
} from '@/lib/bulletins/translations';
import { getDb } from '@/lib/db/client';
import { languageOf } from '@/lib/i18n/languages';
import { getLocalizedSettings } from '@/lib/settings/data';
import type { Locale } from '@/lib/i18n/routing';
import { localizedPath, siteOrigin } from '@/lib/seo/site-url';
import { uploadUrl } from '@/lib/storage/paths';

/** How many bulletins the feed lists, newest first. */
export const FEED_SIZE = 20;

/** The path of the bulletins feed in a locale: /bulletins/feed.xml, with the language prefix. */
export function bulletinsFeedPath(locale: string): string {
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
function newestBulletins(): Promise<FeedBulletin[]> {
  return cachedForVisitors('bulletins:feed', async (where) => {
    const rows = await getDb().bulletin.findMany({
      where,
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
    // The data cache keeps JSON: dates travel as ISO strings.
    return rows.map((row) => ({
      ...row,
      translations: readTranslations(row.translations),
      date: row.date.toISOString(),
      createdAt: row.createdAt.toISOString(),
    }));
  });
}

function xml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
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
  // RFC 822 dates, as RSS 2.0 requires: toUTCString() gives "Sun, 22 Nov 2026 00:00:00 GMT".
  const newest = bulletins[0];
  const language = languageOf(locale).code;
  const items = bulletins.map((bulletin) => {
    const fileUrl = absolute(uploadUrl('bulletins', bulletin.filePath));
    const text = bulletinTextIn({ ...bulletin, description: bulletin.description ?? '' }, language);
    const description = [text.label, text.description].filter(Boolean).join(' — ');
    return [
      '<item>',
      `<title>${xml(text.title)}</title>`,
      `<link>${xml(fileUrl)}</link>`,
      `<guid isPermaLink="false">bulletin-${xml(bulletin.id)}</guid>`,
      `<pubDate>${new Date(bulletin.date).toUTCString()}</pubDate>`,
      description ? `<description>${xml(description)}</description>` : '',
      `<enclosure url="${xml(fileUrl)}" length="${bulletin.size}" type="${xml(bulletin.mimeType)}"/>`,
      bulletin.thumbnailPath
        ? `<media:thumbnail url="${xml(absolute(uploadUrl('thumbnails', bulletin.thumbnailPath)))}"/>`
        : '',
      '</item>',
    ]
      .filter(Boolean)
      .join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">',
    '<channel>',
    `<title>${xml(t('feedTitle', { site: settings.title }))}</title>`,
    `<link>${xml(channelLink)}</link>`,
    `<description>${xml(t('intro'))}</description>`,
    `<language>${locale}</language>`,
    `<atom:link href="${xml(absolute(bulletinsFeedPath(locale)))}" rel="self" type="application/rss+xml"/>`,
    newest ? `<lastBuildDate>${new Date(newest.createdAt).toUTCString()}</lastBuildDate>` : '',
    ...items,
    '</channel>',
    '</rss>',
    '',
  ]
    .filter((line, index, all) => line !== '' || index === all.length - 1)
    .join('\n');
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
