import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import uk from '../../messages/uk.json';
import { baseUrl } from '../support/api';

// An unknown address as a crawler or a browser without JavaScript sees it: plain fetch, raw HTML
// with the scripts taken out.

async function page(path: string) {
  const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' });
  const html = (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  return { status: response.status, html };
}

describe.each([
  ['English', '', 'en', en.NotFound],
  ['Ukrainian', '/ua', 'uk', uk.NotFound],
])('unknown addresses in %s', (_language, prefix, lang, text) => {
  it.each(['/no-such-page', '/no/such/page', '/liturgy/no-such-service', '/about-us/nothing'])(
    '%s answers 404 with the not-found page rendered on the server',
    async (path) => {
      const { status, html } = await page(`${prefix}${path}`);
      expect(status).toBe(404);
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
      expect(html).toContain('<header class="site-header"');
      expect(html).toContain('<footer class="site-footer"');
      expect(html).toContain(`<h1>${text.title}</h1>`);
      expect(html).toMatch(new RegExp(`<a [^>]*href="${prefix || '/'}"[^>]*>${text.home}</a>`));
      expect(html).toContain('<meta name="robots" content="noindex"/>');
    },
  );

  it('answers the same on a second request (from the page cache)', async () => {
    const first = await page(`${prefix}/twice-missing`);
    const second = await page(`${prefix}/twice-missing`);
    expect([first.status, second.status]).toEqual([404, 404]);
    expect(second.html).toContain(`<h1>${text.title}</h1>`);
  });
});
