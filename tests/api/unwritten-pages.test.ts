import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnServer, type OwnServer } from '../support/own-server';

// A brand-new site: nothing is seeded as page content. Unwritten pages tell visitors they are
// being prepared (never the editor's 'Start typing here...'), are noindex and stay out of the
// sitemap until staff save text.

let site: OwnServer;
beforeAll(async () => {
  site = await startOwnServer();
});
afterAll(async () => {
  await site?.server.stop();
  await site?.database.drop();
});

const call = (path: string, init: RequestInit = {}) => fetch(`${site.server.url}${path}`, init);
const html = async (path: string) => (await call(path)).text();
const robotsNoindex = /<meta name="robots" content="noindex/;
const sitemapPaths = async () =>
  [...(await html('/sitemap.xml')).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );

describe('unwritten pages on a fresh site', () => {
  it('show a friendly note in the visitor language, never the editor placeholder', async () => {
    const en = await html('/parish-history');
    const uk = await html('/ua/liturgy/divine-liturgy');
    for (const page of [en, uk]) {
      expect(page).not.toContain('Start typing here');
      expect(page).toMatch(robotsNoindex);
    }
    expect(en).toContain('This page is being prepared.');
    expect(en).toMatch(/<a href="\/contact-us">contact us<\/a>/);
    expect(en).toMatch(/<h1[^>]*>Parish History<\/h1>/);
    expect(uk).toContain('Ця сторінка ще готується.');
    expect(uk).toMatch(/<a href="\/ua\/contact-us">зв’яжіться з нами<\/a>/);
  });

  it('GET /api/content answers null (200) for an unwritten page, 404 for an unknown one', async () => {
    const response = await call('/api/content/parish-history');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('null');
    expect((await call('/api/content/no-such-page')).status).toBe(404);
  });

  it('leave the sitemap until text is saved; then the page is indexable and listed', async () => {
    const before = await sitemapPaths();
    expect(before).toContain('/bulletins');
    expect(before).not.toContain('/parish-history');
    expect(before).not.toContain('/ua/parish-history');

    const saved = await call('/api/content/parish-history', {
      method: 'PUT',
      headers: { authorization: `Bearer ${site.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: { en: 'Parish History', ua: '' },
        content: {
          en: {
            type: 'doc',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Founded in 1910.' }] }],
          },
          ua: {
            type: 'doc',
            content: [
              { type: 'paragraph', content: [{ type: 'text', text: 'Start typing here...' }] },
            ],
          },
        },
      }),
    });
    expect(saved.status).toBe(200);
    const after = await sitemapPaths();
    // English text is shown on the Ukrainian page too (with the fallback note): both are listed.
    expect(after).toContain('/parish-history');
    expect(after).toContain('/ua/parish-history');
    const page = await html('/parish-history');
    expect(page).toContain('Founded in 1910.');
    expect(page).not.toMatch(robotsNoindex);
    expect(page).not.toContain('This page is being prepared.');
    // Another unwritten page stays out.
    expect(after).not.toContain('/liturgy/divine-liturgy');
  });
});
