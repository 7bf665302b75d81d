import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, baseUrl } from '../support/api';
import { escaped } from '../support/html';

// The visitors' side of events as a crawler sees it: server-rendered pages in both languages, the
// month's bounds, the calendars, the sitemap and search. Other files share the server: this one's
// event has a unique title and is deleted again.

const id = randomBytes(4).toString('hex');
const title = { en: `Parish picnic ${id}`, ua: `Парафіяльний пікнік ${id}` };
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
let event: { id: string; slug: string };
let date: string;

async function get(path: string) {
  const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: await response.text(),
  };
}

beforeAll(async () => {
  const created = await api('/api/events', {
    token: adminToken(),
    json: {
      title,
      description: {
        en: {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Games and food' }] }],
        },
      },
      category: 'parish-life',
      start: `${day(2)}T11:00`,
      end: `${day(2)}T15:00`,
      repeat: { rrule: 'FREQ=WEEKLY;COUNT=3' },
      livestreamUrl: 'https://www.youtube.com/watch?v=abc',
    },
  });
  expect(created.status).toBe(201);
  event = created.body;
  date = day(2);
});

afterAll(async () => {
  await api(`/api/events/${event.id}`, { method: 'DELETE', token: adminToken() });
});

describe('visitor pages of events', () => {
  it('What’s on, the month, the event and one date, in both languages', async () => {
    const [year, month] = date.split('-').map(Number) as [number, number];
    for (const [prefix, name] of [
      ['', title.en],
      ['/ua', title.ua],
    ] as const) {
      for (const path of [
        '/events',
        `/events/${year}/${month}`,
        `/events/${event.slug}`,
        `/events/${event.slug}/${date}`,
      ]) {
        const page = await get(`${prefix}${path}`);
        expect(page.status, `${prefix}${path}`).toBe(200);
        expect(page.text, `${prefix}${path}`).toContain(name);
      }
    }
    const monthPage = await get(`/events/${year}/${month}`);
    expect(monthPage.text).toMatch(/<table class="month-table"><caption>Events in /);
    expect(monthPage.text.match(/<th scope="col">/g)).toHaveLength(7);
  });

  it('Event JSON-LD on a date’s page: offsets, place, mixed attendance', async () => {
    const page = await get(`/events/${event.slug}/${date}`);
    const blocks = [...page.text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
    const data = blocks
      .map((match) => JSON.parse(match[1]!))
      .find((item) => item['@type'] === 'Event');
    expect(data).toMatchObject({
      name: title.en,
      startDate: expect.stringMatching(new RegExp(`^${date}T11:00:00[+-]\\d{2}:\\d{2}$`)),
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
      location: [
        { '@type': 'Place', address: { '@type': 'PostalAddress' } },
        { '@type': 'VirtualLocation' },
      ],
    });
  });

  it('answers 404 for a month beyond 24 months, a date the event has not, an unknown event', async () => {
    const far = new Date().getUTCFullYear() + 3;
    expect((await get(`/events/${far}/1`)).status).toBe(404);
    expect((await get(`/events/${event.slug}/${day(3)}`)).status).toBe(404);
    expect((await get(`/events/no-such-event-${id}`)).status).toBe(404);
  });

  it('answers 404 for an unknown category, a page past the end or not a number, in both languages', async () => {
    for (const prefix of ['', '/ua']) {
      for (const query of [
        'category=no-such-category',
        'category=Not%20a%20slug',
        'page=999',
        'page=abc',
        'category=parish-life&page=999',
        'category=parish-life&page=x',
      ]) {
        const page = await get(`${prefix}/events?${query}`);
        expect(page.status, `${prefix}/events?${query}`).toBe(404);
        expect(page.text).toContain('not-found');
      }
    }
    const filtered = await get('/events?category=parish-life');
    expect(filtered.status).toBe(200);
    expect(filtered.text).toContain(title.en);
    expect(filtered.text).toContain('<option value="parish-life" selected="">');
    // Canonical to itself: each category is its own address.
    expect(filtered.text).toMatch(
      /<link rel="canonical" href="[^"]*\/events\?category=parish-life"/,
    );
    const other = await get('/ua/events?category=youth');
    expect(other.status).toBe(200);
    expect(other.text).not.toContain(title.ua);
    // The plain form's empty category is every category.
    expect((await get('/events?category=')).text).toContain(title.en);
  });

  it('shows the weekly services beside the events on request, without JavaScript', async () => {
    const [year, month] = date.split('-').map(Number) as [number, number];
    const services =
      await api<{ title: { en: string; ua: string }; schedule: unknown }[]>('/api/services');
    const scheduled = services.body.filter((service) => service.schedule);
    expect(scheduled.length).toBeGreaterThan(0);
    const plain = await get(`/events/${year}/${month}`);
    expect(plain.text).not.toContain('class="month-service"');
    expect(plain.text).toContain(`href="/events/${year}/${month}?services=1"`);
    expect(plain.text).toContain('Show weekly services');
    for (const [prefix, lang] of [
      ['', 'en'],
      ['/ua', 'ua'],
    ] as const) {
      const page = await get(`${prefix}/events/${year}/${month}?services=1`);
      expect(page.status).toBe(200);
      expect(page.text).toContain('class="month-service"');
      expect(page.text).toContain(escaped(scheduled[0]!.title[lang]));
      expect(page.text).toContain(title[lang]);
      expect(page.text).toContain(`href="${prefix}/events/${year}/${month}"`);
    }
    const far = new Date().getUTCFullYear() + 3;
    expect((await get(`/events/${far}/1?services=1`)).status).toBe(404);
  });

  it('calendars per language and per event; the sitemap; the home page; search', async () => {
    const all = await get('/events.ics');
    expect(all.type).toContain('text/calendar');
    expect(all.text).toContain(`UID:event-${event.id}@`);
    const own = await get(`/ua/events/${event.slug}.ics`);
    expect(own.text).toContain(`SUMMARY;LANGUAGE=uk:${title.ua}`);
    expect(own.text).toContain('RRULE:FREQ=WEEKLY;COUNT=3');
    expect((await get('/events.ics?category=no-such')).status).toBe(404);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.text).toContain(`/events/${event.slug}/${date}</loc>`);
    expect(sitemap.text).toContain(`/ua/events/${event.slug}</loc>`);
    expect((await get('/')).text).toContain(title.en);
    // Word forms find each other: «пікніка» finds «пікнік», "picnics" finds "picnic".
    for (const [words, lang] of [
      [`пікніка ${id}`, 'ua'],
      [`picnics ${id}`, 'en'],
    ] as const) {
      const found = await api(`/api/search?q=${encodeURIComponent(words)}&lang=${lang}`);
      expect(JSON.stringify(found.body), words).toContain(`/events/${event.slug}`);
    }
  });
});
