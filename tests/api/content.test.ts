import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, api, registerUser, sameOrigin, type TestUser } from '../support/api';
import { sql } from '../support/uploads';

const doc = (...content: unknown[]) => ({ type: 'doc', content });
const p = (...content: unknown[]) => ({ type: 'paragraph', content });
const text = (value: string, marks?: unknown[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const placeholder = doc(p(text('Start typing here...')));

let pending: TestUser;
const admin = () => inject('adminUsername');

beforeAll(async () => {
  pending = await registerUser('content-pending');
});

const get = (slug: string) => api(`/api/content/${slug}`);
const put = (slug: string, json: unknown, token = adminToken()) =>
  api(`/api/content/${slug}`, { method: 'PUT', token, json });
const revisions = (slug: string) => api(`/api/content/${slug}/revisions`, { token: adminToken() });

/** What the editor starts from on a page nobody has written (GET answers null): version 0. */
const unwritten = {
  title: { en: '', ua: '' },
  content: { en: placeholder, ua: placeholder },
  version: 0,
  updatedAt: { en: null, ua: null },
};

/** A body for PUT built from what GET answered, with some languages changed. */
async function edit(slug: string, change: { en?: [string, unknown]; ua?: [string, unknown] }) {
  const current = (await get(slug)).body ?? unwritten;
  return {
    title: { en: change.en?.[0] ?? current.title.en, ua: change.ua?.[0] ?? current.title.ua },
    content: { en: change.en?.[1] ?? current.content.en, ua: change.ua?.[1] ?? current.content.ua },
    version: current.version,
  };
}

describe('GET /api/content/{page}', () => {
  // No other test file writes this page: nothing is seeded as page content, so it has no record.
  it('answers null (200) for a catalogue page nobody has written, to anyone', async () => {
    const response = await get('services-for-the-deceased');
    expect(response.status).toBe(200);
    expect(response.text).toBe('null');
  });

  it('answers null (200) when the page has no record', async () => {
    await sql(`DELETE FROM "PageContent" WHERE slug = $1`, ['catechism']);
    const response = await get('catechism');
    expect(response.status).toBe(200);
    expect(response.text).toBe('null');
  });

  it('answers 404 JSON for a well-formed name that is no editable page', async () => {
    const response = await get('no-such-page');
    expect(response.status).toBe(404);
    expect(response.body.error).toMatchObject({ code: 'not_found' });
  });

  it.each(['PARISH-HISTORY', '..%2F..%2Fsettings', 'parish-history.json', 'a--b', 'x'.repeat(101)])(
    'refuses the malformed slug %s with 400',
    async (slug) => {
      const response = await get(slug);
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({
        code: 'validation_failed',
        fields: { page: expect.any(String) },
      });
    },
  );
});

describe('PUT /api/content/{page}', () => {
  it('creates the record of a page that has none; Ukrainian left as "no translation" stays missing', async () => {
    const body = {
      title: { en: 'Catechism', ua: '' },
      content: { en: doc(p(text('Classes on Sundays.'))), ua: placeholder },
    };
    const response = await put('catechism', body);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true, version: 1 });
    const saved = (await get('catechism')).body;
    expect(saved).toEqual({
      title: { en: 'Catechism', ua: '' },
      content: { en: body.content.en, ua: placeholder },
      version: 1,
      updatedAt: { en: expect.any(String), ua: null },
    });
    const list = (await revisions('catechism')).body;
    expect(list).toEqual([
      {
        id: expect.any(String),
        language: 'en',
        title: 'Catechism',
        author: admin(),
        createdAt: saved.updatedAt.en,
      },
    ]);
  });

  it('saves a changed language only: its own updatedAt and revision, the other untouched', async () => {
    const before = (await get('parish-history')).body ?? unwritten;
    const english = doc(
      { type: 'heading', attrs: { level: 2 }, content: [text('Our story')] },
      p(text('Founded in 1950.')),
    );
    const response = await put(
      'parish-history',
      await edit('parish-history', { en: ['Parish History', english] }),
    );
    expect(response.body).toEqual({ ok: true, version: before.version + 1 });
    const afterEnglish = (await get('parish-history')).body;
    expect(afterEnglish.content.en).toEqual(english);
    expect(afterEnglish.updatedAt.en).toEqual(expect.any(String));
    expect(afterEnglish.updatedAt.ua).toBeNull();
    expect(afterEnglish.title.ua).toBe(before.title.ua);
    expect(afterEnglish.content.ua).toEqual(before.content.ua);

    const ukrainian = doc(p(text('Заснована 1950 року.')));
    const second = await put(
      'parish-history',
      await edit('parish-history', { ua: ['Історія парафії', ukrainian] }),
    );
    expect(second.body).toEqual({ ok: true, version: before.version + 2 });
    const afterUkrainian = (await get('parish-history')).body;
    expect(afterUkrainian.content.ua).toEqual(ukrainian);
    expect(afterUkrainian.updatedAt.en).toBe(afterEnglish.updatedAt.en);
    expect(Date.parse(afterUkrainian.updatedAt.ua)).toBeGreaterThanOrEqual(
      Date.parse(afterEnglish.updatedAt.en),
    );

    const list = (await revisions('parish-history')).body.slice(0, 2);
    expect(list.map((r: { language: string; title: string }) => [r.language, r.title])).toEqual([
      ['ua', 'Історія парафії'],
      ['en', 'Parish History'],
    ]);
  });

  it('stores nothing new for a save that changes nothing', async () => {
    const before = (await get('parish-history')).body;
    const count = (await revisions('parish-history')).body.length;
    const response = await put('parish-history', await edit('parish-history', {}));
    expect(response.body).toEqual({ ok: true, version: before.version });
    expect((await get('parish-history')).body).toEqual(before);
    expect((await revisions('parish-history')).body).toHaveLength(count);
  });

  it('saves without a version (no conflict check) and trims titles', async () => {
    const body = await edit('nativity-and-theophany', {
      en: ['  Nativity of Christ  ', doc(p(text('Call the office.')))],
    });
    delete (body as { version?: number }).version;
    const response = await put('nativity-and-theophany', body);
    expect(response.status).toBe(200);
    expect((await get('nativity-and-theophany')).body.title.en).toBe('Nativity of Christ');
  });

  it('refuses a stale version with 409 and the current record, changing nothing', async () => {
    const opened = await edit('ucbc', { en: ['UCBC', doc(p(text('First edit.')))] });
    expect((await put('ucbc', opened)).status).toBe(200);
    const current = (await get('ucbc')).body;
    const stale = {
      ...opened,
      content: { ...opened.content, en: doc(p(text('Edit from an old tab.'))) },
    };
    const response = await put('ucbc', stale);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      error: { code: 'conflict', message: expect.any(String) },
      current,
    });
    expect((await get('ucbc')).body).toEqual(current);
  });

  it('lets only one of two simultaneous saves from the same version through', async () => {
    const base = await edit('youth-ministry', {});
    const a = { ...base, content: { ...base.content, en: doc(p(text('Version A'))) } };
    const b = { ...base, content: { ...base.content, en: doc(p(text('Version B'))) } };
    const results = await Promise.all([put('youth-ministry', a), put('youth-ministry', b)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const saved = (await get('youth-ministry')).body;
    expect(saved.version).toBe(base.version + 1);
    const winner = results[0]!.status === 200 ? a : b;
    expect(saved.content.en).toEqual(winner.content.en);
  });

  it('cleans the documents it accepts: unknown attributes dropped, rel forced, video reduced to its id', async () => {
    const content = doc(
      p(
        text('link', [
          {
            type: 'link',
            attrs: { href: 'https://example.com', target: '_blank', rel: 'opener', onclick: 'x' },
          },
        ]),
      ),
      p({
        type: 'image',
        attrs: { src: 'https://example.com/a.png', alt: 'A', onerror: 'alert(1)' },
      }),
      { type: 'youtube', attrs: { src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&autoplay=1' } },
    );
    expect(
      (await put('parish-choir', await edit('parish-choir', { en: ['Parish Choir', content] })))
        .status,
    ).toBe(200);
    expect((await get('parish-choir')).body.content.en).toEqual(
      doc(
        p(
          text('link', [
            {
              type: 'link',
              attrs: {
                href: 'https://example.com',
                target: '_blank',
                rel: 'noopener noreferrer nofollow',
              },
            },
          ]),
        ),
        p({ type: 'image', attrs: { src: 'https://example.com/a.png', alt: 'A' } }),
        {
          type: 'youtube',
          // The schema's defaults for what was not given.
          attrs: {
            src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
            start: 0,
            width: 640,
            height: 480,
          },
        },
      ),
    );
  });

  describe('refuses the shapes the editor itself cannot hold (its schema), changing nothing', () => {
    const shapes: [string, unknown][] = [
      [
        'an image directly under the document',
        doc({ type: 'image', attrs: { src: 'https://example.com/a.png' } }),
      ],
      [
        'a list item that starts with a heading',
        doc({
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [{ type: 'heading', attrs: { level: 2 }, content: [text('x')] }],
            },
          ],
        }),
      ],
      ['an empty list item', doc({ type: 'bulletList', content: [{ type: 'listItem' }] })],
      [
        'an empty table cell',
        doc({ type: 'table', content: [{ type: 'tableRow', content: [{ type: 'tableCell' }] }] }),
      ],
      ['an empty bullet list', doc({ type: 'bulletList' })],
    ];
    it.each(shapes)('%s', async (_name, shape) => {
      const before = (await get('lent-and-easter')).body;
      const body = await edit('lent-and-easter', { en: ['Lent and Easter', shape] });
      const response = await put('lent-and-easter', body);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('validation_failed');
      expect(Object.keys(response.body.error.fields)[0]).toMatch(/^content\.en/);
      expect((await get('lent-and-easter')).body).toEqual(before);
    });
  });

  describe('refuses what breaks the rules, changing nothing', () => {
    const link = (href: string) => doc(p(text('x', [{ type: 'link', attrs: { href } }])));
    const cases: [
      string,
      (body: Record<string, unknown> & { content: Record<string, unknown> }) => unknown,
      string,
    ][] = [
      [
        'an iframe node',
        (b) => ({
          ...b,
          content: {
            ...b.content,
            en: doc({ type: 'iframe', attrs: { src: 'https://evil.example' } }),
          },
        }),
        'content.en.content.0.type',
      ],
      [
        'a script node',
        (b) => ({
          ...b,
          content: { ...b.content, ua: doc({ type: 'script', content: [text('alert(1)')] }) },
        }),
        'content.ua.content.0.type',
      ],
      [
        'a javascript: link',
        (b) => ({ ...b, content: { ...b.content, en: link('javascript:alert(1)') } }),
        'content.en.content.0.content.0.marks.0.attrs.href',
      ],
      [
        'a mixed-case javascript: link',
        (b) => ({ ...b, content: { ...b.content, en: link('JaVaScRiPt:alert(1)') } }),
        'content.en.content.0.content.0.marks.0.attrs.href',
      ],
      [
        'an entity-encoded javascript: link',
        (b) => ({ ...b, content: { ...b.content, en: link('&#106;avascript:alert(1)') } }),
        'content.en.content.0.content.0.marks.0.attrs.href',
      ],
      [
        'a data:text/html link',
        (b) => ({
          ...b,
          content: { ...b.content, en: link('data:text/html,<script>alert(1)</script>') },
        }),
        'content.en.content.0.content.0.marks.0.attrs.href',
      ],
      [
        'a data:text/html image',
        (b) => ({
          ...b,
          content: {
            ...b.content,
            en: doc({
              type: 'image',
              attrs: { src: 'data:text/html;base64,PHNjcmlwdD4=', onerror: 'alert(1)' },
            }),
          },
        }),
        'content.en.content.0.attrs.src',
      ],
      [
        'an http image',
        (b) => ({
          ...b,
          content: {
            ...b.content,
            en: doc({ type: 'image', attrs: { src: 'http://example.com/a.png' } }),
          },
        }),
        'content.en.content.0.attrs.src',
      ],
      [
        'a video from elsewhere',
        (b) => ({
          ...b,
          content: {
            ...b.content,
            en: doc({ type: 'youtube', attrs: { src: 'https://vimeo.com/1' } }),
          },
        }),
        'content.en.content.0.attrs.src',
      ],
      [
        'an unknown mark',
        (b) => ({ ...b, content: { ...b.content, en: doc(p(text('x', [{ type: 'blink' }]))) } }),
        'content.en.content.0.content.0.marks.0.type',
      ],
      [
        'a heading level 4',
        (b) => ({
          ...b,
          content: {
            ...b.content,
            en: doc({ type: 'heading', attrs: { level: 4 }, content: [text('x')] }),
          },
        }),
        'content.en.content.0.attrs.level',
      ],
      [
        'more than 10,000 characters',
        (b) => ({ ...b, content: { ...b.content, ua: doc(p(text('я'.repeat(10_001)))) } }),
        'content.ua',
      ],
      [
        'a document that is HTML',
        (b) => ({ ...b, content: { ...b.content, en: '<p>hi</p>' } }),
        'content.en.type',
      ],
      [
        'a missing Ukrainian document',
        (b) => ({ ...b, content: { en: b.content.en } }),
        'content.ua',
      ],
      ['a missing title', (b) => ({ ...b, title: undefined }), 'title'],
      [
        'a title of 201 characters',
        (b) => ({ ...b, title: { en: 'x'.repeat(201), ua: '' } }),
        'title.en',
      ],
      ['an unknown field', (b) => ({ ...b, slug: 'other' }), 'slug'],
      ['a negative version', (b) => ({ ...b, version: -1 }), 'version'],
    ];
    it.each(cases)('%s', async (_name, mutate, field) => {
      const before = (await get('lent-and-easter')).body;
      const body = mutate((await edit('lent-and-easter', {})) as never);
      const response = await put('lent-and-easter', body);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('validation_failed');
      expect(Object.keys(response.body.error.fields)).toContain(field);
      expect((await get('lent-and-easter')).body).toEqual(before);
    });

    it('malformed JSON (400) and a body over 1 MB (413)', async () => {
      const before = (await get('lent-and-easter')).body;
      const malformed = await api('/api/content/lent-and-easter', {
        method: 'PUT',
        token: adminToken(),
        body: '{"title":',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.status).toBe(400);
      expect(malformed.body.error.code).toBe('bad_request');
      const huge = await put('lent-and-easter', {
        ...(await edit('lent-and-easter', {})),
        pad: 'x'.repeat(1024 * 1024),
      });
      expect(huge.status).toBe(413);
      expect((await get('lent-and-easter')).body).toEqual(before);
    });
  });

  it('needs an administrator: 401 without credentials, 403 for a pending account or a cross-origin cookie', async () => {
    const before = (await get('sunday-school')).body;
    const body = await edit('sunday-school', { en: ['Hijacked', doc(p(text('x')))] });
    const anonymous = await api('/api/content/sunday-school', { method: 'PUT', json: body });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('unauthorized');
    const pendingResponse = await put('sunday-school', body, pending.token);
    expect(pendingResponse.status).toBe(403);
    expect(pendingResponse.body.error.code).toBe('forbidden');
    const crossSite = await api('/api/content/sunday-school', {
      method: 'PUT',
      cookie: adminToken(),
      json: body,
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect((await get('sunday-school')).body).toEqual(before);
    expect((await revisions('sunday-school')).body).toEqual([]);

    // The same cookie from the site itself is the dashboard's normal way in.
    const sameSite = await api('/api/content/sunday-school', {
      method: 'PUT',
      cookie: adminToken(),
      json: body,
      headers: sameOrigin(),
    });
    expect(sameSite.status).toBe(200);
    expect((await get('sunday-school')).body.title.en).toBe('Hijacked');
  });
});

describe('revisions', () => {
  let revisionId: string;
  const slug = 'knights-of-columbus';
  const first = doc(p(text('First text.')));
  const second = doc(p(text('Second text.')));

  beforeAll(async () => {
    await put(slug, await edit(slug, { en: ['Knights', first] }));
    await put(slug, await edit(slug, { en: ['Knights of Columbus', second] }));
    revisionId = (await revisions(slug)).body.find(
      (r: { title: string }) => r.title === 'Knights',
    ).id;
  });

  it('lists them newest first, to staff only', async () => {
    const response = await revisions(slug);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        id: expect.any(String),
        language: 'en',
        title: 'Knights of Columbus',
        author: admin(),
        createdAt: expect.any(String),
      },
      {
        id: revisionId,
        language: 'en',
        title: 'Knights',
        author: admin(),
        createdAt: expect.any(String),
      },
    ]);
    expect((await api(`/api/content/${slug}/revisions`)).status).toBe(401);
    // Waiting for approval: not staff yet, so not told who edited what.
    expect((await api(`/api/content/${slug}/revisions`, { token: pending.token })).status).toBe(
      403,
    );
    expect((await api('/api/content/nope/revisions', { token: adminToken() })).status).toBe(404);
  });

  it('answers one revision with its document', async () => {
    const response = await api(`/api/content/${slug}/revisions/${revisionId}`, {
      token: adminToken(),
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: revisionId,
      language: 'en',
      title: 'Knights',
      author: admin(),
      createdAt: expect.any(String),
      content: first,
    });
    expect((await api(`/api/content/${slug}/revisions/${revisionId}`)).status).toBe(401);
    expect(
      (await api(`/api/content/parish-choir/revisions/${revisionId}`, { token: adminToken() }))
        .status,
    ).toBe(404);
  });

  it('restores one as a new revision and a new version', async () => {
    const before = (await get(slug)).body;
    const response = await api(`/api/content/${slug}/revisions/${revisionId}/restore`, {
      method: 'POST',
      token: adminToken(),
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true, version: before.version + 1 });
    const after = (await get(slug)).body;
    expect(after.title.en).toBe('Knights');
    expect(after.content.en).toEqual(first);
    expect(after.content.ua).toEqual(before.content.ua);
    const list = (await revisions(slug)).body;
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ language: 'en', title: 'Knights', author: admin() });
    expect(list[0].id).not.toBe(revisionId);
  });

  it('refuses a restore without an administrator or of an unknown revision, changing nothing', async () => {
    const before = (await get(slug)).body;
    const path = `/api/content/${slug}/revisions/${revisionId}/restore`;
    expect((await api(path, { method: 'POST' })).status).toBe(401);
    expect((await api(path, { method: 'POST', token: pending.token })).status).toBe(403);
    expect(
      (
        await api(`/api/content/${slug}/revisions/nosuchrevision/restore`, {
          method: 'POST',
          token: adminToken(),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api(`/api/content/${slug}/revisions/..%2F..%2Fx/restore`, {
          method: 'POST',
          token: adminToken(),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api(`/api/content/parish-choir/revisions/${revisionId}/restore`, {
          method: 'POST',
          token: adminToken(),
        })
      ).status,
    ).toBe(404);
    expect((await get(slug)).body).toEqual(before);
    expect((await revisions(slug)).body).toHaveLength(3);
  });
});
