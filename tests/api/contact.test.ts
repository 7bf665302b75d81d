import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  api,
  fakeAddress,
  registerUser,
  sameOrigin,
  type TestUser,
} from '../support/api';

interface Message {
  id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  read: boolean;
  createdAt: string;
}

// Every POST here uses its own made-up address, so the per-address limit never interferes.
const post = (json: unknown, address = fakeAddress()) =>
  api('/api/contact', { json, headers: { 'x-forwarded-for': address } });

const marker = () => `marker-${randomBytes(6).toString('hex')}`;
const valid = (message = marker()) => ({
  name: 'Olena Petrenko',
  email: 'olena@example.com',
  phone: '+1 555 010 2030',
  subject: 'prayer',
  message,
});

const list = async () => (await api<Message[]>('/api/contact', { token: adminToken() })).body;
const stored = async (text: string) => (await list()).find((message) => message.message === text);

let pending: TestUser;
beforeAll(async () => {
  pending = await registerUser('contact-pending');
});

describe('POST /api/contact', () => {
  it('stores the message and answers 201', async () => {
    const input = valid();
    const response = await post(input);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ ok: true });
    const message = await stored(input.message);
    expect(message).toEqual({
      ...input,
      id: expect.any(String),
      read: false,
      createdAt: expect.any(String),
    });
  });

  it('accepts every subject of the form, and a message without a phone', async () => {
    for (const subject of ['general', 'worship', 'events', 'volunteer', 'prayer', 'other']) {
      const { name, email, message } = valid();
      const input = { name, email, subject, message };
      expect((await post(input)).status).toBe(201);
      expect(await stored(input.message)).toMatchObject({ subject, phone: '' });
    }
  });

  const invalid: [string, (m: Record<string, unknown>) => void, string][] = [
    ['a missing name', (m) => delete m.name, 'name'],
    ['a blank name', (m) => (m.name = '   '), 'name'],
    ['a missing email', (m) => delete m.email, 'email'],
    ['a malformed email', (m) => (m.email = 'olena.example.com'), 'email'],
    ['a malformed phone', (m) => (m.phone = 'call me'), 'phone'],
    ['a missing subject', (m) => delete m.subject, 'subject'],
    ['an unknown subject', (m) => (m.subject = 'complaints'), 'subject'],
    ['a missing message', (m) => delete m.message, 'message'],
    ['an empty message', (m) => (m.message = ''), 'message'],
    ['a message over 5000 characters', (m) => (m.message = 'x'.repeat(5001)), 'message'],
    ['an unknown field', (m) => (m.attachment = 'x'), 'attachment'],
  ];
  it.each(invalid)(
    'refuses %s with 400 and the field, storing nothing',
    async (_, change, field) => {
      const before = (await list()).length;
      const input: Record<string, unknown> = valid();
      change(input);
      const response = await post(input);
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toHaveProperty(field);
      expect((await list()).length).toBe(before);
    },
  );

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const before = (await list()).length;
    const input = { ...valid(), website: 'https://spam.example' };
    const response = await post(input);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ ok: true });
    expect(await stored(input.message)).toBeUndefined();
    expect((await list()).length).toBe(before);
  });

  it('accepts an empty honeypot (the form always sends the field)', async () => {
    const input = { ...valid(), website: '' };
    expect((await post(input)).status).toBe(201);
    expect(await stored(input.message)).toBeDefined();
  });

  it('limits one address to 5 messages per window (429 + Retry-After)', async () => {
    const address = fakeAddress();
    const before = (await list()).length;
    for (let i = 0; i < 5; i++) expect((await post(valid(), address)).status).toBe(201);
    const refused = valid();
    const response = await post(refused, address);
    expect(response.status).toBe(429);
    expect(response.body.error.code).toBe('too_many_requests');
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await stored(refused.message)).toBeUndefined();
    expect((await list()).length).toBe(before + 5);
    // Another visitor is not affected.
    expect((await post(valid())).status).toBe(201);
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await api('/api/contact', {
      body: '{"name":',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': fakeAddress() },
    });
    expect(response.status).toBe(400);
  });
});

describe('GET /api/contact', () => {
  it('lists messages newest first', async () => {
    const first = valid();
    const second = valid();
    await post(first);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await post(second);
    const messages = await list();
    const a = messages.findIndex((message) => message.message === first.message);
    const b = messages.findIndex((message) => message.message === second.message);
    expect(b).toBeGreaterThanOrEqual(0);
    expect(b).toBeLessThan(a);
    const times = messages.map((message) => Date.parse(message.createdAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });

  it('answers 401 without credentials and 403 to a pending account', async () => {
    expect((await api('/api/contact')).status).toBe(401);
    const refused = await api('/api/contact', { token: pending.token });
    expect(refused.status).toBe(403);
    expect(refused.text).not.toContain('marker-');
  });
});

describe('PATCH /api/contact/{id}', () => {
  it('marks a message read and unread', async () => {
    const input = valid();
    await post(input);
    const { id } = (await stored(input.message))!;
    const read = await api(`/api/contact/${id}`, {
      method: 'PATCH',
      token: adminToken(),
      json: { read: true },
    });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id, read: true, message: input.message });
    expect((await stored(input.message))!.read).toBe(true);
    const unread = await api(`/api/contact/${id}`, {
      method: 'PATCH',
      cookie: adminToken(),
      headers: sameOrigin(),
      json: { read: false },
    });
    expect(unread.status).toBe(200);
    expect((await stored(input.message))!.read).toBe(false);
  });

  const invalid: [string, unknown, string][] = [
    ['a read flag that is not a boolean', { read: 'yes' }, 'read'],
    ['a missing read flag', {}, 'read'],
    ['an unknown field', { read: true, message: 'edited' }, 'message'],
  ];
  it.each(invalid)('refuses %s with 400, changing nothing', async (_, json, field) => {
    const input = valid();
    await post(input);
    const { id } = (await stored(input.message))!;
    const response = await api(`/api/contact/${id}`, {
      method: 'PATCH',
      token: adminToken(),
      json,
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toHaveProperty(field);
    expect(await stored(input.message)).toMatchObject({ read: false, message: input.message });
  });

  it('answers 404 for an unknown id', async () => {
    const response = await api('/api/contact/cmzzzzzzzzzzzzzzzzzzzzzzz', {
      method: 'PATCH',
      token: adminToken(),
      json: { read: true },
    });
    expect(response.status).toBe(404);
  });

  it('answers 401, 403 (pending) and 403 (cross-origin cookie), changing nothing', async () => {
    const input = valid();
    await post(input);
    const { id } = (await stored(input.message))!;
    const path = `/api/contact/${id}`;
    expect((await api(path, { method: 'PATCH', json: { read: true } })).status).toBe(401);
    expect(
      (await api(path, { method: 'PATCH', token: pending.token, json: { read: true } })).status,
    ).toBe(403);
    const crossSite = await api(path, {
      method: 'PATCH',
      cookie: adminToken(),
      headers: { origin: 'https://evil.example' },
      json: { read: true },
    });
    expect(crossSite.status).toBe(403);
    expect((await stored(input.message))!.read).toBe(false);
  });
});

describe('DELETE /api/contact/{id}', () => {
  it('removes a message (204), then 404', async () => {
    const input = valid();
    await post(input);
    const { id } = (await stored(input.message))!;
    const response = await api(`/api/contact/${id}`, { method: 'DELETE', token: adminToken() });
    expect(response.status).toBe(204);
    expect(await stored(input.message)).toBeUndefined();
    expect(
      (await api(`/api/contact/${id}`, { method: 'DELETE', token: adminToken() })).status,
    ).toBe(404);
  });

  it('answers 401 and 403 (pending), removing nothing', async () => {
    const input = valid();
    await post(input);
    const { id } = (await stored(input.message))!;
    expect((await api(`/api/contact/${id}`, { method: 'DELETE' })).status).toBe(401);
    expect(
      (await api(`/api/contact/${id}`, { method: 'DELETE', token: pending.token })).status,
    ).toBe(403);
    expect(await stored(input.message)).toBeDefined();
  });
});
