import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, baseUrl, registerUser, type TestUser } from '../support/api';
import { escaped } from '../support/html';

// Other files share this server and database: every test makes its own announcements, finds them
// by their unique titles, and deletes them again, so the home page ends as it began.

interface Announcement {
  id: string;
  title: { en: string; ua: string };
  subtitle: { en: string; ua: string };
  body: { en: string; ua: string };
  imageUrl: string | null;
  published: boolean;
  date: string;
  sortOrder: number | null;
}

let pending: TestUser;
const created: string[] = [];

beforeAll(async () => {
  pending = await registerUser('announcements-pending');
});

afterAll(async () => {
  for (const id of created) {
    await api(`/api/announcements/${id}`, { method: 'DELETE', token: adminToken() });
  }
});

const tag = () => randomBytes(4).toString('hex');

function sample(overrides: Partial<Announcement> = {}) {
  const id = tag();
  return {
    title: { en: `Parish picnic ${id}`, ua: `Парафіяльний пікнік ${id}` },
    subtitle: { en: `Sunday after Liturgy ${id}`, ua: `Неділя після Літургії ${id}` },
    body: { en: `Bring a dish to share ${id}.`, ua: `Принесіть страву для всіх ${id}.` },
    published: true,
    date: '2099-06-01',
    ...overrides,
  };
}

async function create(json: unknown, token = adminToken()) {
  const response = await api('/api/announcements', { method: 'POST', token, json });
  if (response.status === 201) created.push(response.body.id);
  return response;
}

const publicList = async () => (await api<Announcement[]>('/api/announcements')).body;
const allList = async () =>
  (await api<Announcement[]>('/api/announcements?all=1', { token: adminToken() })).body;

async function page(path: string) {
  const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' });
  expect(response.status).toBe(200);
  return response.text();
}

describe('the seeded announcements', () => {
  it('are the specification’s three sample cards, published, in both languages and in order', async () => {
    const titles = (await publicList()).map((item) => item.title);
    const order = ['Easter Celebration', 'Youth Group', 'Community Outreach'].map((en) =>
      titles.findIndex((title) => title.en === en),
    );
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(titles[order[0]!]!.ua).toBe('Святкування Великодня');
    expect(titles[order[1]!]!.ua).toBe('Молодіжна група');
    expect(titles[order[2]!]!.ua).toBe('Допомога громаді');
  });
});

describe('an announcement created through the API', () => {
  it('answers 201 with the stored shape, filling in what was left out', async () => {
    const response = await create({ title: { en: `Minimal ${tag()}` }, date: '2001-02-03' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      title: { en: expect.stringMatching(/^Minimal /), ua: '' },
      subtitle: { en: '', ua: '' },
      body: { en: '', ua: '' },
      imageUrl: null,
      published: false,
      date: '2001-02-03',
      sortOrder: null,
    });
  });

  it('appears on / in English and on /ua in Ukrainian, and disappears when deleted', async () => {
    const input = sample({ imageUrl: '/uploads/images/picnic-1200.webp' });
    const { body: item } = await create(input);
    expect((await publicList())[0]).toEqual({ ...item, imageUrl: input.imageUrl });

    const en = await page('/');
    const uk = await page('/ua');
    for (const text of [input.title.en, input.subtitle.en, input.body.en]) {
      expect(en).toContain(escaped(text));
    }
    for (const text of [input.title.ua, input.subtitle.ua, input.body.ua]) {
      expect(uk).toContain(escaped(text));
    }
    expect(en).not.toContain(escaped(input.title.ua));
    expect(uk).not.toContain(escaped(input.title.en));
    expect(en).toMatch(
      /<img class="update-card__image" src="\/uploads\/images\/picnic-1200.webp" alt=""/,
    );

    const deleted = await api(`/api/announcements/${item.id}`, {
      method: 'DELETE',
      token: adminToken(),
    });
    expect(deleted.status).toBe(204);
    expect(await page('/')).not.toContain(escaped(input.title.en));
    expect(await page('/ua')).not.toContain(escaped(input.title.ua));
    expect((await publicList()).some((entry) => entry.id === item.id)).toBe(false);
    expect(
      (await api(`/api/announcements/${item.id}`, { method: 'DELETE', token: adminToken() }))
        .status,
    ).toBe(404);
  });

  it('shows the English text on /ua where the Ukrainian is left empty', async () => {
    const input = sample({ title: { en: `English only ${tag()}`, ua: '' } });
    await create(input);
    const uk = await page('/ua');
    expect(uk).toContain(`<h3 lang="en">${escaped(input.title.en)}</h3>`);
  });

  it('answers 400 for a GET with an unknown parameter', async () => {
    expect((await api('/api/announcements?all=maybe', { token: adminToken() })).status).toBe(400);
  });
});

describe('unpublished announcements', () => {
  it('never show to visitors until published, and go again when unpublished', async () => {
    const input = sample({ published: false, date: '2100-01-01' });
    const { body: item } = await create(input);
    const hidden = async () => {
      expect((await publicList()).some((entry) => entry.id === item.id)).toBe(false);
      expect(await page('/')).not.toContain(escaped(input.title.en));
      expect(await page('/ua')).not.toContain(escaped(input.title.ua));
    };
    await hidden();
    // Administrators see it in the dashboard's list.
    expect((await allList()).find((entry) => entry.id === item.id)).toEqual(item);

    const published = await api<Announcement>(`/api/announcements/${item.id}`, {
      method: 'PUT',
      token: adminToken(),
      json: { published: true },
    });
    expect(published.status).toBe(200);
    expect(published.body).toEqual({ ...item, published: true });
    expect(await page('/')).toContain(escaped(input.title.en));
    expect(await page('/ua')).toContain(escaped(input.title.ua));

    await api(`/api/announcements/${item.id}`, {
      method: 'PUT',
      token: adminToken(),
      json: { published: false },
    });
    await hidden();
  });
});

describe('order', () => {
  it('is newest first by date, then by creation; a pin (sortOrder) puts one above newer ones', async () => {
    const older = (await create(sample({ date: '2098-01-01' }))).body;
    const newer = (await create(sample({ date: '2098-06-01' }))).body;
    const sameDayLater = (await create(sample({ date: '2098-06-01' }))).body;
    const positions = async () => {
      const ids = (await publicList()).map((entry) => entry.id);
      return [sameDayLater, newer, older].map((entry) => ids.indexOf(entry.id));
    };
    const [a, b, c] = await positions();
    expect(a).toBeGreaterThanOrEqual(0);
    expect(a).toBeLessThan(b!);
    expect(b).toBeLessThan(c!);

    const pinned = await api<Announcement>(`/api/announcements/${older.id}`, {
      method: 'PUT',
      token: adminToken(),
      json: { sortOrder: 0 },
    });
    expect(pinned.body.sortOrder).toBe(0);
    expect((await publicList())[0]!.id).toBe(older.id);

    await api(`/api/announcements/${older.id}`, {
      method: 'PUT',
      token: adminToken(),
      json: { sortOrder: null },
    });
    const [x, y, z] = await positions();
    expect(x).toBeLessThan(y!);
    expect(y).toBeLessThan(z!);
  });
});

describe('bad input', () => {
  const refused: [string, unknown][] = [
    ['no English title', { ...sample(), title: { en: '  ', ua: 'Назва' } }],
    ['a language that is not configured', { ...sample(), title: { en: 'A', ua: 'Б', de: 'C' } }],
    ['an unknown field', { ...sample(), author: 'me' }],
    ['no date', { title: { en: 'A' } }],
    ['an impossible date', sample({ date: '2024-02-30' })],
    ['a javascript: picture', sample({ imageUrl: 'javascript:alert(1)' } as never)],
    ['a plain-http picture', sample({ imageUrl: 'http://example.org/a.jpg' } as never)],
    ['a data: picture', sample({ imageUrl: 'data:image/png;base64,iVBORw0KGgo=' } as never)],
    ['a picture outside the uploads', sample({ imageUrl: '/uploads/../secret' } as never)],
    ['published as text', sample({ published: 'yes' } as never)],
    ['a title too long', sample({ title: { en: 'x'.repeat(121), ua: '' } })],
  ];

  it.each(refused)('POST with %s answers 400 and stores nothing', async (_what, json) => {
    const before = (await allList()).length;
    const response = await create(json);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect((await allList()).length).toBe(before);
  });

  it('PUT with bad fields or nothing to change answers 400 and changes nothing', async () => {
    const { body: item } = await create(sample());
    for (const json of [{}, { title: { en: '' } }, { date: 'tomorrow' }, { sortOrder: -1 }]) {
      const response = await api(`/api/announcements/${item.id}`, {
        method: 'PUT',
        token: adminToken(),
        json,
      });
      expect(response.status).toBe(400);
    }
    expect((await allList()).find((entry) => entry.id === item.id)).toEqual(item);
  });

  it('PUT or DELETE of an announcement that does not exist answers 404', async () => {
    for (const id of ['nosuchannouncement', '..%2Fx']) {
      const put = await api(`/api/announcements/${id}`, {
        method: 'PUT',
        token: adminToken(),
        json: { published: true },
      });
      expect(put.status).toBe(404);
      const del = await api(`/api/announcements/${id}`, { method: 'DELETE', token: adminToken() });
      expect(del.status).toBe(404);
    }
  });
});

describe('who may change announcements', () => {
  it('anonymous visitors get 401 and pending accounts 403, and nothing changes', async () => {
    const { body: item } = await create(sample());
    for (const [token, status] of [
      [undefined, 401],
      [pending.token, 403],
    ] as const) {
      expect((await api('/api/announcements?all=1', { token })).status).toBe(status);
      const post = await api('/api/announcements', { method: 'POST', token, json: sample() });
      expect(post.status).toBe(status);
      const put = await api(`/api/announcements/${item.id}`, {
        method: 'PUT',
        token,
        json: { published: false },
      });
      expect(put.status).toBe(status);
      expect(put.body.error.code).toBe(status === 401 ? 'unauthorized' : 'forbidden');
      const del = await api(`/api/announcements/${item.id}`, { method: 'DELETE', token });
      expect(del.status).toBe(status);
    }
    expect((await publicList()).find((entry) => entry.id === item.id)).toEqual(item);
  });
});
