import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/api';

// Every public address reaches the page in its language, whether next.config's rewrites route it
// (most pages) or the proxy does (the language cookie, bulletin page numbers, login, dashboard):
// lib/i18n/language-routes.ts. A locale written in the URL is an internal address and redirects.

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual', headers });
  const body = await response.text();
  return {
    status: response.status,
    location: response.headers.get('location'),
    lang: /<html lang="([^"]+)"/.exec(body)?.[1],
    contentType: response.headers.get('content-type') ?? '',
  };
}

describe('language routes', () => {
  it.each([
    ['/', 'en'],
    ['/about-us', 'en'],
    ['/liturgy/divine-liturgy', 'en'],
    ['/bulletins', 'en'],
    ['/search?q=liturgy', 'en'],
    ['/login', 'en'],
    ['/ua', 'uk'],
    ['/ua/about-us', 'uk'],
    ['/ua/liturgy/divine-liturgy', 'uk'],
    ['/ua/search?q=liturgy', 'uk'],
    ['/ua/login', 'uk'],
  ])('%s is the page in %s', async (path, lang) => {
    const page = await get(path);
    expect(page.status, path).toBe(200);
    expect(page.lang, path).toBe(lang);
  });

  // Found or not depends on how many bulletins other test files made: the language is the point.
  it.each([
    ['/bulletins?page=2', 'en'],
    ['/ua/bulletins?page=2', 'uk'],
  ])('%s is answered in %s', async (path, lang) => {
    const page = await get(path);
    expect([200, 404], path).toContain(page.status);
    expect(page.lang, path).toBe(lang);
  });

  it.each([
    ['/no-such-page', 'en'],
    ['/ua/no-such-page', 'uk'],
    ['/fr/about-us', 'en'],
    ['/ua/ua', 'uk'],
    ['/bulletins?page=999', 'en'],
    ['/ua/bulletins?page=5000', 'uk'],
  ])('%s is not found, in %s', async (path, lang) => {
    const page = await get(path);
    expect(page.status, path).toBe(404);
    expect(page.lang, path).toBe(lang);
  });

  it.each([
    ['/en', '/'],
    ['/en/about-us', '/about-us'],
    ['/en/about-us?x=1', '/about-us?x=1'],
    ['/uk', '/ua'],
    ['/uk/about-us', '/ua/about-us'],
    ['/UA', '/ua'],
    ['/Ua/about-us', '/ua/about-us'],
    ['/bulletins/archive-page/2', '/bulletins?page=2'],
    ['/ua/bulletins/archive-page/3', '/ua/bulletins?page=3'],
    ['/dashboard', '/login?next=%2Fdashboard'],
    ['/ua/dashboard/bulletins', '/ua/login?next=%2Fua%2Fdashboard%2Fbulletins'],
  ])('%s redirects to %s', async (path, target) => {
    const page = await get(path);
    expect([307, 308], path).toContain(page.status);
    expect(new URL(page.location ?? '', baseUrl()).href, path).toBe(
      new URL(target, baseUrl()).href,
    );
  });

  it('the chosen language moves unprefixed pages and only them', async () => {
    const cookie = { cookie: 'language=ua' };
    expect((await get('/', cookie)).location).toMatch(/\/ua$/);
    expect((await get('/about-us?x=1', cookie)).location).toMatch(/\/ua\/about-us\?x=1$/);
    const ukrainian = await get('/ua/about-us', cookie);
    expect([ukrainian.status, ukrainian.lang]).toEqual([200, 'uk']);
    const english = await get('/about-us', { cookie: 'language=en' });
    expect([english.status, english.lang]).toEqual([200, 'en']);
  });

  it('files keep their own addresses in every language', async () => {
    const files: [path: string, type: string][] = [
      ['/robots.txt', 'text/plain'],
      ['/sitemap.xml', 'xml'],
      ['/icon.svg', 'image/svg+xml'],
      ['/bulletins/feed.xml', 'xml'],
      ['/ua/bulletins/feed.xml', 'xml'],
      ['/liturgy-schedule.ics', 'text/calendar'],
      ['/ua/liturgy-schedule.ics', 'text/calendar'],
      ['/api/health', 'json'],
      ['/api/bulletins', 'json'],
      ['/api/settings', 'json'],
    ];
    for (const [path, type] of files) {
      const file = await get(path);
      expect(file.status, path).toBe(200);
      expect(file.contentType, path).toContain(type);
    }
  });
});
