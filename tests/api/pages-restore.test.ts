import { describe, expect, it } from 'vitest';
import { adminToken, api, registerUser } from '../support/api';
import { startServer } from '../support/server';
import { createTestDatabase } from '../support/test-database';
import { TEST_AUTH_SECRET } from '../support/constants';

// Issue 38: a retired page can come back (POST /api/pages/{id}/restore), every refusal names its
// field and a stable reason, and search counts only what a visitor can list, also after a restart.

const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});
const base = {
  section: 'about-us',
  title: { en: 'Restorable', ua: 'Відновлювана' },
  showInMenu: true,
};

async function addWrittenPage(slug: string, word: string) {
  const created = await api('/api/pages', { token: adminToken(), json: { ...base, slug } });
  expect(created.status, created.text).toBe(201);
  const saved = await api(`/api/content/${slug}`, {
    method: 'PUT',
    token: adminToken(),
    json: { title: { en: '', ua: '' }, content: { en: doc(`${word} text`), ua: doc(word) } },
  });
  expect(saved.status, saved.text).toBe(200);
  return created.body as { id: string; order: number };
}

describe('retired pages come back', () => {
  it('POST /api/pages/{id}/restore: 200 again, in the menu where it was, in the activity log', async () => {
    const page = await addWrittenPage('restore-me', 'zorianyi');
    const html = () => api('/about-us/restore-me', { headers: { accept: 'text/html' } });
    expect(
      (await api(`/api/pages/${page.id}`, { method: 'DELETE', token: adminToken() })).status,
    ).toBe(200);
    expect((await html()).status).toBe(410);
    expect((await api('/api/search?q=zorianyi&lang=en')).body.total).toBe(0);

    // Its address is still its: adding a page there names the retired page.
    const again = await api('/api/pages', {
      token: adminToken(),
      json: { ...base, slug: 'restore-me' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      reason: 'slug_retired',
      fields: { slug: expect.any(String) },
    });
    expect(again.body.retiredPage).toEqual({ id: page.id });

    const restored = await api(`/api/pages/${page.id}/restore`, {
      method: 'POST',
      token: adminToken(),
    });
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body).toMatchObject({ id: page.id, retiredAt: null, order: page.order });
    expect((await html()).status).toBe(200);
    const search = await api('/api/search?q=zorianyi&lang=en');
    expect(search.body.total).toBe(1);
    expect(search.body.results).toHaveLength(1);
    const log = await api('/api/activity', { token: adminToken() });
    expect(log.body.entries[0]).toMatchObject({ action: 'page.bring-back', target: 'restore-me' });

    // A live page is not restored twice; signed-out and pending accounts may not.
    const twice = await api(`/api/pages/${page.id}/restore`, {
      method: 'POST',
      token: adminToken(),
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.reason).toBe('not_retired');
    expect((await api(`/api/pages/${page.id}/restore`, { method: 'POST' })).status).toBe(401);
    const pending = await registerUser('restore-pending');
    expect(
      (await api(`/api/pages/${page.id}/restore`, { method: 'POST', token: pending.token })).status,
    ).toBe(403);
    expect(
      (await api('/api/pages/no-such-page/restore', { method: 'POST', token: adminToken() }))
        .status,
    ).toBe(404);
  });

  it('every refusal carries a code and the field it concerns', async () => {
    const reserved = await api('/api/pages', {
      token: adminToken(),
      json: { ...base, section: '', slug: 'bulletins' },
    });
    expect(reserved.status).toBe(400);
    expect(reserved.body.error).toMatchObject({
      reason: 'slug_reserved',
      fields: { slug: expect.any(String) },
    });
    const taken = await api('/api/pages', {
      token: adminToken(),
      json: { ...base, slug: 'divine-liturgy' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({
      reason: 'slug_taken',
      fields: { slug: expect.any(String) },
    });
    const noSection = await api('/api/pages', {
      token: adminToken(),
      json: { ...base, slug: 'orphan-2', section: 'nowhere' },
    });
    expect(noSection.status).toBe(400);
    expect(noSection.body.error).toMatchObject({
      reason: 'no_section',
      fields: { section: expect.any(String) },
    });
  });
});

describe('search counts what it lists after a restart', () => {
  it('a retired page is neither listed nor counted once the server starts again', async () => {
    const database = await createTestDatabase();
    const env = {
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.url,
      AUTH_SECRET: TEST_AUTH_SECRET,
    };
    let server = await startServer(env);
    const call = async (
      path: string,
      init: { method?: string; token?: string; json?: unknown } = {},
    ) => {
      const response = await fetch(`${server.url}${path}`, {
        method: init.method ?? (init.json ? 'POST' : 'GET'),
        headers: {
          ...(init.json ? { 'content-type': 'application/json' } : {}),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          origin: server.url,
        },
        body: init.json ? JSON.stringify(init.json) : undefined,
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    };
    try {
      const admin = await call('/api/auth/register', {
        json: { username: 'counts-admin', password: 'counts-admin-password-1' },
      });
      const token = admin.body.authToken as string;
      for (const [slug, word] of [
        ['gone-page', 'pysankarstvo'],
        ['live-page', 'vyshyvanka'],
      ] as const) {
        expect((await call('/api/pages', { token, json: { ...base, slug } })).status).toBe(201);
        const saved = await call(`/api/content/${slug}`, {
          method: 'PUT',
          token,
          json: {
            title: { en: '', ua: '' },
            content: { en: doc(`${word} and pysankarstvo`), ua: doc(word) },
          },
        });
        expect(saved.status).toBe(200);
      }
      const pages = (await call('/api/pages', { token })).body as { id: string; slug: string }[];
      const gone = pages.find((page) => page.slug === 'gone-page')!;
      expect((await call(`/api/pages/${gone.id}`, { method: 'DELETE', token })).status).toBe(200);

      await server.stop();
      server = await startServer(env);
      // The start-up backfill runs in the background: wait for its log line, then count.
      for (let i = 0; i < 100 && !server.output().includes('Search index ready'); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      for (const [word, expected] of [
        ['pysankarstvo', 1],
        ['vyshyvanka', 1],
      ] as const) {
        for (const lang of ['en', 'ua']) {
          const search = await call(`/api/search?q=${word}&lang=${lang}`);
          expect(search.body.total, `${word} ${lang}`).toBe(search.body.results.length);
          expect(search.body.total, `${word} ${lang}`).toBe(expected);
        }
      }
      // Brought back, it is found again.
      expect((await call(`/api/pages/${gone.id}/restore`, { method: 'POST', token })).status).toBe(
        200,
      );
      const back = await call('/api/search?q=pysankarstvo&lang=en');
      expect(back.body.total).toBe(2);
      expect(back.body.results).toHaveLength(2);
    } finally {
      await server.stop();
      await database.drop();
    }
  });
});

describe('a rename renames', () => {
  it("the page's heading and browser title follow where they were the old name; elsewhere it is offered", async () => {
    const created = await api('/api/pages', {
      token: adminToken(),
      json: { ...base, slug: 'rename-me', title: { en: 'Old name', ua: 'Стара назва' } },
    });
    expect(created.status).toBe(201);
    const saved = await api('/api/content/rename-me', {
      method: 'PUT',
      token: adminToken(),
      json: {
        title: { en: 'Old name', ua: 'Власний заголовок' },
        content: { en: doc('Text'), ua: doc('Текст') },
      },
    });
    expect(saved.status, saved.text).toBe(200);
    const renamed = await api(`/api/pages/${created.body.id}`, {
      method: 'PATCH',
      token: adminToken(),
      json: { title: { en: 'New name', ua: 'Нова назва' } },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.headings).toEqual({ renamed: ['en'], differing: ['ua'] });
    const page = (await api('/about-us/rename-me', { headers: { accept: 'text/html' } })).text;
    expect(page).toMatch(/<h1[^>]*>New name<\/h1>/);
    expect(page).toMatch(/<title>New name[^<]*<\/title>/);
    const ua = (await api('/ua/about-us/rename-me', { headers: { accept: 'text/html' } })).text;
    expect(ua).toMatch(/<h1[^>]*>Власний заголовок<\/h1>/);

    const everywhere = await api(`/api/pages/${created.body.id}`, {
      method: 'PATCH',
      token: adminToken(),
      json: { title: { en: 'New name', ua: 'Нова назва' }, renameHeadings: true },
    });
    expect(everywhere.body.headings).toEqual({ renamed: ['ua'], differing: [] });
    const uaAfter = (await api('/ua/about-us/rename-me', { headers: { accept: 'text/html' } }))
      .text;
    expect(uaAfter).toMatch(/<h1[^>]*>Нова назва<\/h1>/);
    expect(uaAfter).toMatch(/<title>Нова назва[^<]*<\/title>/);
  });
});
