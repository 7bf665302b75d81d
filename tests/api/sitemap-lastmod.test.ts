import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { adminToken, api, baseUrl } from '../support/api';

// Every sitemap URL carries <lastmod>, from the real last change of what the page shows.

interface UrlEntry {
  loc: string;
  lastmod?: string;
}

async function sitemap(): Promise<UrlEntry[]> {
  const text = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
  const xml = new XMLParser({ isArray: (name) => name === 'url' }).parse(text);
  return xml.urlset.url as UrlEntry[];
}

const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

describe('/sitemap.xml lastmod', () => {
  it('gives every URL a <lastmod>', async () => {
    const urls = await sitemap();
    // The 7 fixed pages in both languages, and the editable pages that have text.
    expect(urls.length).toBeGreaterThanOrEqual(14);
    for (const url of urls) {
      expect(url.lastmod, url.loc).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(new Date(url.lastmod!).getTime(), url.loc).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });

  it("moves a page's lastmod when the page is saved, and only that page's", async () => {
    const before = await sitemap();
    const find = (urls: UrlEntry[], path: string) =>
      urls.find((url) => new URL(url.loc).pathname === path)?.lastmod;
    const current = (await api('/api/content/parish-council')).body as {
      version?: number;
    } | null;
    const saved = await api('/api/content/parish-council', {
      method: 'PUT',
      token: adminToken(),
      json: {
        title: { en: 'Parish Council', ua: 'Парафіяльна рада' },
        content: { en: doc(`Council news ${Date.now()}`), ua: doc('Новини') },
        ...(current?.version ? { version: current.version } : {}),
      },
    });
    expect(saved.status).toBe(200);
    const after = await sitemap();
    // A page no other API test file writes (content.test.ts counts knights-of-columbus revisions).
    const path = '/ministries-and-groups/parish-council';
    // An unwritten page is not in the sitemap at all (noindex); once saved it is, dated now.
    expect(new Date(find(after, path)!).getTime()).toBeGreaterThan(
      new Date(find(before, path) ?? 0).getTime(),
    );
    expect(Date.now() - new Date(find(after, path)!).getTime()).toBeLessThan(60_000);
    expect(find(after, '/ua' + path)).toBe(find(after, path));
    expect(find(after, '/liturgy/blessings')).toBe(find(before, '/liturgy/blessings'));
  });
});
