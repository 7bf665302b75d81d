import { afterAll, describe, expect, it } from 'vitest';
import { adminToken, api } from '../support/api';

// Issue 38, "adding pages like a person would": a new page enters the menu when it has text (or
// when staff tick it), and it can be placed anywhere in its menu group, above Parish History too.
// On the database the run was started with (SQLite, or PostgreSQL with TEST_DATABASE_URL).

interface ListedPage {
  id: string;
  slug: string;
  section: string;
  order: number;
  showInMenu: boolean;
  menuOnPublish: boolean;
}

const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});
const emptyDoc = { type: 'doc', content: [{ type: 'paragraph' }] };
const token = () => adminToken();
/** The header's navigation, where the menus are. */
const headerNav = async (path = '/') =>
  (await api(path, { headers: { accept: 'text/html' } })).text.split('<main')[0] ?? '';

const created: string[] = [];
afterAll(async () => {
  // Other files count the seeded menus: what this file added goes.
  for (const id of created) await api(`/api/pages/${id}`, { method: 'DELETE', token: token() });
});

async function createPage(json: Record<string, unknown>): Promise<ListedPage> {
  const response = await api('/api/pages', { token: token(), json });
  expect(response.status, response.text).toBe(201);
  created.push(response.body.id);
  return response.body as ListedPage;
}

async function publish(slug: string, content: object, extra: object = {}) {
  const response = await api(`/api/content/${slug}`, {
    method: 'PUT',
    token: token(),
    json: { title: { en: '', ua: '' }, content: { en: content, ua: emptyDoc }, ...extra },
  });
  expect(response.status, response.text).toBe(200);
  return response.body;
}

const listed = async (slug: string) =>
  ((await api('/api/pages')).body as ListedPage[]).find((page) => page.slug === slug);

describe('a new page and the menu', () => {
  it('left unticked, it stays out of the menu while empty and joins it with its first published text', async () => {
    const page = await createPage({
      slug: 'menu-waits-for-text',
      section: 'liturgy',
      title: { en: 'Waits for text', ua: 'Чекає на текст' },
    });
    expect(page).toMatchObject({ showInMenu: false, menuOnPublish: true });
    expect(await headerNav()).not.toContain('href="/liturgy/menu-waits-for-text"');

    // An empty document and a draft are not text visitors can read: still out of the menu.
    await publish('menu-waits-for-text', emptyDoc);
    await publish('menu-waits-for-text', doc('Only a draft.'), { status: 'draft' });
    expect(await listed('menu-waits-for-text')).toMatchObject({
      showInMenu: false,
      menuOnPublish: true,
    });
    expect(await headerNav()).not.toContain('href="/liturgy/menu-waits-for-text"');

    await publish('menu-waits-for-text', doc('Vespers on Saturdays at five.'));
    expect(await listed('menu-waits-for-text')).toMatchObject({
      showInMenu: true,
      menuOnPublish: false,
    });
    expect(await headerNav()).toContain('href="/liturgy/menu-waits-for-text"');
    expect(await headerNav('/ua')).toContain('href="/ua/liturgy/menu-waits-for-text"');

    // Once in, hiding it by hand is for good: a later save does not bring it back.
    await api(`/api/pages/${page.id}`, {
      method: 'PATCH',
      token: token(),
      json: { showInMenu: false },
    });
    await publish('menu-waits-for-text', doc('Vespers on Saturdays at six.'));
    expect(await listed('menu-waits-for-text')).toMatchObject({ showInMenu: false });
    expect(await headerNav()).not.toContain('href="/liturgy/menu-waits-for-text"');
  });

  it('a page staff keep out of the menu stays out when its text comes; a ticked one is in at once', async () => {
    const kept = await createPage({
      slug: 'menu-kept-out',
      section: 'liturgy',
      title: { en: 'Kept out', ua: '' },
    });
    const patched = await api(`/api/pages/${kept.id}`, {
      method: 'PATCH',
      token: token(),
      json: { showInMenu: false },
    });
    expect(patched.body).toMatchObject({ showInMenu: false, menuOnPublish: false });
    await publish('menu-kept-out', doc('Text that is not for the menu.'));
    expect(await listed('menu-kept-out')).toMatchObject({ showInMenu: false });
    expect(await headerNav()).not.toContain('href="/liturgy/menu-kept-out"');

    // Explicit false at creation: out for good, as before.
    const hidden = await createPage({
      slug: 'menu-hidden-at-once',
      section: 'liturgy',
      title: { en: 'Hidden at once', ua: '' },
      showInMenu: false,
    });
    expect(hidden).toMatchObject({ showInMenu: false, menuOnPublish: false });
    await publish('menu-hidden-at-once', doc('Still not in the menu.'));
    expect(await listed('menu-hidden-at-once')).toMatchObject({ showInMenu: false });

    // Ticked: in the menu before it has text.
    const ticked = await createPage({
      slug: 'menu-ticked',
      section: 'liturgy',
      title: { en: 'Ticked', ua: '' },
      showInMenu: true,
    });
    expect(ticked).toMatchObject({ showInMenu: true, menuOnPublish: false });
    expect(await headerNav()).toContain('href="/liturgy/menu-ticked"');

    // A rename leaves a waiting page waiting (the dashboard sends showInMenu only when changed).
    const waiting = await createPage({
      slug: 'menu-renamed-waits',
      section: 'liturgy',
      title: { en: 'Renamed, waits', ua: '' },
    });
    const renamed = await api(`/api/pages/${waiting.id}`, {
      method: 'PATCH',
      token: token(),
      json: { title: { en: 'Renamed and waiting', ua: '' } },
    });
    expect(renamed.body).toMatchObject({ showInMenu: false, menuOnPublish: true });
  });

  it(
    'a scheduled text that goes live at its time brings the page into the menu',
    {
      timeout: 40_000,
    },
    async () => {
      await createPage({
        slug: 'menu-on-schedule',
        section: 'ministries-and-groups',
        title: { en: 'Joins on schedule', ua: '' },
      });
      const publishAt = new Date(Date.now() + 2_000).toISOString();
      await publish('menu-on-schedule', doc('Published by the schedule.'), { publishAt });
      expect(await headerNav()).not.toContain('href="/ministries-and-groups/menu-on-schedule"');
      // The header follows at the time, though one instance without Redis cannot expire its cache
      // from the background job (lib/pages/catalogue.ts, lifetimeWhileWaiting).
      await expect
        .poll(async () => headerNav(), { timeout: 20_000, interval: 500 })
        .toContain('href="/ministries-and-groups/menu-on-schedule"');
      expect(await listed('menu-on-schedule')).toMatchObject({
        showInMenu: true,
        menuOnPublish: false,
      });
    },
  );
});

describe('a new page placed in its menu group', () => {
  /** The About menu's page links, in the header's order. */
  const aboutMenu = async () => {
    const nav = await headerNav();
    const paths = [...nav.matchAll(/href="(\/(?:about-us\/)?[a-z0-9-]+)"/g)].map(
      (match) => match[1]!,
    );
    return [...new Set(paths)].filter((path) =>
      ['/parish-history', '/about-us/menu-first'].includes(path),
    );
  };

  it('goes above Parish History with order 0, in the header and in GET /api/pages', async () => {
    const before = await listed('parish-history');
    const first = await createPage({
      slug: 'menu-first',
      section: 'about-us',
      title: { en: 'First in About', ua: 'Перша в розділі' },
      showInMenu: true,
      order: 0,
    });
    expect(first.order).toBe(0);
    // Parish History (top level) and the pages under /about-us share the About menu's order.
    expect((await listed('parish-history'))!.order).toBe(before!.order + 1);
    expect(await aboutMenu()).toEqual(['/about-us/menu-first', '/parish-history']);

    // "After Parish History": a top-level page right after it, before the page that followed.
    const after = await createPage({
      slug: 'menu-after-history',
      section: '',
      title: { en: 'After Parish History', ua: '' },
      showInMenu: true,
      order: (await listed('parish-history'))!.order + 1,
    });
    const group = ((await api('/api/pages')).body as ListedPage[])
      .filter((page) => page.section === '' || page.section === 'about-us')
      .toSorted((a, b) => a.order - b.order)
      .map((page) => page.slug);
    expect(group.indexOf('menu-after-history')).toBe(group.indexOf('parish-history') + 1);
    expect(after.order).toBe(group.indexOf('menu-after-history'));
    // The order stays dense across the whole group.
    const orders = ((await api('/api/pages')).body as ListedPage[])
      .filter((page) => page.section === '' || page.section === 'about-us')
      .map((page) => page.order)
      .toSorted((a, b) => a - b);
    expect(orders).toEqual(orders.map((_, index) => index));

    // Moving it back to the end of the group by PATCH order works across the two sections.
    const moved = await api(`/api/pages/${first.id}`, {
      method: 'PATCH',
      token: token(),
      json: { order: orders.length - 1 },
    });
    expect(moved.body.order).toBe(orders.length - 1);
    expect(await aboutMenu()).toEqual(['/parish-history', '/about-us/menu-first']);
  });
});
