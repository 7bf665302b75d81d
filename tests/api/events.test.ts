import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, registerUser, userId, type TestUser } from '../support/api';

// The events API (issue 33, item 8). Other files share this server: every event here has a unique
// title and is deleted again; the settings this file changes are put back as they were.

let editor: TestUser;
let pending: TestUser;
let savedSettings: Record<string, unknown>;
const created: string[] = [];
const tag = () => randomBytes(4).toString('hex');

beforeAll(async () => {
  editor = await registerUser('events-editor');
  const approved = await api(`/api/users/${await userId(editor.username)}`, {
    method: 'PATCH',
    token: adminToken(),
    json: { role: 'editor' },
  });
  expect(approved.status).toBe(200);
  pending = await registerUser('events-pending');
  // The site pictures are their own fields of PUT; the rest is put back as it was.
  savedSettings = { ...(await api('/api/settings')).body };
  for (const key of ['heroImage', 'heroImageAlt', 'logo']) delete savedSettings[key];
  await putSettings({ timeZone: 'America/Winnipeg', paschalion: 'julian', feastStyle: 'new' });
});

afterAll(async () => {
  for (const id of created)
    await api(`/api/events/${id}`, { method: 'DELETE', token: adminToken() });
  await putSettings({});
});

async function putSettings(changes: Record<string, unknown>) {
  const response = await api('/api/settings', {
    method: 'PUT',
    token: adminToken(),
    json: { ...savedSettings, ...changes },
  });
  expect(response.status).toBe(200);
}

async function create(json: Record<string, unknown>, token = editor.token) {
  const response = await api('/api/events', { method: 'POST', token, json });
  if (response.status === 201) created.push(response.body.id);
  return response;
}

const occurrences = async (query: string, token?: string) =>
  (await api(`/api/events?${query}`, { token })).body.occurrences as {
    eventId: string;
    slug: string;
    date: string;
    start: string;
    end: string;
    cancelled: boolean;
    changed: boolean;
  }[];

const choir = (id: string) => ({
  title: { en: `Choir practice ${id}`, ua: `Спів хору ${id}` },
  category: 'parish-life',
  start: '2026-03-01T02:30',
  end: '2026-03-01T04:00',
  repeat: { rrule: 'FREQ=MONTHLY;BYDAY=1SU,2SU,3SU;UNTIL=20270630' },
});

describe('POST /api/events and GET /api/events', () => {
  it('creates a repeating event (201 {id, slug}) whose dates are expanded for the window', async () => {
    const id = tag();
    const response = await create(choir(id));
    expect(response.status).toBe(201);
    expect(Object.keys(response.body).sort()).toEqual(['id', 'slug']);
    expect(response.body.slug).toBe(`choir-practice-${id}`);
    const mine = (await occurrences('from=2026-03-01&to=2026-03-31')).filter(
      (o) => o.eventId === response.body.id,
    );
    // The spring-forward Sunday (8 March in Winnipeg): 02:30 does not exist, it is 03:30 CDT.
    expect(mine.map((o) => o.start)).toEqual([
      '2026-03-01T02:30:00-06:00',
      '2026-03-08T03:30:00-05:00',
      '2026-03-15T02:30:00-05:00',
    ]);
    expect(mine[0]).toMatchObject({
      slug: `choir-practice-${id}`,
      date: '2026-03-01',
      end: '2026-03-01T04:00:00-06:00',
      allDay: false,
      title: { en: `Choir practice ${id}`, ua: `Спів хору ${id}` },
      category: 'parish-life',
      cancelled: false,
      changed: false,
    });
  });

  it('skips and extra dates; an all-day event; the window is at most 400 days', async () => {
    const id = tag();
    const { body } = await create({
      ...choir(id),
      skip: ['2026-03-08'],
      extra: ['2026-03-10'],
    });
    const dates = (await occurrences('from=2026-03-01&to=2026-03-15'))
      .filter((o) => o.eventId === body.id)
      .map((o) => o.date);
    expect(dates).toEqual(['2026-03-01', '2026-03-10', '2026-03-15']);
    const picnic = await create({
      title: { en: `Picnic ${id}` },
      category: 'parish-life',
      start: '2026-07-12',
      end: '2026-07-12',
      allDay: true,
    });
    expect(picnic.status).toBe(201);
    const [day] = (await occurrences('from=2026-07-01&to=2026-07-31')).filter(
      (o) => o.eventId === picnic.body.id,
    );
    expect(day).toMatchObject({ date: '2026-07-12', start: '2026-07-12', allDay: true });
    expect((await api('/api/events?from=2026-01-01&to=2027-02-05')).status).toBe(400);
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const id = tag();
    const bad: [Record<string, unknown>, string][] = [
      [{ ...choir(id), end: '2026-03-01T01:00' }, 'end'],
      [{ ...choir(id), category: 'no-such-category' }, 'category'],
      [{ ...choir(id), repeat: { rrule: 'FREQ=MINUTELY' } }, 'repeat.rrule'],
      [{ ...choir(id), repeat: { rrule: 'FREQ=DAILY;DTSTART=20260101' } }, 'repeat.rrule'],
      [{ ...choir(id), start: '2026-02-30T10:00' }, 'start'],
      [{ ...choir(id), allDay: true }, 'start'],
    ];
    for (const [json, field] of bad) {
      const response = await create(json);
      expect(response.status, field).toBe(400);
      expect(response.body.error.fields, field).toHaveProperty([field]);
    }
    const all = await occurrences('from=2026-01-01&to=2027-01-31');
    expect(all.filter((o) => o.slug.includes(id))).toEqual([]);
  });

  it('lets editors and administrators write; signed-out 401, pending 403', async () => {
    expect((await api('/api/events', { method: 'POST', json: choir(tag()) })).status).toBe(401);
    expect((await create(choir(tag()), pending.token)).status).toBe(403);
    expect((await create(choir(tag()), adminToken())).status).toBe(201);
  });
});

describe('one event: GET, PATCH, DELETE, a date changed or cancelled', () => {
  it('changes and cancels a date, undoes it, and SEQUENCE rises', async () => {
    const { body } = await create(choir(tag()));
    const event = await api(`/api/events/${body.id}`);
    expect(event.status).toBe(200);
    expect(event.body).toMatchObject({ id: body.id, sequence: 0, changes: [] });

    const moved = await api(`/api/events/${body.id}/occurrences/2026-03-15`, {
      method: 'PUT',
      token: editor.token,
      json: { start: '2026-03-15T16:00', end: '2026-03-15T17:00', note: { en: 'In the hall' } },
    });
    expect(moved.status).toBe(200);
    const cancelled = await api(`/api/events/${body.id}/occurrences/2026-03-01`, {
      method: 'PUT',
      token: editor.token,
      json: { cancelled: true, reason: { en: 'Snow storm', ua: 'Хуртовина' } },
    });
    expect(cancelled.status).toBe(200);
    const notADate = await api(`/api/events/${body.id}/occurrences/2026-03-02`, {
      method: 'PUT',
      token: editor.token,
      json: { cancelled: true },
    });
    expect(notADate.status).toBe(404);

    const mine = (await occurrences('from=2026-03-01&to=2026-03-31')).filter(
      (o) => o.eventId === body.id,
    );
    expect(mine.map((o) => [o.date, o.start, o.cancelled, o.changed])).toEqual([
      ['2026-03-01', '2026-03-01T02:30:00-06:00', true, false],
      ['2026-03-08', '2026-03-08T03:30:00-05:00', false, false],
      ['2026-03-15', '2026-03-15T16:00:00-05:00', false, true],
    ]);
    expect((await api(`/api/events/${body.id}`)).body.sequence).toBe(2);

    const undo = await api(`/api/events/${body.id}/occurrences/2026-03-01`, {
      method: 'DELETE',
      token: editor.token,
    });
    expect(undo.status).toBe(204);
    const again = (await occurrences('from=2026-03-01&to=2026-03-01')).find(
      (o) => o.eventId === body.id,
    );
    expect(again?.cancelled).toBe(false);
  });

  it('PATCH checks the whole event; drafts are staff-only; DELETE removes it', async () => {
    const { body } = await create(choir(tag()));
    const bad = await api(`/api/events/${body.id}`, {
      method: 'PATCH',
      token: editor.token,
      json: { end: '2026-02-01T10:00' },
    });
    expect(bad.status).toBe(400);
    const draft = await api(`/api/events/${body.id}`, {
      method: 'PATCH',
      token: editor.token,
      json: { status: 'draft' },
    });
    expect(draft.status).toBe(200);
    expect((await api(`/api/events/${body.id}`)).status).toBe(404);
    const window = 'from=2026-03-01&to=2026-03-31';
    expect((await occurrences(window)).some((o) => o.eventId === body.id)).toBe(false);
    expect(
      (await occurrences(`${window}&draft=1`, editor.token)).some((o) => o.eventId === body.id),
    ).toBe(true);
    expect((await api(`/api/events?${window}&draft=1`)).status).toBe(401);
    const gone = await api(`/api/events/${body.id}`, { method: 'DELETE', token: editor.token });
    expect(gone.status).toBe(204);
    expect((await api(`/api/events/${body.id}`, { token: editor.token })).status).toBe(404);
  });
});

describe('the Church calendar', () => {
  it('Pascha-relative and fixed-feast series follow the settings', async () => {
    const id = tag();
    const palm = await create({
      title: { en: `Palm Sunday ${id}` },
      category: 'feasts-and-services',
      start: '2026-01-01T10:00',
      end: '2026-01-01T12:00',
      repeat: { pascha: -7 },
    });
    const nativity = await create({
      title: { en: `Nativity ${id}` },
      category: 'feasts-and-services',
      start: '2026-01-01T10:00',
      end: '2026-01-01T12:00',
      repeat: { churchDate: '12-25' },
    });
    const dates = async () =>
      (await occurrences('from=2026-01-01&to=2026-12-31'))
        .filter((o) => o.slug.endsWith(id))
        .map((o) => o.date);
    expect(await dates()).toEqual(['2026-04-05', '2026-12-25']);
    await putSettings({ timeZone: 'America/Winnipeg', paschalion: 'gregorian', feastStyle: 'old' });
    expect(await dates()).toEqual(['2026-01-07', '2026-03-29']);
    await putSettings({ timeZone: 'America/Winnipeg', paschalion: 'julian', feastStyle: 'new' });
    expect(palm.status + nativity.status).toBe(402);
  });

  it('GET /api/events/categories lists the seeded categories in both languages', async () => {
    const { body } = await api('/api/events/categories');
    expect(body.map((c: { slug: string }) => c.slug)).toEqual([
      'feasts-and-services',
      'parish-life',
      'education',
      'youth',
    ]);
    expect(body[0].name).toEqual({ en: 'Feasts and services', ua: 'Свята і богослуження' });
  });
});
