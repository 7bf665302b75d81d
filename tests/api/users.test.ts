import { describe, expect, inject, it } from 'vitest';
import { adminToken, api, registerAdmin, registerUser, sameOrigin, userId } from '../support/api';

const listUsers = async () =>
  (
    await api<{ id: string; username: string; role: string; createdAt: string }[]>('/api/users', {
      token: adminToken(),
    })
  ).body;
const roleOf = async (username: string) =>
  (await listUsers()).find((user) => user.username === username)?.role;

describe('GET /api/users', () => {
  it('lists accounts with id, username, role and createdAt, never a password hash', async () => {
    const pending = await registerUser('list');
    const response = await api('/api/users', { token: adminToken() });
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    for (const user of response.body) {
      expect(Object.keys(user).sort()).toEqual(['createdAt', 'id', 'role', 'username']);
      expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt);
    }
    expect(response.body).toContainEqual(
      expect.objectContaining({ username: inject('adminUsername'), role: 'admin' }),
    );
    expect(response.body).toContainEqual(
      expect.objectContaining({ username: pending.username, role: 'pending' }),
    );
    expect(response.text).not.toMatch(/scrypt|passwordHash/);
    // Oldest first: the site's first account leads.
    expect(response.body[0].username).toBe(inject('adminUsername'));
  });

  it('answers 401 without credentials and 403 to a pending account', async () => {
    const pending = await registerUser('list-pending');
    expect((await api('/api/users')).status).toBe(401);
    const refused = await api('/api/users', { token: pending.token });
    expect(refused.status).toBe(403);
    expect(refused.text).not.toContain(inject('adminUsername'));
  });
});

describe('PATCH /api/users/{id}', () => {
  it('approves a pending account, which can then make changes', async () => {
    const user = await registerUser('approve');
    const id = await userId(user.username);
    const response = await api(`/api/users/${id}`, {
      method: 'PATCH',
      token: adminToken(),
      json: { role: 'admin' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id,
      username: user.username,
      role: 'admin',
      createdAt: expect.any(String),
    });
    // The same token now carries administrator rights: roles are read per request.
    expect((await api('/api/users', { token: user.token })).status).toBe(200);
    expect((await api('/api/auth/me', { token: user.token })).body.user.role).toBe('admin');
  });

  it('revokes an administrator back to pending, whose mutations are then refused', async () => {
    const other = await registerAdmin('revoke');
    const response = await api(`/api/users/${other.id}`, {
      method: 'PATCH',
      token: adminToken(),
      json: { role: 'pending' },
    });
    expect(response.status).toBe(200);
    expect(response.body.role).toBe('pending');
    expect((await api('/api/users', { token: other.token })).status).toBe(403);
  });

  it('accepts a cookie session from the site itself', async () => {
    const user = await registerUser('approve-cookie');
    const id = await userId(user.username);
    const response = await api(`/api/users/${id}`, {
      method: 'PATCH',
      cookie: adminToken(),
      headers: sameOrigin(),
      json: { role: 'admin' },
    });
    expect(response.status).toBe(200);
  });

  const invalid: [string, unknown, string][] = [
    ['an unknown role', { role: 'superuser' }, 'role'],
    ['a missing role', {}, 'role'],
    ['an unknown field', { role: 'admin', username: 'renamed' }, 'username'],
  ];
  it.each(invalid)('refuses %s with 400, changing nothing', async (_, json, field) => {
    const user = await registerUser('patch-invalid');
    const id = await userId(user.username);
    const response = await api(`/api/users/${id}`, { method: 'PATCH', token: adminToken(), json });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toHaveProperty(field);
    expect(await roleOf(user.username)).toBe('pending');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['cmzzzzzzzzzzzzzzzzzzzzzzz', 'not-a-valid-id!', '..%2F..%2Fetc']) {
      const response = await api(`/api/users/${id}`, {
        method: 'PATCH',
        token: adminToken(),
        json: { role: 'admin' },
      });
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('not_found');
    }
  });

  it('answers 401 without credentials and 403 to a pending account, changing nothing', async () => {
    const target = await registerUser('patch-target');
    const pending = await registerUser('patch-pending');
    const id = await userId(target.username);
    expect(
      (await api(`/api/users/${id}`, { method: 'PATCH', json: { role: 'admin' } })).status,
    ).toBe(401);
    // A pending account cannot approve others, nor itself.
    for (const [token, who] of [
      [pending.token, id],
      [pending.token, await userId(pending.username)],
    ] as const) {
      const response = await api(`/api/users/${who}`, {
        method: 'PATCH',
        token,
        json: { role: 'admin' },
      });
      expect(response.status).toBe(403);
    }
    expect(await roleOf(target.username)).toBe('pending');
    expect(await roleOf(pending.username)).toBe('pending');
  });

  it('refuses a cross-origin cookie request with 403, changing nothing', async () => {
    const target = await registerUser('patch-csrf');
    const id = await userId(target.username);
    const response = await api(`/api/users/${id}`, {
      method: 'PATCH',
      cookie: adminToken(),
      headers: { origin: 'https://evil.example' },
      json: { role: 'admin' },
    });
    expect(response.status).toBe(403);
    expect(await roleOf(target.username)).toBe('pending');
  });
});

describe('DELETE /api/users/{id}', () => {
  it('removes an account (204); its token stops working at once', async () => {
    const user = await registerUser('delete');
    const id = await userId(user.username);
    const response = await api(`/api/users/${id}`, { method: 'DELETE', token: adminToken() });
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect(await roleOf(user.username)).toBeUndefined();
    expect((await api('/api/auth/me', { token: user.token })).status).toBe(401);
    expect((await api(`/api/users/${id}`, { method: 'DELETE', token: adminToken() })).status).toBe(
      404,
    );
  });

  it('answers 401 without credentials and 403 to a pending account, removing nothing', async () => {
    const target = await registerUser('delete-target');
    const pending = await registerUser('delete-pending');
    const id = await userId(target.username);
    expect((await api(`/api/users/${id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await api(`/api/users/${id}`, { method: 'DELETE', token: pending.token })).status).toBe(
      403,
    );
    expect(await roleOf(target.username)).toBe('pending');
  });
});
