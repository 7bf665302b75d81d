import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { adminToken, api, baseUrl } from '../support/api';
import { makeTestPdf } from '../support/make-pdf';
import { form } from '../support/uploads';

// The bulletins feed (RSS 2.0) in both languages, parsed as a feed reader would.

interface Item {
  title: string;
  link: string;
  guid: unknown;
  pubDate: string;
  description?: string;
  enclosure: { '@_url': string; '@_length': string; '@_type': string };
  'media:thumbnail'?: { '@_url': string };
}

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' });

async function feed(path: string) {
  const response = await fetch(`${baseUrl()}${path}`);
  const text = await response.text();
  return { response, text, xml: parser.parse(text) };
}

async function upload(title: string, date: string) {
  const response = await api('/api/bulletins', {
    method: 'POST',
    token: adminToken(),
    body: form(
      { title, date, label: 'Weekly', description: 'Feast & fast <days>' },
      { file: { data: makeTestPdf({ heading: title }), name: 'b.pdf', type: 'application/pdf' } },
    ),
  });
  expect(response.status).toBe(201);
  return response.body as { id: string; fileUrl: string };
}

/** The site's time zone, as staff set it in Settings. */
async function useZone(timeZone: string) {
  const current = (await api('/api/settings')).body as Record<string, unknown>;
  const response = await api('/api/settings', {
    method: 'PUT',
    token: adminToken(),
    json: { ...current, timeZone },
  });
  expect(response.status).toBe(200);
}

describe('/bulletins/feed.xml', () => {
  it('lists the newest bulletin first, with an absolute enclosure URL, length and type', async () => {
    await useZone('America/Winnipeg');
    await upload('Older feed bulletin', '2099-01-01');
    const newest = await upload('Newest feed bulletin', '2099-01-08');
    for (const path of ['/bulletins/feed.xml', '/ua/bulletins/feed.xml']) {
      const { response, text, xml } = await feed(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
      expect(XMLValidator.validate(text), path).toBe(true);
      const channel = xml.rss.channel;
      expect(xml.rss['@_version']).toBe('2.0');
      expect(channel.link).toMatch(/^https?:\/\/[^/]+\/(ua\/)?bulletins$/);
      expect(channel['atom:link']['@_href']).toMatch(new RegExp(`^https?://[^/]+${path}$`));
      const items = channel.item as Item[];
      expect(items.length).toBeGreaterThanOrEqual(2);
      expect(items.length).toBeLessThanOrEqual(20);
      const [first, second] = items;
      expect(first!.title).toBe('Newest feed bulletin');
      expect(second!.title).toBe('Older feed bulletin');
      const enclosure = first!.enclosure;
      expect(enclosure['@_url']).toMatch(/^https?:\/\//);
      expect(new URL(enclosure['@_url']).pathname).toBe(newest.fileUrl);
      expect(enclosure['@_type']).toBe('application/pdf');
      expect(Number(enclosure['@_length'])).toBeGreaterThan(0);
      // RFC 822 date, as RSS 2.0 wants: the bulletin's day begins at midnight in Winnipeg (CST),
      // not in Greenwich (which a reader there would show as the evening before).
      expect(first!.pubDate).toBe('Thu, 08 Jan 2099 06:00:00 GMT');
      expect(first!['media:thumbnail']?.['@_url']).toMatch(/^https?:\/\/.+\/uploads\/thumbnails\//);
      // Text is character data, not markup: a reader gets it back exactly.
      expect(first!.description).toMatch(/ — Feast & fast <days>$/);
      expect(text).not.toMatch(/<days>(?!\]\]>)/);
    }
    // The enclosure really is the file.
    const { xml } = await feed('/bulletins/feed.xml');
    const url = new URL((xml.rss.channel.item as Item[])[0]!.enclosure['@_url']);
    const file = await fetch(`${baseUrl()}${url.pathname}`);
    expect(file.status).toBe(200);
  });

  it("dates each bulletin at the start of its day in the site's time zone", async () => {
    await useZone('Europe/Kyiv');
    await upload('Kyiv summer bulletin', '2099-07-05');
    const { xml } = await feed('/bulletins/feed.xml');
    const item = (xml.rss.channel.item as Item[]).find((i) => i.title === 'Kyiv summer bulletin')!;
    // Midnight of 5 July in Kyiv (EEST, UTC+3) is 21:00 on 4 July in UTC.
    expect(item.pubDate).toBe('Sat, 04 Jul 2099 21:00:00 GMT');
    await useZone('America/Winnipeg');
  });

  it('is named in each language, and linked from the bulletins and home pages', async () => {
    const en = await feed('/bulletins/feed.xml');
    const uk = await feed('/ua/bulletins/feed.xml');
    expect(en.xml.rss.channel.language).toBe('en');
    expect(uk.xml.rss.channel.language).toBe('uk');
    expect(uk.xml.rss.channel.title).toMatch(/бюлетені/);
    for (const [page, href] of [
      ['/bulletins', '/bulletins/feed.xml'],
      ['/', '/bulletins/feed.xml'],
      ['/ua/bulletins', '/ua/bulletins/feed.xml'],
      ['/ua', '/ua/bulletins/feed.xml'],
    ] as const) {
      const html = await (await fetch(`${baseUrl()}${page}`)).text();
      const link = /<link[^>]*type="application\/rss\+xml"[^>]*>/.exec(html)?.[0] ?? '';
      expect(link, page).toMatch(/rel="alternate"/);
      expect(link, page).toMatch(
        new RegExp(`href="(https?://[^"]+)?${href.replace(/\//g, '\\/')}"`),
      );
    }
  });
});
