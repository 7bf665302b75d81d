import { beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { filesUnder } from '../support/files-under';
import { tinyPdf } from '../support/uploads';
import { startPostgresServer, stopPostgresServer } from '../support/cluster/services';
import { call, cluster, clusterOwner, clusterOwnerToken, within } from './client';

// Two instances behind nginx, sharing PostgreSQL, Redis and S3 only: they must behave as one site.
const owner = clusterOwner;
let token = '';

beforeAll(async () => {
  token = await clusterOwnerToken();
});

const marker = () => `marker-${randomBytes(5).toString('hex')}`;
const paragraph = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

describe('sessions', () => {
  it('a sign-in through nginx is valid on A and B; a logout on B ends it on A', async () => {
    const { front, a, b } = cluster();
    const login = await call(front, '/api/auth/login', { json: owner });
    expect(login.status).toBe(200);
    const session = login.json.authToken as string;
    expect((await call(a, '/api/auth/me', { token: session })).status).toBe(200);
    expect((await call(b, '/api/auth/me', { token: session })).status).toBe(200);
    expect(
      (await call(b, '/api/auth/logout', { method: 'POST', token: session })).status,
    ).toBeLessThan(300);
    expect((await call(a, '/api/auth/me', { token: session })).status).toBe(401);
  });

  it('wrong passwords alternating between A and B: the 6th answers 429', async () => {
    const { a, b } = cluster();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const base = attempt % 2 === 0 ? a : b;
      statuses.push(
        (await call(base, '/api/auth/login', { json: { ...owner, password: `wrong-${attempt}` } }))
          .status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe('an edit on A is what B shows', () => {
  it('page content: the very next API read on B has the new version, the page within 1 s', async () => {
    const { a, b } = cluster();
    // B renders and caches the page first, so a stale cache would show.
    expect((await call(b, '/parish-history')).status).toBe(200);
    const current = (await call(b, '/api/content/parish-history')).json;
    const text = marker();
    const saved = await call(a, '/api/content/parish-history', {
      method: 'PUT',
      token,
      json: {
        // Nothing is seeded as page content: the first test to save finds no record (null).
        title: current?.title ?? { en: 'Parish History', ua: 'Історія парафії' },
        content: { en: paragraph(text), ua: current?.content.ua ?? paragraph('Історія') },
        version: current?.version ?? 0,
      },
    });
    expect(saved.status).toBe(200);
    const next = await call(b, '/api/content/parish-history');
    expect(next.json.version).toBe(saved.json.version);
    expect(JSON.stringify(next.json.content.en)).toContain(text);
    expect(
      await within(1000, async () => (await call(b, '/parish-history')).text.includes(text)),
    ).toBeLessThanOrEqual(1000);
  });

  it('settings: the footer phone on B', async () => {
    const { a, b } = cluster();
    expect((await call(b, '/')).status).toBe(200);
    const settings = (await call(a, '/api/settings')).json;
    const phone = `+1 555 ${String(Date.now()).slice(-7)}`;
    const saved = await call(a, '/api/settings', {
      method: 'PUT',
      token,
      json: { ...settings, phone },
    });
    expect(saved.status).toBe(200);
    expect(
      await within(1000, async () => (await call(b, '/')).text.includes(phone)),
    ).toBeLessThanOrEqual(1000);
  });

  it('schedule: the home page on B', async () => {
    const { a, b } = cluster();
    expect((await call(b, '/')).status).toBe(200);
    const title = `Moleben ${marker()}`;
    const created = await call(a, '/api/services', {
      token,
      json: {
        title: { en: title, ua: title },
        note: { en: '', ua: '' },
        dayTime: { en: 'Wednesday 7:00 PM', ua: 'Середа, 19:00' },
        livestreamed: false,
      },
    });
    expect(created.status).toBe(201);
    expect(
      await within(1000, async () => (await call(b, '/')).text.includes(title)),
    ).toBeLessThanOrEqual(1000);
  });

  it('an event: saved on A, on B’s month page and What’s on within 1 s; cancelled on A, on B too', async () => {
    const { a, b } = cluster();
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const [year, month] = day.split('-').map(Number);
    expect((await call(b, `/events/${year}/${month}`)).status).toBe(200);
    const title = `Picnic ${marker()}`;
    const created = await call(a, '/api/events', {
      token,
      json: {
        title: { en: title },
        category: 'parish-life',
        start: `${day}T11:00`,
        end: `${day}T14:00`,
      },
    });
    expect(created.status).toBe(201);
    const onB = async (path: string, text: string) => (await call(b, path)).text.includes(text);
    expect(await within(1000, () => onB(`/events/${year}/${month}`, title))).toBeLessThanOrEqual(
      1000,
    );
    expect(await within(1000, () => onB('/events', title))).toBeLessThanOrEqual(1000);
    const cancelled = await call(a, `/api/events/${created.json.id}/occurrences/${day}`, {
      method: 'PUT',
      token,
      json: { cancelled: true },
    });
    expect(cancelled.status).toBe(200);
    expect(
      await within(1000, () => onB(`/events/${created.json.slug}/${day}`, 'Cancelled')),
    ).toBeLessThanOrEqual(1000);
  });

  it('a scheduled event: published once, by one instance, then on A’s and B’s pages', async () => {
    const { a, b } = cluster();
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    // Both render What's on by category first, so a stale page would show.
    for (const base of [a, b])
      expect((await call(base, '/events?category=youth')).status).toBe(200);
    const title = `Youth retreat ${marker()}`;
    const created = await call(a, '/api/events', {
      token,
      json: {
        title: { en: title },
        category: 'youth',
        start: `${day}T09:00`,
        end: `${day}T17:00`,
        publishAt: new Date(Date.now() + 2_000).toISOString(),
      },
    });
    expect(created.status).toBe(201);
    expect((await call(b, `/events/${created.json.slug}`)).status).toBe(404);
    const shown = async (base: string) =>
      (await call(base, '/events?category=youth')).text.includes(title) &&
      (await call(base, `/events/${created.json.slug}`)).status === 200;
    // The jobs look every 5 s at most; the time is 2 s away.
    expect(await within(12_000, () => shown(a))).toBeLessThanOrEqual(12_000);
    expect(await within(1000, () => shown(b))).toBeLessThanOrEqual(1000);
    const log = (await call(a, '/api/activity?page=1', { token })).json as {
      entries: { action: string; target: string }[];
    };
    const published = log.entries.filter(
      (entry) => entry.action === 'event.publish-scheduled' && entry.target === title,
    );
    expect(published).toHaveLength(1);
  });

  it('a page added on A: in the menu B serves within 1 s; renamed on A, B answers 308; retired on A, B answers 410', async () => {
    const { a, b } = cluster();
    // B renders and caches a page with the menu first, so a stale menu would show.
    expect((await call(b, '/liturgy/divine-liturgy')).status).toBe(200);
    const slug = `cluster-${randomBytes(3).toString('hex')}`;
    const name = `Pysanka workshop ${slug}`;
    const created = await call(a, '/api/pages', {
      token,
      json: { slug, section: 'about-us', title: { en: name, ua: name }, showInMenu: true },
    });
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    expect(
      await within(1000, async () =>
        (await call(b, '/liturgy/divine-liturgy')).text.includes(`href="/about-us/${slug}"`),
      ),
    ).toBeLessThanOrEqual(1000);
    expect((await call(b, `/about-us/${slug}`)).status).toBe(200);

    const renamed = await call(a, `/api/pages/${id}`, {
      method: 'PATCH',
      token,
      json: { slug: `${slug}-moved` },
    });
    expect(renamed.status).toBe(200);
    expect(
      await within(1000, async () => (await call(b, `/about-us/${slug}`)).status === 308),
    ).toBeLessThanOrEqual(1000);

    expect((await call(a, `/api/pages/${id}`, { method: 'DELETE', token })).status).toBe(200);
    // B hears of the retirement through the same invalidation as every write (lib/cache), and
    // reloads its retired addresses then (lib/pages/gone-paths.ts).
    expect(
      await within(1000, async () => (await call(b, `/ua/about-us/${slug}-moved`)).status === 410),
    ).toBeLessThanOrEqual(1000);
    expect((await call(b, `/ua/about-us/${slug}-moved`)).text).toContain(
      'Цієї сторінки більше немає',
    );
  });

  it('a draft scheduled on A goes live on B at its time, with no request to A after scheduling', async () => {
    const { a, b } = cluster();
    const slug = `cluster-scheduled-${randomBytes(3).toString('hex')}`;
    const created = await call(a, '/api/pages', {
      token,
      json: { slug, section: 'about-us', title: { en: slug, ua: slug }, showInMenu: false },
    });
    expect(created.status).toBe(201);
    const before = marker();
    const after = marker();
    const write = (text: string, extra: object = {}) =>
      call(a, `/api/content/${slug}`, {
        method: 'PUT',
        token,
        json: {
          title: { en: slug, ua: slug },
          content: { en: paragraph(text), ua: paragraph(text) },
          ...extra,
        },
      });
    expect((await write(before)).status).toBe(200);
    // B renders and caches the page first, so a stale cache would show.
    expect((await call(b, `/about-us/${slug}`)).text).toContain(before);
    const publishAt = Date.now() + 8_000;
    const scheduled = await write(after, { publishAt: new Date(publishAt).toISOString() });
    expect(scheduled.json).toMatchObject({ status: 'draft' });

    // From here on only B is asked: the job (on either instance) publishes the draft at its time.
    let firstSeen = Infinity;
    const waited = await within(20_000, async () => {
      const page = await call(b, `/about-us/${slug}`);
      expect(page.status).toBe(200);
      if (!page.text.includes(after)) return false;
      firstSeen = Date.now();
      return true;
    });
    expect(waited).toBeLessThan(20_000);
    // Not before its time, and at its time: the jobs wake for the draft, not on a slow poll.
    expect(firstSeen).toBeGreaterThanOrEqual(publishAt);
    expect(firstSeen - publishAt).toBeLessThanOrEqual(1_500);
    expect((await call(b, `/ua/about-us/${slug}`)).text).toContain(after);
    const record = await call(b, `/api/content/${slug}`);
    expect(JSON.stringify(record.json.content.en)).toContain(after);
    expect((await call(b, `/api/content/${slug}?draft=1`, { token })).text).toBe('null');
  });

  it('a bulletin uploaded on A: listed on B, its file served by B byte for byte, gone from B after a delete on A', async () => {
    const { a, b, dataDirs } = cluster();
    expect((await call(b, '/bulletins')).status).toBe(200);
    const title = `Bulletin ${marker()}`;
    const pdf = tinyPdf(title);
    const form = new FormData();
    form.append('title', title);
    form.append('date', '2026-12-06');
    form.append('label', 'Weekly');
    form.append(
      'file',
      new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }),
      'bulletin.pdf',
    );
    const uploaded = await call(a, '/api/bulletins', { token, body: form });
    expect(uploaded.status).toBe(201);
    const fileUrl = uploaded.json.fileUrl as string;

    expect(
      await within(1000, async () => (await call(b, '/bulletins')).text.includes(title)),
    ).toBeLessThanOrEqual(1000);
    const served = await fetch(`${b}${fileUrl}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);
    const etag = served.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await fetch(`${b}${fileUrl}`, { headers: { 'if-none-match': etag! } })).status).toBe(
      304,
    );
    const range = await fetch(`${b}${fileUrl}`, { headers: { range: 'bytes=0-4' } });
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer()).toString('latin1')).toBe('%PDF-');

    expect(
      (await call(a, `/api/bulletins/${uploaded.json.id}`, { method: 'DELETE', token })).status,
    ).toBeLessThan(300);
    expect(
      await within(1000, async () => (await fetch(`${b}${fileUrl}`)).status === 404),
    ).toBeLessThanOrEqual(1000);
    // Nothing of it was ever written under either instance's data directory.
    for (const dir of dataDirs)
      expect(filesUnder(dir).filter((file) => !file.endsWith('.db'))).toEqual([]);
  });
});

describe('nginx micro-cache (deploy/nginx/parish.conf)', () => {
  it('serves anonymous pages from its cache, never the API or a signed-in request', async () => {
    const { front } = cluster();
    // Entries are per half second: of a few requests in a row, the later ones are answered by nginx.
    const statuses: (string | null)[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await call(front, '/covenant-of-care');
      expect(answer.status).toBe(200);
      statuses.push(answer.headers.get('x-cache-status'));
    }
    expect(statuses).toContain('HIT');
    expect((await call(front, '/covenant-of-care', { token })).headers.get('x-cache-status')).toBe(
      'BYPASS',
    );
    expect(
      (
        await call(front, '/covenant-of-care', {
          headers: { cookie: `parish.session=${token}` },
        })
      ).headers.get('x-cache-status'),
    ).toBe('BYPASS');
    expect((await call(front, '/api/settings')).headers.get('x-cache-status')).toBeNull();
    // Per-request pages (a fresh CSP nonce each time) are never stored.
    await call(front, '/login');
    expect((await call(front, '/login')).headers.get('x-cache-status')).toMatch(/MISS|EXPIRED/);
  });

  it('keeps the language cookie apart: an English URL redirects a Ukrainian visitor', async () => {
    const { front } = cluster();
    for (let i = 0; i < 2; i++) expect((await call(front, '/contact-us')).status).toBe(200);
    const redirected = await call(front, '/contact-us', { headers: { cookie: 'language=ua' } });
    expect(redirected.status).toBe(307);
    expect(redirected.headers.get('location')).toBe('/ua/contact-us');
  });

  it('after an edit, the page through nginx shows the change within 1 s', async () => {
    const { front, a } = cluster();
    // Visitors keep the page in nginx's cache (anonymous requests, no token).
    for (let i = 0; i < 3; i++) expect((await call(front, '/parish-history')).status).toBe(200);
    const current = (await call(a, '/api/content/parish-history')).json;
    const text = marker();
    const saved = await call(a, '/api/content/parish-history', {
      method: 'PUT',
      token,
      json: {
        // Nothing is seeded as page content: the first test to save finds no record (null).
        title: current?.title ?? { en: 'Parish History', ua: 'Історія парафії' },
        content: { en: paragraph(text), ua: current?.content.ua ?? paragraph('Історія') },
        version: current?.version ?? 0,
      },
    });
    expect(saved.status).toBe(200);
    expect(
      await within(1000, async () => (await call(front, '/parish-history')).text.includes(text)),
    ).toBeLessThanOrEqual(1000);
  });
});

// Last in this file: it stops the shared database.
describe('PostgreSQL stopped for 10 s under light traffic', () => {
  it('answers no 500 and no HTML from the API, pages in the visitor language, and recovers by itself', async () => {
    const { front, a, b, postgres } = cluster();
    // Pages visitors already saw are cached; /bulletins?page=7 and the dashboard are not.
    for (const path of ['/', '/ua', '/parish-history'])
      expect((await call(front, path)).status).toBe(200);

    stopPostgresServer(postgres);
    const seen: { path: string; status: number; type: string; text: string }[] = [];
    const stopAt = Date.now() + 10_000;
    try {
      while (Date.now() < stopAt) {
        for (const [base, path] of [
          [front, '/'],
          [front, '/ua'],
          [a, '/api/auth/me'],
          [b, '/api/settings'],
          [a, '/api/content/parish-history'],
          [front, '/bulletins?page=7'],
          [front, '/ua/bulletins?page=7'],
          [b, '/api/bulletins'],
          // Staff pages too: the dashboard (signed in by its cookie) and the sign-in page.
          [front, '/ua/dashboard'],
          [front, '/login'],
        ] as const) {
          const answer = await call(base, path, {
            token,
            headers: path.endsWith('/dashboard') ? { cookie: `parish.session=${token}` } : {},
          });
          seen.push({
            path,
            status: answer.status,
            type: answer.headers.get('content-type') ?? '',
            text: answer.text,
          });
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    } finally {
      startPostgresServer(postgres);
    }

    expect(
      seen
        .filter((answer) => answer.status >= 500 && answer.status !== 503)
        .map((a) => `${a.path} ${a.status}`),
    ).toEqual([]);
    for (const answer of seen.filter((entry) => entry.path.startsWith('/api/'))) {
      expect(answer.type, answer.path).toContain('application/json');
      if (answer.status === 503) expect(answer.text).toContain('database_unavailable');
    }
    // Pages that could not be rendered: 503 (try again), our own page, in the visitor's language,
    // the dashboard's and the sign-in page's included.
    expect(seen.some((entry) => entry.path === '/ua/dashboard' && entry.status === 503)).toBe(true);
    expect(seen.some((entry) => entry.path === '/login' && entry.status === 503)).toBe(true);
    const failedPages = seen.filter(
      (entry) => !entry.path.startsWith('/api/') && entry.status !== 200,
    );
    expect(failedPages.length).toBeGreaterThan(0);
    for (const page of failedPages) {
      expect(page.status, page.path).toBe(503);
      const ukrainian = page.path.startsWith('/ua');
      expect(page.text, page.path).toContain(ukrainian ? '<html lang="uk"' : '<html lang="en"');
      expect(page.text, page.path).toContain(
        ukrainian ? 'Щось пішло не так' : 'Something went wrong',
      );
    }
    // Pages visitors had seen before the outage kept being served from the cache.
    for (const entry of seen.filter((answer) => answer.path === '/' || answer.path === '/ua')) {
      expect(entry.status, entry.path).toBe(200);
    }
    expect(seen.some((answer) => answer.path === '/api/settings' && answer.status === 503)).toBe(
      true,
    );

    // Back without a restart of the app.
    expect(
      await within(
        20_000,
        async () =>
          (await call(a, '/api/health')).status === 200 &&
          (await call(b, '/api/health')).status === 200,
      ),
    ).toBeLessThan(20_000);
    // A real answer again: there is no 7th page of bulletins.
    expect((await call(front, '/bulletins?page=7')).status).toBe(404);
    expect((await call(b, '/api/settings')).status).toBe(200);
  }, 90_000);
});
