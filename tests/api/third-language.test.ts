// Adding a language is configuration: a copy of the project with French added (one entry in
// lib/i18n/languages.ts and messages/fr.json, nothing else) serves it everywhere. Runs on SQLite
// and, with TEST_DATABASE_URL, PostgreSQL.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_AUTH_SECRET } from '../support/constants';
import { fakeAddress } from '../support/api';
import { startServer, type RunningServer } from '../support/server';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { buildThirdLanguageCopy } from '../support/third-language';

let database: TestDatabase;
let server: RunningServer;
let token: string;

beforeAll(async () => {
  const projectDir = buildThirdLanguageCopy();
  database = await createTestDatabase();
  server = await startServer(
    { DATA_DIR: database.dataDir, DATABASE_URL: database.url, AUTH_SECRET: TEST_AUTH_SECRET },
    projectDir,
  );
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const registered = await call('/api/auth/register', {
    json: { username: 'secretaire', password },
    headers: { 'x-forwarded-for': fakeAddress() },
  });
  expect(registered.status).toBe(201);
  token = registered.json.authToken;
}, 600_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

async function call(
  path: string,
  init: { method?: string; json?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    redirect: 'manual',
  });
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null;
  return { status: response.status, headers: response.headers, text, json };
}

const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [
      m[1],
      new URL(m[2]!).pathname,
    ]),
  );

describe('a third language added by configuration', () => {
  it('has its routes, <html lang> and hreflang with three alternates and x-default', async () => {
    for (const [path, bare] of [
      ['/fr', '/'],
      ['/fr/bulletins', '/bulletins'],
      ['/fr/contact-us', '/contact-us'],
      ['/fr/liturgy/divine-liturgy', '/liturgy/divine-liturgy'],
    ] as const) {
      const page = await call(path);
      expect(page.status, path).toBe(200);
      expect(page.text).toContain('<html lang="fr"');
      const links = alternates(page.text);
      const at = (prefix: string) => (bare === '/' ? prefix || '/' : `${prefix}${bare}`);
      expect(links, path).toEqual({
        en: at(''),
        uk: at('/ua'),
        fr: at('/fr'),
        'x-default': at(''),
      });
    }
    // The interface speaks the new language's messages file.
    expect((await call('/fr/contact-us')).text).toMatch(/<h1[^>]*>FR /);
    // English and Ukrainian are as before.
    expect((await call('/')).text).toContain('<html lang="en"');
    expect((await call('/ua')).text).toContain('<html lang="uk"');
    expect((await call('/de')).status).toBe(404);
  });

  it('lists every page in the sitemap in all three languages', async () => {
    const sitemap = (await call('/sitemap.xml')).text;
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    for (const path of ['/', '/ua', '/fr', '/bulletins', '/ua/bulletins', '/fr/bulletins']) {
      expect(locs, path).toContain(path);
    }
    expect(sitemap).toMatch(/hreflang="fr"/);
  });

  it('offers a menu of the other languages, each a real link to the same page', async () => {
    const html = (await call('/fr/contact-us')).text;
    expect(html).toMatch(
      /<button[^>]*aria-expanded="false"[^>]*aria-controls="language-menu-list"/,
    );
    expect(html).toMatch(/<a[^>]*href="\/contact-us"[^>]*hrefLang="en"/);
    expect(html).toMatch(/<a[^>]*href="\/ua\/contact-us"[^>]*hrefLang="uk"/);
    // The chosen language is remembered: an unprefixed address lands in it.
    const redirected = await call('/contact-us', { headers: { cookie: 'language=fr' } });
    expect(redirected.status).toBe(307);
    expect(redirected.headers.get('location')).toMatch(/\/fr\/contact-us$/);
  });

  it('keeps page text in the new language: saved, read back and shown', async () => {
    // Nothing is seeded as page content: a fresh site has no record of the page yet.
    expect((await call('/api/content/parish-history')).json).toBeNull();
    const doc = (text: string) => ({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
    });
    const saved = await call('/api/content/parish-history', {
      method: 'PUT',
      token,
      json: {
        title: { en: 'Parish History', ua: '', fr: 'Histoire de la paroisse' },
        content: {
          en: doc('Founded in 1952 by families.'),
          ua: doc('Start typing here...'),
          fr: doc('Fondée en 1952 par des familles.'),
        },
        version: 0,
      },
    });
    expect(saved.status).toBe(200);
    const after = await call('/api/content/parish-history');
    expect(Object.keys(after.json.title).sort()).toEqual(['en', 'fr', 'ua']);
    expect(after.json.title.fr).toBe('Histoire de la paroisse');
    expect(after.json.content.fr).toEqual(doc('Fondée en 1952 par des familles.'));
    expect(after.json.updatedAt.fr).toEqual(expect.any(String));
    expect(after.json.updatedAt.ua).toBeNull();

    const page = (await call('/fr/parish-history')).text;
    expect(page).toContain('Histoire de la paroisse');
    expect(page).toContain('Fondée en 1952 par des familles.');
    expect((await call('/ua/parish-history')).text).not.toContain('Fondée en 1952');
  });

  it('carries the new language through the schedule API', async () => {
    const created = await call('/api/services', {
      token,
      json: {
        title: { en: 'Vespers', ua: 'Вечірня', fr: 'Vêpres' },
        dayTime: { en: 'Saturday 5 PM', ua: 'Субота, 17:00', fr: 'Samedi 17 h' },
      },
    });
    expect(created.status).toBe(201);
    expect(created.json.title).toEqual({ en: 'Vespers', ua: 'Вечірня', fr: 'Vêpres' });
    expect(created.json.note).toEqual({ en: '', ua: '', fr: '' });
    const home = (await call('/fr')).text;
    expect(home).toContain('Vêpres');
    expect(home).toContain('Samedi 17 h');
  });

  it('has the parish’s name and texts in the new language (Settings translations)', async () => {
    const settings = (await call('/api/settings')).json;
    expect(Object.keys(settings.translations).sort()).toEqual(['fr', 'ua']);
    expect(Object.keys(settings.stats[0].label).sort()).toEqual(['en', 'fr', 'ua']);
    const saved = await call('/api/settings', {
      method: 'PUT',
      token,
      json: { ...settings, translations: { fr: { title: 'Paroisse Saint-Volodymyr' } } },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.translations.fr.title).toBe('Paroisse Saint-Volodymyr');
    const home = (await call('/fr')).text;
    expect(home).toContain('<h1 id="home-title">Paroisse Saint-Volodymyr</h1>');
    expect(home).toContain('<title>Paroisse Saint-Volodymyr</title>');
    expect((await call('/')).text).toContain(`<h1 id="home-title">${settings.title}</h1>`);
  });

  it('carries the new language through announcements, the seeded ones and new ones', async () => {
    const seeded = (await call('/api/announcements')).json as { title: Record<string, string> }[];
    expect(Object.keys(seeded[0]!.title).sort()).toEqual(['en', 'fr', 'ua']);
    const created = await call('/api/announcements', {
      token,
      json: {
        title: { en: 'Parish picnic', ua: 'Пікнік', fr: 'Pique-nique paroissial' },
        body: { en: 'Bring a dish.', ua: 'Принесіть страву.', fr: 'Apportez un plat.' },
        date: '2099-06-01',
        published: true,
      },
    });
    expect(created.status).toBe(201);
    expect(created.json.subtitle).toEqual({ en: '', ua: '', fr: '' });
    const home = (await call('/fr')).text;
    expect(home).toContain('Pique-nique paroissial');
    expect(home).toContain('Apportez un plat.');
    expect((await call('/')).text).not.toContain('Pique-nique paroissial');
  });
});
