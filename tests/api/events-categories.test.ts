import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, baseUrl, registerUser, userId, type TestUser } from '../support/api';

// Staff-managed categories of events: bilingual, in the activity log, and never deleted from
// under an event. Other files share this server: every category here has a unique slug.

let editor: TestUser;
let pending: TestUser;
const id = randomBytes(4).toString('hex');
const events: string[] = [];
const slugs: string[] = [];

interface Category {
  slug: string;
  name: { en: string; ua: string };
}

beforeAll(async () => {
  editor = await registerUser('categories-editor');
  const approved = await api(`/api/users/${await userId(editor.username)}`, {
    method: 'PATCH',
    token: adminToken(),
    json: { role: 'editor' },
  });
  expect(approved.status).toBe(200);
  pending = await registerUser('categories-pending');
});

afterAll(async () => {
  for (const event of events)
    await api(`/api/events/${event}`, { method: 'DELETE', token: adminToken() });
  for (const slug of slugs)
    await api(`/api/events/categories/${slug}`, { method: 'DELETE', token: adminToken() });
});

const list = async () => (await api<Category[]>('/api/events/categories')).body;

describe('categories of events', () => {
  it('an editor adds, renames and deletes a category; every write is logged', async () => {
    const created = await api<Category>('/api/events/categories', {
      method: 'POST',
      token: editor.token,
      json: { name: { en: `Choir ${id}`, ua: `Хор ${id}` } },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      slug: `choir-${id}`,
      name: { en: `Choir ${id}`, ua: `Хор ${id}` },
    });
    slugs.push(created.body.slug);
    expect(await list()).toContainEqual(created.body);

    const renamed = await api<Category>(`/api/events/categories/choir-${id}`, {
      method: 'PATCH',
      token: editor.token,
      json: { name: { ua: `Церковний хор ${id}` } },
    });
    expect(renamed.status).toBe(200);
    // The language not sent keeps its name.
    expect(renamed.body.name).toEqual({ en: `Choir ${id}`, ua: `Церковний хор ${id}` });

    // What's on names it and filters by it at once.
    const page = await fetch(`${baseUrl()}/ua/events?category=choir-${id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`Церковний хор ${id}`);

    const removed = await api(`/api/events/categories/choir-${id}`, {
      method: 'DELETE',
      token: editor.token,
    });
    expect(removed.status).toBe(204);
    expect((await list()).map((category) => category.slug)).not.toContain(`choir-${id}`);

    const log = await api<{ entries: { action: string; target: string }[] }>(
      '/api/activity?page=1',
      { token: adminToken() },
    );
    const actions = log.body.entries
      .filter((entry) => entry.target.includes(id))
      .map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'event-category.create',
        'event-category.update',
        'event-category.delete',
      ]),
    );
  });

  it('refuses to delete a category in use (409 category_in_use) and changes nothing', async () => {
    const slug = `youth-group-${id}`;
    const created = await api('/api/events/categories', {
      method: 'POST',
      token: editor.token,
      json: { slug, name: { en: `Youth group ${id}` } },
    });
    expect(created.status).toBe(201);
    slugs.push(slug);
    const event = await api('/api/events', {
      method: 'POST',
      token: editor.token,
      json: {
        title: { en: `Youth night ${id}` },
        category: slug,
        start: '2027-03-05T19:00',
        end: '2027-03-05T21:00',
      },
    });
    expect(event.status).toBe(201);
    events.push(event.body.id);
    const refused = await api(`/api/events/categories/${slug}`, {
      method: 'DELETE',
      token: editor.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'conflict', reason: 'category_in_use' });
    expect((await list()).map((category) => category.slug)).toContain(slug);
    const stored = await api(`/api/events/${event.body.id}`, { token: editor.token });
    expect(stored.body.category).toBe(slug);
  });

  it('refuses bad input, a taken slug, strangers and pending accounts', async () => {
    const before = await list();
    // null: signed out (undefined would take the default).
    const post = (json: unknown, token: string | null = editor.token) =>
      api('/api/events/categories', { method: 'POST', token: token ?? undefined, json });
    expect((await post({ name: { en: '' } })).status).toBe(400);
    expect((await post({ name: { en: 'x'.repeat(81) } })).status).toBe(400);
    expect((await post({ slug: 'Not A Slug', name: { en: 'Bad' } })).status).toBe(400);
    expect((await post({ name: { en: 'Extra', fr: 'Extra' } })).status).toBe(400);
    const taken = await post({ slug: 'parish-life', name: { en: 'Parish life again' } });
    expect(taken.status).toBe(409);
    expect(taken.body.error.reason).toBe('category_exists');
    expect((await post({ name: { en: `Stranger ${id}` } }, null)).status).toBe(401);
    expect((await post({ name: { en: `Pending ${id}` } }, pending.token)).status).toBe(403);
    const patch = (slug: string, json: unknown, token: string | null = editor.token) =>
      api(`/api/events/categories/${slug}`, { method: 'PATCH', token: token ?? undefined, json });
    expect((await patch('parish-life', { name: { en: '' } })).status).toBe(400);
    expect((await patch(`no-such-${id}`, { name: { en: 'x' } })).status).toBe(404);
    expect((await patch('parish-life', { name: { en: 'x' } }, null)).status).toBe(401);
    const stranger = await api('/api/events/categories/parish-life', { method: 'DELETE' });
    expect(stranger.status).toBe(401);
    expect(
      (await api(`/api/events/categories/no-such-${id}`, { method: 'DELETE', token: editor.token }))
        .status,
    ).toBe(404);
    expect(await list()).toEqual(before);
  });
});
