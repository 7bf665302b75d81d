import { describe, expect, inject, it } from 'vitest';
import {
  adminToken,
  api,
  fakeAddress,
  login,
  registerUser,
  sameOrigin,
  sessionCookie,
  uniqueUsername,
} from '../support/api';

const password = 'correct-horse-battery';

async function userCount(): Promise<number> {
  const list = await api<unknown[]>('/api/users', { token: adminToken() });
  return list.body.length;
}

describe('POST /api/auth/register', () => {
  it('creates a pending account, answers {user, authToken} and sets the session cookie', async () => {
    const username = uniqueUsername('Reg');
    const response = await api('/api/auth/register', { json: { username, password } });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      user: { username: username.toLowerCase(), role: 'pending' },
      authToken: expect.any(String),
    });
    expect(Object.keys(response.body.user)).toEqual(['username', 'role']);
    const setCookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith('parish.session='));
    expect(setCookie).toBeDefined();
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/i);
    expect(sessionCookie(response)).toBe(response.body.authToken);

    const me = await api('/api/auth/me', { token: response.body.authToken });
    expect(me.body).toEqual({ user: { username: username.toLowerCase(), role: 'pending' } });
  });

  it('marks the cookie Secure when the site is reached over https', async () => {
    const response = await api('/api/auth/register', {
      json: { username: uniqueUsername('https'), password },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.status).toBe(201);
    const setCookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith('parish.session='));
    expect(setCookie).toMatch(/;\s*Secure/i);
  });

  const invalid: [string, unknown, string][] = [
    ['a username shorter than 3', { username: 'ab', password }, 'username'],
    ['a username longer than 32', { username: 'a'.repeat(33), password }, 'username'],
    ['a username with other characters', { username: 'anna smith', password }, 'username'],
    ['a username with a slash', { username: 'anna/../x', password }, 'username'],
    ['a non-ASCII username', { username: 'ганна', password }, 'username'],
    ['a missing username', { password }, 'username'],
    [
      'a password shorter than 10',
      { username: uniqueUsername(), password: '123456789' },
      'password',
    ],
    ['a missing password', { username: uniqueUsername() }, 'password'],
    [
      'a password that is not a string',
      { username: uniqueUsername(), password: 1234567890123 },
      'password',
    ],
    ['an unknown field', { username: uniqueUsername(), password, role: 'admin' }, 'role'],
  ];
  it.each(invalid)(
    'refuses %s with 400 and the field, creating nothing',
    async (_, json, field) => {
      const before = await userCount();
      const response = await api('/api/auth/register', { json });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('validation_failed');
      expect(response.body.error.fields).toHaveProperty(field);
      expect(sessionCookie(response)).toBeUndefined();
      expect(await userCount()).toBe(before);
    },
  );

  it('refuses malformed JSON with 400', async () => {
    const response = await api('/api/auth/register', {
      body: '{"username": "x",',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('bad_request');
  });

  it('refuses a taken username, whatever its case, with 409', async () => {
    const user = await registerUser('taken');
    const before = await userCount();
    const response = await api('/api/auth/register', {
      json: { username: user.username.toUpperCase(), password },
    });
    expect(response.status).toBe(409);
    expect(response.body.error).toMatchObject({
      code: 'conflict',
      fields: { username: expect.any(String) },
    });
    expect(await userCount()).toBe(before);
    // The original account still signs in with its own password.
    expect((await login(user.username, user.password)).status).toBe(200);
  });

  it('refuses a registration posted from another site (403) and creates nothing', async () => {
    const before = await userCount();
    const response = await api('/api/auth/register', {
      json: { username: uniqueUsername('csrf'), password },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(await userCount()).toBe(before);
  });

  it('accepts a registration from the site itself (same Origin)', async () => {
    const response = await api('/api/auth/register', {
      json: { username: uniqueUsername('same'), password },
      headers: sameOrigin(),
    });
    expect(response.status).toBe(201);
  });
});

describe('POST /api/auth/login', () => {
  it('answers {user, authToken} and the cookie; the username is case-insensitive', async () => {
    const user = await registerUser('login');
    const response = await login(user.username.toUpperCase(), user.password);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      user: { username: user.username, role: 'pending' },
      authToken: expect.any(String),
    });
    expect(response.body.authToken).not.toBe(user.token);
    expect(sessionCookie(response)).toBe(response.body.authToken);
    const me = await api('/api/auth/me', { cookie: response.body.authToken });
    expect(me.body).toEqual({ user: { username: user.username, role: 'pending' } });
  });

  it('signs the administrator in with role admin', async () => {
    const response = await login(inject('adminUsername'), inject('adminPassword'));
    expect(response.status).toBe(200);
    expect(response.body.user).toEqual({ username: inject('adminUsername'), role: 'admin' });
  });

  it('gives an unknown user and a wrong password the very same answer', async () => {
    const user = await registerUser('same-answer');
    const wrong = await login(user.username, 'not-the-password');
    const unknown = await login(uniqueUsername('ghost'), 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
    expect(sessionCookie(wrong)).toBeUndefined();
    expect(sessionCookie(unknown)).toBeUndefined();
  });

  const invalid: [string, unknown, string][] = [
    ['a missing username', { password }, 'username'],
    ['an empty username', { username: '', password }, 'username'],
    ['a missing password', { username: 'someone' }, 'password'],
    ['an empty password', { username: 'someone', password: '' }, 'password'],
    ['an unknown field', { username: 'someone', password, remember: true }, 'remember'],
  ];
  it.each(invalid)('refuses %s with 400 and the field', async (_, json, field) => {
    const response = await api('/api/auth/login', { json });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toHaveProperty(field);
  });

  it('refuses a sign-in posted from another site with 403', async () => {
    const response = await api('/api/auth/login', {
      json: { username: inject('adminUsername'), password: inject('adminPassword') },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(sessionCookie(response)).toBeUndefined();
  });

  it('throttles one account after 5 failures (429 + Retry-After), even with the right password', async () => {
    const user = await registerUser('throttle-user');
    for (let i = 0; i < 5; i++)
      expect((await login(user.username, `wrong-password-${i}`)).status).toBe(401);
    const blocked = await login(user.username, 'wrong-password-x');
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('too_many_requests');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    const right = await login(user.username, user.password);
    expect(right.status).toBe(429);
    expect(sessionCookie(right)).toBeUndefined();
    // Someone else signs in from the same address as usual.
    const other = await registerUser('throttle-other');
    expect((await login(other.username, other.password)).status).toBe(200);
  });

  it('cannot be locked out from elsewhere: after 10 failures from other addresses the owner signs in', async () => {
    const owner = { username: inject('adminUsername'), password: inject('adminPassword') };
    for (let i = 0; i < 10; i++) {
      const guess = await login(owner.username, `wrong-password-${i}`, {
        'x-forwarded-for': i < 5 ? '10.250.0.1' : '10.250.0.2',
      });
      expect(guess.status).toBe(401);
    }
    // The attacker's addresses are throttled for this account...
    expect(
      (await login(owner.username, owner.password, { 'x-forwarded-for': '10.250.0.1' })).status,
    ).toBe(429);
    // ...but the right password from a clean address goes straight through.
    const started = Date.now();
    const right = await login(owner.username, owner.password, { 'x-forwarded-for': fakeAddress() });
    expect(right.status).toBe(200);
    expect(sessionCookie(right)).toBeTruthy();
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('registers at most 5 accounts per address per hour (429 + Retry-After), before any hashing', async () => {
    const address = { 'x-forwarded-for': fakeAddress() };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await api('/api/auth/register', {
        json: { username: uniqueUsername('burst'), password: 'burst-password-1' },
        headers: address,
      });
      statuses.push(response.status);
      if (response.status === 429)
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });

  it('refuses a taken username before hashing, and ill-formed text with the field named', async () => {
    const taken = await api('/api/auth/register', {
      json: { username: inject('adminUsername'), password: 'another-password-1' },
      headers: { 'x-forwarded-for': fakeAddress() },
    });
    expect(taken.status).toBe(409);
    const lone = await api('/api/auth/register', {
      body: '{"username":"bad\\ud800name","password":"surrogate-password-1"}',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': fakeAddress() },
    });
    expect(lone.status).toBe(400);
    expect(Object.keys(lone.body.error.fields)).toEqual(['username']);
  });

  it('throttles an unknown username exactly like an existing one', async () => {
    const ghost = uniqueUsername('throttle-ghost');
    for (let i = 0; i < 5; i++)
      expect((await login(ghost, `wrong-password-${i}`)).status).toBe(401);
    const blocked = await login(ghost, 'wrong-password-x');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('throttles one address after 30 failures across many accounts, including parallel guesses', async () => {
    const address = { 'x-forwarded-for': fakeAddress() };
    const user = await registerUser('throttle-address');
    // 34 guesses at once: the limit holds although none has finished its password check yet.
    const guesses = await Promise.all(
      Array.from({ length: 34 }, (_, i) =>
        login(uniqueUsername(`spray${i}`), 'wrong-password', address),
      ),
    );
    const statuses = guesses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    const blocked = await login(user.username, user.password, address);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect(
      (await login(user.username, user.password, { 'x-forwarded-for': fakeAddress() })).status,
    ).toBe(200);
    // 30 deliberately slow password checks (scrypt, ~0.4 s of CPU each): minutes on a busy machine.
  }, 180_000);
});

describe('GET /api/auth/me', () => {
  it('answers 401 without credentials or with a garbage token', async () => {
    expect((await api('/api/auth/me')).status).toBe(401);
    const garbage = await api('/api/auth/me', { token: 'not-a-token' });
    expect(garbage.status).toBe(401);
    expect(garbage.body).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
  });

  it('answers the administrator', async () => {
    const me = await api('/api/auth/me', { token: adminToken() });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ user: { username: inject('adminUsername'), role: 'admin' } });
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token and clears the cookie', async () => {
    const user = await registerUser('logout');
    const response = await api('/api/auth/logout', { method: 'POST', token: user.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    const cleared = response.headers
      .getSetCookie()
      .find((line) => line.startsWith('parish.session='));
    expect(cleared).toMatch(/^parish\.session=;/);
    expect(cleared).toMatch(/Max-Age=0/);
    expect((await api('/api/auth/me', { token: user.token })).status).toBe(401);
    expect((await api('/api/auth/me', { cookie: user.token })).status).toBe(401);
    // Another session of the same account is not affected.
    const again = await login(user.username, user.password);
    expect((await api('/api/auth/me', { token: again.body.authToken })).status).toBe(200);
  });

  it('signs out a cookie session from the site itself', async () => {
    const user = await registerUser('logout-cookie');
    const response = await api('/api/auth/logout', {
      method: 'POST',
      cookie: user.token,
      headers: sameOrigin(),
    });
    expect(response.status).toBe(200);
    expect((await api('/api/auth/me', { cookie: user.token })).status).toBe(401);
  });

  it('refuses a cookie sign-out posted from another site (403) and the session lives on', async () => {
    const user = await registerUser('logout-csrf');
    const response = await api('/api/auth/logout', {
      method: 'POST',
      cookie: user.token,
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect((await api('/api/auth/me', { cookie: user.token })).status).toBe(200);
  });

  it('answers 401 without credentials and still clears the cookie', async () => {
    const response = await api('/api/auth/logout', { method: 'POST' });
    expect(response.status).toBe(401);
    expect(
      response.headers.getSetCookie().some((line) => line.startsWith('parish.session=;')),
    ).toBe(true);
  });
});

describe('one sign-in path (next-auth credentials provider behind the JSON API and the form)', () => {
  it("next-auth's second, unused HTML endpoints are gone (404 JSON)", async () => {
    for (const path of ['/api/auth/session', '/api/auth/csrf', '/api/auth/providers']) {
      const response = await api(path);
      expect(response.status, path).toBe(404);
      expect(response.body.error.code, path).toBe('not_found');
    }
    const callback = await api('/api/auth/callback/credentials', {
      method: 'POST',
      body: new URLSearchParams({ username: 'first-admin', password: 'x' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(callback.status).toBe(404);
    expect(sessionCookie(callback)).toBeUndefined();
  });

  const formLogin = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    api('/api/auth/login', {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': fakeAddress(),
        ...sameOrigin(),
        ...headers,
      },
    });

  it('the login form posted without JavaScript signs in and redirects (303) to the dashboard', async () => {
    const user = await registerUser('form');
    const response = await formLogin({
      username: user.username.toUpperCase(),
      password: user.password,
      language: 'en',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/dashboard');
    const token = sessionCookie(response);
    expect(token).toBeTruthy();
    const me = await api('/api/auth/me', { token });
    expect(me.body).toEqual({ user: { username: user.username, role: 'pending' } });
  });

  it('keeps the language and a safe `next`, never a foreign one', async () => {
    const user = await registerUser('form-next');
    const ua = await formLogin({
      username: user.username,
      password: user.password,
      language: 'ua',
    });
    expect(ua.headers.get('location')).toBe('/ua/dashboard');
    const next = await formLogin({
      username: user.username,
      password: user.password,
      next: '/dashboard?tab=text',
    });
    expect(next.headers.get('location')).toBe('/dashboard?tab=text');
    const foreign = await formLogin({
      username: user.username,
      password: user.password,
      next: '//evil.example/',
    });
    expect(foreign.headers.get('location')).toBe('/dashboard');
  });

  it('a wrong password goes back to /login with an error code and no password in the URL', async () => {
    const user = await registerUser('form-wrong');
    const response = await formLogin({
      username: user.username,
      password: 'wrong-password-123',
      language: 'ua',
    });
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location).toBe('/ua/login?error=invalid');
    expect(location).not.toContain('wrong-password');
    expect(sessionCookie(response)).toBeUndefined();
  });

  it('the form is throttled like the API (5 failures per account and address)', async () => {
    const user = await registerUser('form-throttle');
    const address = fakeAddress();
    for (let i = 0; i < 5; i++) {
      await formLogin(
        { username: user.username, password: 'nope' },
        { 'x-forwarded-for': address },
      );
    }
    const response = await formLogin(
      { username: user.username, password: user.password },
      { 'x-forwarded-for': address },
    );
    expect(response.headers.get('location')).toBe('/login?error=throttled');
    expect(sessionCookie(response)).toBeUndefined();
  });

  it('refuses a form sign-in posted from another site (403)', async () => {
    const user = await registerUser('form-csrf');
    const response = await formLogin(
      { username: user.username, password: user.password },
      { origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    expect(sessionCookie(response)).toBeUndefined();
  });
});

describe('a pending account', () => {
  it('reads /api/auth/me but every mutation answers it 403', async () => {
    const user = await registerUser('pending');
    expect((await api('/api/auth/me', { token: user.token })).status).toBe(200);
    const settings = await api('/api/settings');
    const put = await api('/api/settings', {
      method: 'PUT',
      token: user.token,
      json: settings.body,
    });
    expect(put.status).toBe(403);
    expect(put.body.error.code).toBe('forbidden');
    expect((await api('/api/users', { token: user.token })).status).toBe(403);
  });
});
