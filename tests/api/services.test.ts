import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, registerUser, type TestUser } from '../support/api';

interface Service {
  id: string;
  title: { en: string; ua: string };
  note: { en: string; ua: string };
  dayTime: { en: string; ua: string };
  livestreamed: boolean;
  order: number;
  schedule: { rule: string; days: string[]; time: string; week: number | null } | null;
}

let pending: TestUser;
beforeAll(async () => {
  pending = await registerUser('services-pending');
});

const list = async () => (await api<Service[]>('/api/services')).body;
const valid = {
  title: { en: 'Moleben to the Theotokos', ua: 'Молебень до Богородиці' },
  note: { en: 'In the chapel', ua: 'У каплиці' },
  dayTime: { en: 'Wednesday 7:00 PM', ua: 'Середа, 19:00' },
  livestreamed: false,
};
const create = (json: unknown, token = adminToken()) =>
  api('/api/services', { method: 'POST', token, json });

describe('GET /api/services', () => {
  it('answers the seeded schedule in order, to anyone', async () => {
    const response = await api<Service[]>('/api/services');
    expect(response.status).toBe(200);
    expect(response.body.slice(0, 2)).toEqual([
      {
        id: expect.any(String),
        title: { en: 'Rosary', ua: 'Вервиця' },
        note: { en: '', ua: '' },
        dayTime: { en: 'Sunday 9:10 AM', ua: 'Неділя, 9:10' },
        livestreamed: true,
        order: 0,
        schedule: { rule: 'weekly', days: ['SU'], time: '09:10', week: null },
      },
      expect.objectContaining({
        title: { en: 'Divine Liturgy (bilingual)', ua: expect.any(String) },
        order: 1,
      }),
    ]);
    const orders = response.body.map((service) => service.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('answers one service, or 404', async () => {
    const [first] = await list();
    expect((await api(`/api/services/${first!.id}`)).body).toEqual(first);
    expect((await api('/api/services/nosuchservice')).status).toBe(404);
    expect((await api('/api/services/..%2Fx')).status).toBe(404);
  });
});

describe('POST /api/services', () => {
  it('adds a service at the end of the schedule and answers 201 with it', async () => {
    const before = await list();
    const response = await create(valid);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      ...valid,
      order: Math.max(...before.map((s) => s.order)) + 1,
      schedule: null,
    });
    expect((await list()).at(-1)).toEqual(response.body);
  });

  it('fills in what may be left out: Ukrainian texts, note, livestreamed', async () => {
    const response = await create({
      title: { en: 'Panakhyda' },
      dayTime: { en: 'By request' },
      order: 50,
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      title: { en: 'Panakhyda', ua: '' },
      note: { en: '', ua: '' },
      dayTime: { en: 'By request', ua: '' },
      livestreamed: false,
      order: 50,
      schedule: null,
    });
  });

  it.each([
    ['no English title', { ...valid, title: { en: ' ', ua: 'x' } }, 'title.en'],
    ['no title', { ...valid, title: undefined }, 'title'],
    ['no day and time', { ...valid, dayTime: { ua: 'x' } }, 'dayTime.en'],
    ['livestreamed as a string', { ...valid, livestreamed: 'yes' }, 'livestreamed'],
    ['a negative order', { ...valid, order: -1 }, 'order'],
    ['a fractional order', { ...valid, order: 1.5 }, 'order'],
    ['an unknown field', { ...valid, id: 'chosen' }, 'id'],
    ['an unknown language', { ...valid, title: { en: 'x', ua: '', de: 'y' } }, 'title.de'],
    [
      'a title over 120 characters',
      { ...valid, title: { en: 'x'.repeat(121), ua: '' } },
      'title.en',
    ],
  ])('refuses %s, changing nothing', async (_name, json, field) => {
    const before = await list();
    const response = await create(json);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields)).toContain(field);
    expect(await list()).toEqual(before);
  });

  it('needs an administrator: 401 without credentials, 403 for a pending account', async () => {
    const before = await list();
    expect((await api('/api/services', { method: 'POST', json: valid })).status).toBe(401);
    expect((await create(valid, pending.token)).status).toBe(403);
    expect(await list()).toEqual(before);
  });
});

describe('PUT /api/services/{id}', () => {
  let service: Service;
  beforeAll(async () => {
    service = (await create({ ...valid, title: { en: 'To be edited', ua: '' } })).body;
  });
  const put = (json: unknown, token = adminToken(), id = service.id) =>
    api(`/api/services/${id}`, { method: 'PUT', token, json });

  it('changes the given fields and answers the service', async () => {
    const response = await put({ title: { en: 'Edited', ua: 'Змінено' }, livestreamed: true });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...service,
      title: { en: 'Edited', ua: 'Змінено' },
      livestreamed: true,
    });
    service = response.body;
  });

  it('moves a service on the schedule with {order}', async () => {
    const response = await put({ order: 0 });
    expect(response.body.order).toBe(0);
    const schedule = await list();
    // Same order as the seeded first service: the older one stays first.
    expect(schedule[0]!.title.en).toBe('Rosary');
    expect(schedule[1]!.id).toBe(service.id);
  });

  it.each([
    ['nothing', {}, '_'],
    ['an empty English title', { title: { en: '', ua: '' } }, 'title.en'],
    ['an unknown field', { colour: 'red' }, 'colour'],
    ['order as a string', { order: '2' }, 'order'],
  ])('refuses %s, changing nothing', async (_name, json, field) => {
    const before = (await api(`/api/services/${service.id}`)).body;
    const response = await put(json);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields)).toContain(field);
    expect((await api(`/api/services/${service.id}`)).body).toEqual(before);
  });

  it('answers 401, 403 and 404 as it should, changing nothing', async () => {
    const before = (await api(`/api/services/${service.id}`)).body;
    expect(
      (await api(`/api/services/${service.id}`, { method: 'PUT', json: { order: 9 } })).status,
    ).toBe(401);
    expect((await put({ order: 9 }, pending.token)).status).toBe(403);
    expect((await put({ order: 9 }, adminToken(), 'nosuchservice')).status).toBe(404);
    expect((await api(`/api/services/${service.id}`)).body).toEqual(before);
  });
});

describe('DELETE /api/services/{id}', () => {
  it('answers 204 and the service is gone', async () => {
    const service = (await create(valid)).body;
    const response = await api(`/api/services/${service.id}`, {
      method: 'DELETE',
      token: adminToken(),
    });
    expect(response.status).toBe(204);
    expect((await list()).map((s) => s.id)).not.toContain(service.id);
    expect(
      (await api(`/api/services/${service.id}`, { method: 'DELETE', token: adminToken() })).status,
    ).toBe(404);
  });

  it('needs an administrator; a refused delete keeps the service', async () => {
    const service = (await create(valid)).body;
    expect((await api(`/api/services/${service.id}`, { method: 'DELETE' })).status).toBe(401);
    expect(
      (await api(`/api/services/${service.id}`, { method: 'DELETE', token: pending.token })).status,
    ).toBe(403);
    expect((await api(`/api/services/${service.id}`)).body).toEqual(service);
  });
});
