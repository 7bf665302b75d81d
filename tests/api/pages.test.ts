import { describe, expect, inject, it } from 'vitest';
import { adminToken, api, registerUser, userId } from '../support/api';

// Pages as data (issue 25): staff create a page under About, write its text, rename it (the old
// address answers 308), retire it (410 in the visitor's language); drafts stay out of everything
// visitors see until published, by hand or at their time. On the database the run was started
// with (SQLite, or PostgreSQL with TEST_DATABASE_URL).

const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});
const token = () => adminToken();
const html = async (path: string) => api(path, { headers: { accept: 'text/html' } });
const sitemapPaths = async () =>
  [...(await api('/sitemap.xml')).text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
const searchUrls = async (q: string, lang: 'en' | 'ua') =>
  (
    (await api(`/api/search?q=${encodeURIComponent(q)}&lang=${lang}`)).body.results as {
      url: string;
    }[]
  ).map((result) => result.url);
/** The header's navigation, where the menus are. */
const headerNav = (page: string) => page.split('<main')[0] ?? '';
const footer = (page: string) => page.split('<footer')[1] ?? '';

async function createPage(json: Record<string, unknown>) {
  const response = await api('/api/pages', { token: token(), json });
  expect(response.status, response.text).toBe(201);
  return response.body as { id: string; slug: string; section: string };
}

async function writeText(slug: string, en: string, ua: string, extra: object = {}) {
  const response = await api(`/api/content/${slug}`, {
    method: 'PUT',
    token: token(),
    json: { title: { en: '', ua: '' }, content: { en: doc(en), ua: doc(ua) }, ...extra },
  });
  expect(response.status, response.text).toBe(200);
  return response.body;
}

describe('the specified pages are seeded entries', () => {
  it('GET /api/pages lists the 21 pages at their specified addresses, named in every language', async () => {
    const response = await api('/api/pages');
    expect(response.status).toBe(200);
    const pages = response.body as { slug: string; section: string; title: { ua: string } }[];
    const at = (slug: string) => pages.find((page) => page.slug === slug);
    expect(at('parish-history')).toMatchObject({ section: '', title: { en: 'Parish History' } });
    expect(at('divine-liturgy')).toMatchObject({ section: 'liturgy' });
    expect(at('ucwlc')).toMatchObject({ section: 'ministries-and-groups' });
    expect(at('divine-liturgy')!.title.ua).not.toBe('');
    expect(pages.filter((page) => page.section !== '' || at(page.slug))).toHaveLength(pages.length);
    expect(pages.length).toBeGreaterThanOrEqual(21);
  });
});

describe('a page staff add under About', () => {
  it('is created, written, listed in the menu, the footer, the sitemap and search, in both languages; renamed it answers 308, retired 410', async () => {
    const page = await createPage({
      slug: 'pysanka-workshop-2026',
      section: 'about-us',
      title: { en: 'Pysanka workshop 2026', ua: 'Майстерня писанки 2026' },
      showInMenu: true,
    });
    expect(page).toMatchObject({ slug: 'pysanka-workshop-2026', section: 'about-us' });
    expect(page.id).toMatch(/^[a-z0-9]+$/);

    // Before it has text: the page exists (the unwritten note), the API answers null.
    expect((await api('/api/content/pysanka-workshop-2026')).text).toBe('null');
    expect((await html('/about-us/pysanka-workshop-2026')).status).toBe(200);

    await writeText(
      'pysanka-workshop-2026',
      'Learn to write a pysanka with beeswax and dyes.',
      'Навчіться писати писанку воском і барвниками.',
    );
    const en = await html('/about-us/pysanka-workshop-2026');
    const uk = await html('/ua/about-us/pysanka-workshop-2026');
    expect(en.status).toBe(200);
    expect(en.text).toContain('Learn to write a pysanka');
    expect(uk.status).toBe(200);
    expect(uk.text).toContain('Навчіться писати писанку');
    // The header menu (server-rendered, every language) and the footer's quick links.
    for (const [path, name] of [
      ['/', 'Pysanka workshop 2026'],
      ['/ua', 'Майстерня писанки 2026'],
    ] as const) {
      const home = (await html(path)).text;
      const href =
        path === '/' ? '/about-us/pysanka-workshop-2026' : '/ua/about-us/pysanka-workshop-2026';
      expect(headerNav(home)).toContain(`href="${href}"`);
      expect(headerNav(home)).toContain(name);
      expect(footer(home)).toContain(`href="${href}"`);
    }
    expect(await sitemapPaths()).toEqual(
      expect.arrayContaining([
        '/about-us/pysanka-workshop-2026',
        '/ua/about-us/pysanka-workshop-2026',
      ]),
    );
    expect(await searchUrls('pysanka', 'en')).toContain('/about-us/pysanka-workshop-2026');
    expect(await searchUrls('писанку', 'ua')).toContain('/ua/about-us/pysanka-workshop-2026');

    // Renamed: the old address answers 308 to the new one, in each language.
    const renamed = await api(`/api/pages/${page.id}`, {
      method: 'PATCH',
      token: token(),
      json: { slug: 'pysanka-workshop' },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body).toMatchObject({ slug: 'pysanka-workshop', section: 'about-us' });
    const old = await html('/about-us/pysanka-workshop-2026');
    expect(old.status).toBe(308);
    expect(old.headers.get('location')).toMatch(/\/about-us\/pysanka-workshop$/);
    const oldUk = await html('/ua/about-us/pysanka-workshop-2026');
    expect(oldUk.status).toBe(308);
    expect(oldUk.headers.get('location')).toMatch(/\/ua\/about-us\/pysanka-workshop$/);
    expect((await html('/about-us/pysanka-workshop')).text).toContain('Learn to write a pysanka');
    // The text moved with the slug.
    expect((await api('/api/content/pysanka-workshop')).body.content.en).toEqual(
      doc('Learn to write a pysanka with beeswax and dyes.'),
    );
    expect((await api('/api/content/pysanka-workshop-2026')).status).toBe(404);
    expect(await searchUrls('pysanka', 'en')).toContain('/about-us/pysanka-workshop');

    // Retired: 410 with a page in the visitor's language; gone from menu, sitemap and search.
    const retired = await api(`/api/pages/${page.id}`, { method: 'DELETE', token: token() });
    expect(retired.status, retired.text).toBe(200);
    const gone = await html('/about-us/pysanka-workshop');
    expect(gone.status).toBe(410);
    expect(gone.text).toContain('This page is no longer here');
    expect(gone.text).toContain('<html lang="en"');
    const goneUk = await html('/ua/about-us/pysanka-workshop');
    expect(goneUk.status).toBe(410);
    expect(goneUk.text).toContain('Цієї сторінки більше немає');
    expect(goneUk.text).toContain('<html lang="uk"');
    // Its older address, too, now says gone rather than redirecting to a gone page.
    expect((await html('/about-us/pysanka-workshop-2026')).status).toBe(410);
    expect(headerNav((await html('/')).text)).not.toContain('pysanka-workshop');
    expect((await sitemapPaths()).filter((path) => path.includes('pysanka'))).toEqual([]);
    expect(await searchUrls('pysanka', 'en')).not.toContain('/about-us/pysanka-workshop');
    expect((await api('/api/pages')).body.map((p: { slug: string }) => p.slug)).not.toContain(
      'pysanka-workshop',
    );
    expect((await api('/api/content/pysanka-workshop')).status).toBe(404);
    // Staff still see it in the full list.
    const all = await api('/api/pages?all=1', { token: token() });
    expect(all.body.find((p: { id: string }) => p.id === page.id).retiredAt).toEqual(
      expect.any(String),
    );
  });

  it('a section staff make: pages under a top-level page live at /{section}/{slug} and get a menu', async () => {
    await createPage({
      slug: 'parish-events',
      section: '',
      title: { en: 'Parish events', ua: 'Парафіяльні події' },
      showInMenu: true,
    });
    await createPage({
      slug: 'summer-picnic',
      section: 'parish-events',
      title: { en: 'Summer picnic', ua: '' },
      showInMenu: true,
    });
    await writeText('summer-picnic', 'Bring a salad.', '');
    const page = await html('/parish-events/summer-picnic');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Bring a salad.');
    const nav = headerNav((await html('/ua')).text);
    expect(nav).toContain('Парафіяльні події');
    expect(nav).toContain('href="/ua/parish-events/summer-picnic"');
  });

  it('order and menu visibility: PATCH moves a page within its section and hides it', async () => {
    const a = await createPage({
      slug: 'order-a',
      section: 'liturgy',
      title: { en: 'Order A', ua: '' },
      showInMenu: true,
    });
    const b = await createPage({
      slug: 'order-b',
      section: 'liturgy',
      title: { en: 'Order B', ua: '' },
      showInMenu: true,
    });
    const liturgy = async () =>
      (await api('/api/pages')).body
        .filter((p: { section: string }) => p.section === 'liturgy')
        .map((p: { slug: string }) => p.slug);
    const listed = await liturgy();
    expect(listed.slice(-2)).toEqual(['order-a', 'order-b']);
    // Each answer names the page's place in its section.
    expect((a as unknown as { order: number }).order).toBe(listed.length - 2);
    const moved = await api(`/api/pages/${b.id}`, {
      method: 'PATCH',
      token: token(),
      json: { order: 0 },
    });
    expect(moved.body).toMatchObject({ slug: 'order-b', order: 0 });
    expect((await liturgy())[0]).toBe('order-b');
    const hidden = await api(`/api/pages/${a.id}`, {
      method: 'PATCH',
      token: token(),
      json: { showInMenu: false },
    });
    expect(hidden.body.showInMenu).toBe(false);
    const nav = headerNav((await html('/')).text);
    expect(nav).not.toContain('href="/liturgy/order-a"');
    expect(nav).toContain('href="/liturgy/order-b"');
    // Hidden from the menu, the page itself is still there.
    expect((await html('/liturgy/order-a')).status).toBe(200);
  });

  it('refuses what cannot be a page: 400 for bad fields, 409 for a taken address, 401/403 without an administrator', async () => {
    const base = { section: 'about-us', title: { en: 'X', ua: '' }, showInMenu: true };
    const bad = await api('/api/pages', { token: token(), json: { ...base, slug: 'Not A Slug' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.slug).toBeTruthy();
    const reserved = await api('/api/pages', {
      token: token(),
      json: { ...base, section: '', slug: 'bulletins' },
    });
    expect(reserved.status).toBe(400);
    const noSection = await api('/api/pages', {
      token: token(),
      json: { ...base, slug: 'orphan', section: 'no-such-section' },
    });
    expect(noSection.status).toBe(400);
    expect(noSection.body.error.fields.section).toBeTruthy();
    const taken = await api('/api/pages', {
      token: token(),
      json: { ...base, slug: 'divine-liturgy' },
    });
    expect(taken.status).toBe(409);
    expect((await api('/api/pages', { json: { ...base, slug: 'anon' } })).status).toBe(401);
    const pending = await registerUser('pages-pending');
    expect(
      (await api('/api/pages', { token: pending.token, json: { ...base, slug: 'p' } })).status,
    ).toBe(403);
    expect((await api('/api/pages?all=1')).status).toBe(401);
  });
});

describe('who may shape the site', () => {
  it('an editor creates, moves, drafts and retires pages, and the activity log names each write', async () => {
    const user = await registerUser('pages-editor');
    const approved = await api(`/api/users/${await userId(user.username)}`, {
      method: 'PATCH',
      token: token(),
      json: { role: 'editor' },
    });
    expect(approved.status).toBe(200);
    const created = await api<{ id: string; slug: string }>('/api/pages', {
      token: user.token,
      json: {
        slug: 'choir-rehearsals',
        section: 'ministries-and-groups',
        title: { en: 'Choir rehearsals', ua: 'Репетиції хору' },
        showInMenu: true,
      },
    });
    expect(created.status).toBe(201);
    const { id } = created.body;
    const patch = (json: object) =>
      api(`/api/pages/${id}`, { method: 'PATCH', token: user.token, json });
    expect((await patch({ order: 0 })).status).toBe(200);
    expect((await patch({ slug: 'choir' })).status).toBe(200);
    const draft = await api('/api/content/choir', {
      method: 'PUT',
      token: user.token,
      json: {
        title: { en: 'Choir', ua: '' },
        content: {
          en: doc('Thursdays at seven.'),
          ua: { type: 'doc', content: [{ type: 'paragraph' }] },
        },
        status: 'draft',
      },
    });
    expect(draft.status).toBe(200);
    expect((await api('/api/content/choir?draft=1', { token: user.token })).status).toBe(200);
    expect(
      (await api('/api/content/choir/draft', { method: 'DELETE', token: user.token })).status,
    ).toBe(204);
    expect((await api(`/api/pages/${id}`, { method: 'DELETE', token: user.token })).status).toBe(
      200,
    );

    const log = await api<{ entries: { actor: string; action: string; target: string }[] }>(
      '/api/activity',
      { token: token() },
    );
    // The editor's page writes (their registration is in the log too, since issue 38).
    const mine = log.body.entries
      .filter((entry) => entry.actor === user.username && entry.action.startsWith('page.'))
      .map((entry) => `${entry.action} ${entry.target}`)
      .reverse();
    expect(mine).toEqual([
      'page.create choir-rehearsals',
      'page.order choir-rehearsals',
      'page.update choir',
      'page.draft choir',
      'page.draft-discard choir',
      'page.retire choir',
    ]);
  });
});

describe('drafts, preview and schedule', () => {
  it('a draft is absent from the public HTML and API, visible to staff and in the preview; publishing makes it live', async () => {
    await createPage({
      slug: 'vigil-notes',
      section: 'liturgy',
      title: { en: 'Vigil notes', ua: 'Нотатки до всенічної' },
      showInMenu: true,
    });
    await writeText('vigil-notes', 'Published blessing text.', 'Опублікований текст.');
    const saved = await writeText('vigil-notes', 'Draft blessing text.', 'Чернетка.', {
      status: 'draft',
    });
    expect(saved).toMatchObject({ ok: true, status: 'draft' });
    const published = await api('/api/content/vigil-notes');
    expect(published.body.content.en).toEqual(doc('Published blessing text.'));
    expect((await html('/liturgy/vigil-notes')).text).not.toContain('Draft blessing text.');
    expect((await html('/ua/liturgy/vigil-notes')).text).not.toContain('Чернетка.');

    expect((await api('/api/content/vigil-notes?draft=1')).status).toBe(401);
    const draft = await api('/api/content/vigil-notes?draft=1', { token: token() });
    expect(draft.body).toMatchObject({
      content: { en: doc('Draft blessing text.') },
      publishAt: null,
    });

    // The staff preview: the site's own frame, the draft's text.
    const preview = await api('/dashboard/preview/vigil-notes', { cookie: token() });
    expect(preview.status).toBe(200);
    expect(preview.text).toContain('Draft blessing text.');
    expect(preview.text).toContain('class="site-footer"');
    const previewUk = await api('/ua/dashboard/preview/vigil-notes', { cookie: token() });
    expect(previewUk.text).toContain('Чернетка.');
    // Not for visitors.
    expect((await api('/dashboard/preview/vigil-notes')).status).toBe(307);

    // Discarded: the published text stays.
    const discarded = await api('/api/content/vigil-notes/draft', {
      method: 'DELETE',
      token: token(),
    });
    expect(discarded.status).toBe(204);
    expect((await api('/api/content/vigil-notes?draft=1', { token: token() })).text).toBe('null');

    // A save without status publishes and records a revision.
    await writeText('vigil-notes', 'Draft blessing text.', 'Чернетка.', { status: 'draft' });
    await writeText('vigil-notes', 'Now published.', 'Тепер опубліковано.');
    expect((await api('/api/content/vigil-notes')).body.content.en).toEqual(doc('Now published.'));
    expect((await api('/api/content/vigil-notes?draft=1', { token: token() })).text).toBe('null');
    expect((await html('/liturgy/vigil-notes')).text).toContain('Now published.');
  });

  it('a future publishAt goes live at its time without another save, with a revision', async () => {
    await createPage({
      slug: 'feast-schedule',
      section: 'ministries-and-groups',
      title: { en: 'Feast schedule', ua: 'Розклад свят' },
      showInMenu: true,
    });
    await writeText('feast-schedule', 'Before the schedule.', 'До розкладу.');
    // Loaded once, so the page is in the page cache when the time comes.
    expect((await html('/ministries-and-groups/feast-schedule')).text).toContain(
      'Before the schedule.',
    );
    const publishAt = new Date(Date.now() + 4_000).toISOString();
    const scheduled = await writeText('feast-schedule', 'After the schedule.', 'Після розкладу.', {
      publishAt,
    });
    expect(scheduled).toMatchObject({ status: 'draft', draft: { publishAt } });
    expect((await api('/api/content/feast-schedule')).body.content.en).toEqual(
      doc('Before the schedule.'),
    );
    expect((await html('/ministries-and-groups/feast-schedule')).text).not.toContain(
      'After the schedule.',
    );

    await expect
      .poll(async () => (await html('/ministries-and-groups/feast-schedule')).text, {
        timeout: 30_000,
        interval: 500,
      })
      .toContain('After the schedule.');
    expect((await html('/ua/ministries-and-groups/feast-schedule')).text).toContain(
      'Після розкладу.',
    );
    expect((await api('/api/content/feast-schedule')).body.content.en).toEqual(
      doc('After the schedule.'),
    );
    const revisions = await api('/api/content/feast-schedule/revisions', { token: token() });
    const list = (Array.isArray(revisions.body) ? revisions.body : revisions.body.revisions) as {
      author: string;
    }[];
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list[0]!.author).toBe(inject('adminUsername'));
  });

  it('refuses a malformed publishAt', async () => {
    const response = await api('/api/content/catechism', {
      method: 'PUT',
      token: token(),
      json: {
        title: { en: '', ua: '' },
        content: { en: doc('x'), ua: doc('x') },
        publishAt: 'tomorrow',
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields.publishAt).toBeTruthy();
  });
});
