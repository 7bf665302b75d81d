import { afterEach, describe, expect, it } from 'vitest';
import { TEST_AUTH_SECRET } from '../support/constants';
import { fakeAddress } from '../support/api';
import { startServer, type RunningServer } from '../support/server';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// Rules that need a brand-new site (no account yet) or full control over who is administrator,
// so each test starts its own server on its own empty database.

let database: TestDatabase | undefined;
let server: RunningServer | undefined;

afterEach(async () => {
  await server?.stop();
  await database?.drop();
  server = undefined;
  database = undefined;
});

async function freshSite(registration: 'open' | 'approval' | 'closed') {
  database = await createTestDatabase();
  server = await startServer({
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.url,
    AUTH_SECRET: TEST_AUTH_SECRET,
    REGISTRATION: registration,
  });
  const url = server.url;
  const call = async (
    path: string,
    init: {
      method?: string;
      token?: string;
      json?: unknown;
      headers?: Record<string, string>;
    } = {},
  ) => {
    const response = await fetch(`${url}${path}`, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers: {
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...init.headers,
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  // Each person from their own address: these tests are about races, not the per-address limit.
  const register = (username: string) =>
    call('/api/auth/register', {
      json: { username, password: `${username}-password` },
      headers: { 'x-forwarded-for': fakeAddress() },
    });
  return { call, register };
}

describe('registration policy', () => {
  it('approval (default): the first account is admin, later ones pending', async () => {
    const site = await freshSite('approval');
    // The login page of a new site says so up front, before any form (issue 38).
    // (The paragraph, not the messages the page hands its script.)
    const note = 'it becomes the administrator, who approves everyone else.</p>';
    const loginPage = async () => (await fetch(`${server!.url}/login`)).text();
    expect(await loginPage()).toMatch(new RegExp(`${note}[\\s\\S]*<form`));
    expect((await site.register('first')).body.user).toEqual({ username: 'first', role: 'admin' });
    expect(await loginPage()).not.toContain(note);
    expect((await site.register('second')).body.user).toEqual({
      username: 'second',
      role: 'pending',
    });
  });

  it('open: every account is an administrator', async () => {
    const site = await freshSite('open');
    for (const name of ['one', 'two', 'three']) {
      const response = await site.register(name);
      expect(response.status).toBe(201);
      expect(response.body.user.role).toBe('admin');
    }
  });

  it('closed: only the very first account can be created; later attempts get 403 and create nothing', async () => {
    const site = await freshSite('closed');
    const first = await site.register('owner');
    expect(first.status).toBe(201);
    expect(first.body.user.role).toBe('admin');
    const refused = await site.register('intruder');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('forbidden');
    expect(refused.body.authToken).toBeUndefined();
    const users = await site.call('/api/users', { token: first.body.authToken });
    expect(users.body.map((user: { username: string }) => user.username)).toEqual(['owner']);
  });

  it('makes exactly one administrator when ten people register at once on a new site', async () => {
    const site = await freshSite('approval');
    const names = Array.from({ length: 10 }, (_, i) => `racer${i}`);
    const responses = await Promise.all(names.map((name) => site.register(name)));
    expect(responses.map((response) => response.status)).toEqual(names.map(() => 201));
    const roles = responses.map((response) => response.body.user.role);
    expect(roles.filter((role) => role === 'admin')).toHaveLength(1);
    expect(roles.filter((role) => role === 'pending')).toHaveLength(9);
  });

  it('closed: ten simultaneous first registrations create exactly one account', async () => {
    const site = await freshSite('closed');
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => site.register(`rush${i}`)),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 403)).toHaveLength(9);
  });
});

describe('the last administrator', () => {
  it('can be neither demoted nor removed (409); once another admin exists, either can go', async () => {
    const site = await freshSite('approval');
    const owner = (await site.register('owner')).body.authToken as string;
    const users = async () =>
      (await site.call('/api/users', { token: owner })).body as {
        id: string;
        username: string;
        role: string;
      }[];
    const ownerId = (await users())[0]!.id;

    const demote = await site.call(`/api/users/${ownerId}`, {
      method: 'PATCH',
      token: owner,
      json: { role: 'pending' },
    });
    expect(demote.status).toBe(409);
    expect(demote.body.error.code).toBe('conflict');
    const remove = await site.call(`/api/users/${ownerId}`, { method: 'DELETE', token: owner });
    expect(remove.status).toBe(409);
    expect((await users())[0]).toMatchObject({ username: 'owner', role: 'admin' });

    // Keeping an admin an admin is fine.
    expect(
      (
        await site.call(`/api/users/${ownerId}`, {
          method: 'PATCH',
          token: owner,
          json: { role: 'admin' },
        })
      ).status,
    ).toBe(200);

    const helper = await site.register('helper');
    const helperId = (await users()).find((user) => user.username === 'helper')!.id;
    expect(
      (
        await site.call(`/api/users/${helperId}`, {
          method: 'PATCH',
          token: owner,
          json: { role: 'admin' },
        })
      ).status,
    ).toBe(200);
    // Now the owner may step down, and then the helper is the last one.
    expect(
      (
        await site.call(`/api/users/${ownerId}`, {
          method: 'PATCH',
          token: owner,
          json: { role: 'pending' },
        })
      ).status,
    ).toBe(200);
    const helperToken = helper.body.authToken as string;
    expect(
      (await site.call(`/api/users/${helperId}`, { method: 'DELETE', token: helperToken })).status,
    ).toBe(409);
  });

  it('two administrators demoting each other at the same moment leave one administrator', async () => {
    const site = await freshSite('approval');
    const a = (await site.register('alpha')).body.authToken as string;
    const b = (await site.register('bravo')).body.authToken as string;
    const list = async () =>
      (await site.call('/api/users', { token: a })).body as {
        id: string;
        username: string;
        role: string;
      }[];
    const [alpha, bravo] = await list();
    expect(
      (
        await site.call(`/api/users/${bravo!.id}`, {
          method: 'PATCH',
          token: a,
          json: { role: 'admin' },
        })
      ).status,
    ).toBe(200);

    for (let round = 0; round < 5; round++) {
      const [first, second] = await Promise.all([
        site.call(`/api/users/${bravo!.id}`, {
          method: 'PATCH',
          token: a,
          json: { role: 'pending' },
        }),
        site.call(`/api/users/${alpha!.id}`, {
          method: 'PATCH',
          token: b,
          json: { role: 'pending' },
        }),
      ]);
      const statuses = [first.status, second.status].sort();
      // One wins; the other is refused as the last administrator (409) or, having just lost its
      // rights, as no longer an administrator (403). Never both.
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect([403, 409]).toContain(statuses[1]);
      const survivor = first.status === 200 ? a : b;
      const admins = (await site.call('/api/users', { token: survivor })).body.filter(
        (user: { role: string }) => user.role === 'admin',
      );
      expect(admins).toHaveLength(1);
      // Restore both for the next round.
      const loser = first.status === 200 ? bravo! : alpha!;
      expect(
        (
          await site.call(`/api/users/${loser.id}`, {
            method: 'PATCH',
            token: survivor,
            json: { role: 'admin' },
          })
        ).status,
      ).toBe(200);
    }
  });
});
