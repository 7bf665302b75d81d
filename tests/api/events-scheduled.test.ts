import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { adminToken, api, baseUrl } from '../support/api';

// Drafts and scheduled publishing of events, as pages have them: visitors, the calendars, the
// sitemap and search never see a draft or an event whose time has not come; the start-up jobs
// (lib/startup/jobs.ts) publish it at its time. Other files share this server: every event here
// has a unique title and is deleted again.

const id = randomBytes(4).toString('hex');
const created: string[] = [];
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

afterAll(async () => {
  for (const event of created)
    await api(`/api/events/${event}`, { method: 'DELETE', token: adminToken() });
});

async function create(json: Record<string, unknown>) {
  const response = await api<{ id: string; slug: string }>('/api/events', {
    method: 'POST',
    token: adminToken(),
    json: {
      category: 'parish-life',
      start: `${day(3)}T18:00`,
      end: `${day(3)}T20:00`,
      ...json,
    },
  });
  expect(response.status).toBe(201);
  created.push(response.body.id);
  return response.body;
}

async function text(path: string) {
  const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' });
  return { status: response.status, text: await response.text() };
}

/** Everything a visitor or a crawler could find the event by. */
async function visible(slug: string, title: string) {
  const [page, date, list, feed, sitemap, window, found] = await Promise.all([
    text(`/events/${slug}`),
    text(`/events/${slug}/${day(3)}`),
    text('/events'),
    text('/events.ics'),
    text('/sitemap.xml'),
    api<{ occurrences: { slug: string }[] }>(`/api/events?from=${day(0)}&to=${day(30)}`),
    api(`/api/search?q=${encodeURIComponent(title)}&lang=en`),
  ]);
  return {
    page: page.status === 200,
    date: date.status === 200,
    list: list.text.includes(title),
    feed: feed.text.includes(title),
    sitemap: sitemap.text.includes(`/events/${slug}<`),
    api: window.body.occurrences.some((occurrence) => occurrence.slug === slug),
    search: JSON.stringify(found.body).includes(`/events/${slug}`),
  };
}

const nowhere = {
  page: false,
  date: false,
  list: false,
  feed: false,
  sitemap: false,
  api: false,
  search: false,
};
const everywhere = Object.fromEntries(Object.keys(nowhere).map((key) => [key, true]));

describe('drafts and scheduled events', () => {
  it('a draft is seen by staff only; published, it is everywhere', async () => {
    const title = `Parish council ${id}`;
    const event = await create({ title: { en: title }, status: 'draft' });
    expect(await visible(event.slug, title)).toEqual(nowhere);
    expect((await api(`/api/events/${created.at(-1)}`)).status).toBe(404);
    const staff = await api<{ occurrences: { slug: string }[] }>(
      `/api/events?from=${day(0)}&to=${day(30)}&draft=1`,
      { token: adminToken() },
    );
    expect(staff.body.occurrences.map((occurrence) => occurrence.slug)).toContain(event.slug);
  });

  it('a scheduled event stays a draft until its time, then the jobs publish it', async () => {
    const title = `Blessing of waters ${id}`;
    const publishAt = new Date(Date.now() + 4_000).toISOString();
    const event = await create({ title: { en: title }, publishAt });
    const stored = await api(`/api/events/${created.at(-1)}`, { token: adminToken() });
    expect(stored.body).toMatchObject({ status: 'draft', publishAt });
    expect(await visible(event.slug, title)).toEqual(nowhere);
    await expect
      .poll(async () => (await api(`/api/events/${created.at(-1)}`)).body.status, {
        timeout: 20_000,
        interval: 500,
      })
      .toBe('published');
    const published = await api(`/api/events/${created.at(-1)}`);
    expect(published.body.publishAt).toBeNull();
    await expect
      .poll(() => visible(event.slug, title), { timeout: 20_000, interval: 1_000 })
      .toEqual(everywhere);
    const log = await api<{ entries: { action: string; target: string }[] }>(
      '/api/activity?page=1',
      { token: adminToken() },
    );
    expect(log.body.entries).toContainEqual(
      expect.objectContaining({ action: 'event.publish-scheduled', target: title }),
    );
  });

  it('a time already past publishes at once; Publish on a scheduled draft publishes now', async () => {
    const past = await create({
      title: { en: `Moleben ${id}` },
      publishAt: new Date(Date.now() - 60_000).toISOString(),
    });
    const pastId = created.at(-1)!;
    expect((await api(`/api/events/${pastId}`)).body).toMatchObject({
      status: 'published',
      publishAt: null,
    });
    expect(past.slug).toBeTruthy();
    await create({
      title: { en: `Vespers ${id}` },
      status: 'draft',
      publishAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const scheduledId = created.at(-1)!;
    const publish = await api(`/api/events/${scheduledId}`, {
      method: 'PATCH',
      token: adminToken(),
      json: { status: 'published' },
    });
    expect(publish.status).toBe(200);
    expect(publish.body).toMatchObject({ status: 'published', publishAt: null });
    const bad = await api(`/api/events/${scheduledId}`, {
      method: 'PATCH',
      token: adminToken(),
      json: { publishAt: 'tomorrow' },
    });
    expect(bad.status).toBe(400);
  });
});
