import http from 'node:http';
import { encode } from 'next-auth/jwt';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, api, baseUrl, login, registerUser, sameOrigin, userId } from '../support/api';
import { TEST_AUTH_SECRET } from '../support/constants';

// Requests that must never get through, whatever they carry.

let adminId: string;
beforeAll(async () => {
  adminId = await userId(inject('adminUsername'));
});

const mint = (secret: string, maxAge: number) =>
  encode({ token: { sub: adminId, name: inject('adminUsername'), role: 'admin' }, secret, maxAge });

const settings = async () => (await api('/api/settings')).body;

describe('tokens', () => {
  it('a token minted with the server secret works (so the cases below fail for their own reason)', async () => {
    const token = await mint(TEST_AUTH_SECRET, 60);
    expect((await api('/api/auth/me', { token })).status).toBe(200);
  });

  it('refuses a forged token with 401', async () => {
    const real = adminToken();
    // Flip one character of the ciphertext, and try an unsigned JWT claiming to be the admin.
    const index = real.length - 30;
    const flipped =
      real.slice(0, index) + (real[index] === 'A' ? 'B' : 'A') + real.slice(index + 1);
    const none = [
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
      Buffer.from(
        JSON.stringify({ sub: adminId, name: inject('adminUsername'), role: 'admin' }),
      ).toString('base64url'),
      '',
    ].join('.');
    for (const token of [flipped, none, 'Bearer', 'null', 'a.b.c.d.e']) {
      const me = await api('/api/auth/me', { token });
      expect(me.status).toBe(401);
      const cookie = await api('/api/auth/me', { cookie: token });
      expect(cookie.status).toBe(401);
    }
  });

  it('refuses an expired token with 401', async () => {
    const token = await mint(TEST_AUTH_SECRET, -1);
    expect((await api('/api/auth/me', { token })).status).toBe(401);
    const before = await settings();
    const put = await api('/api/settings', {
      method: 'PUT',
      token,
      json: { ...before, title: 'Expired' },
    });
    expect(put.status).toBe(401);
    expect(await settings()).toEqual(before);
  });

  it('refuses a token signed with another secret with 401', async () => {
    const token = await mint('another-secret-fedcba9876543210', 60);
    expect((await api('/api/auth/me', { token })).status).toBe(401);
    const before = await settings();
    const put = await api('/api/settings', {
      method: 'PUT',
      token,
      json: { ...before, title: 'Other secret' },
    });
    expect(put.status).toBe(401);
    expect(await settings()).toEqual(before);
  });

  it('refuses a token after logout with 401, as Bearer and as cookie', async () => {
    const user = await registerUser('after-logout');
    const session = await login(user.username, user.password);
    const token: string = session.body.authToken;
    expect((await api('/api/auth/logout', { method: 'POST', token })).status).toBe(200);
    expect((await api('/api/auth/me', { token })).status).toBe(401);
    expect((await api('/api/auth/me', { cookie: token })).status).toBe(401);
    expect((await api('/api/auth/logout', { method: 'POST', token })).status).toBe(401);
  });

  it('refuses an administrator token after logout for mutations too', async () => {
    const admin = await login(inject('adminUsername'), inject('adminPassword'));
    const token: string = admin.body.authToken;
    expect((await api('/api/auth/logout', { method: 'POST', token })).status).toBe(200);
    const before = await settings();
    const put = await api('/api/settings', {
      method: 'PUT',
      token,
      json: { ...before, title: 'Logged out' },
    });
    expect(put.status).toBe(401);
    expect(await settings()).toEqual(before);
    // The shared admin token of the other tests is a different session and still works.
    expect((await api('/api/auth/me', { token: adminToken() })).status).toBe(200);
  });
});

describe('x-middleware-subrequest', () => {
  const values = [
    'middleware',
    'proxy',
    'src/middleware',
    'src/proxy',
    'pages/_middleware',
    'middleware:middleware:middleware:middleware:middleware',
    'proxy:proxy:proxy:proxy:proxy',
    'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware',
  ];

  it.each(values)('does not open /dashboard without a session (%s)', async (value) => {
    for (const path of ['/dashboard', '/ua/dashboard']) {
      const response = await fetch(`${baseUrl()}${path}`, {
        redirect: 'manual',
        headers: { 'x-middleware-subrequest': value },
      });
      expect([302, 303, 307, 308]).toContain(response.status);
      expect(response.headers.get('location')).toMatch(/\/login(\?|$)/);
    }
  });

  it.each(values)('does not open the API without credentials (%s)', async (value) => {
    const headers = { 'x-middleware-subrequest': value };
    const before = await settings();
    const put = await api('/api/settings', {
      method: 'PUT',
      headers,
      json: { ...before, title: 'Bypass' },
    });
    expect(put.status).toBe(401);
    expect((await api('/api/users', { headers })).status).toBe(401);
    expect((await api('/api/auth/me', { headers })).status).toBe(401);
    expect(await settings()).toEqual(before);
  });
});

describe('cross-origin requests authenticated by cookie', () => {
  it('refuses PUT /api/settings from another origin with 403, changing nothing', async () => {
    const before = await settings();
    for (const origin of [
      'https://evil.example',
      'null',
      `${baseUrl()}.evil.example`,
      'http://localhost:1',
    ]) {
      const response = await api('/api/settings', {
        method: 'PUT',
        cookie: adminToken(),
        headers: { origin },
        json: { ...before, title: 'Cross-origin' },
      });
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe('forbidden');
    }
    expect(await settings()).toEqual(before);
  });

  it('accepts the same request from the site itself (control)', async () => {
    const before = await settings();
    const response = await api('/api/settings', {
      method: 'PUT',
      cookie: adminToken(),
      headers: sameOrigin(),
      json: before,
    });
    expect(response.status).toBe(200);
  });
});

describe('request bodies', () => {
  it('refuses malformed JSON with 400 and changes nothing', async () => {
    const before = await settings();
    for (const body of ['{"title": "x",', 'not json', '', '{"title": "x"} trailing']) {
      const response = await api('/api/settings', {
        method: 'PUT',
        token: adminToken(),
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('bad_request');
    }
    expect(await settings()).toEqual(before);
  });

  it('refuses a JSON body over 1 MB with 413 (declared length)', async () => {
    const before = await settings();
    const body = JSON.stringify({ ...before, description: 'x'.repeat(1024 * 1024 + 10) });
    const response = await api('/api/settings', {
      method: 'PUT',
      token: adminToken(),
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('payload_too_large');
    expect(await settings()).toEqual(before);
  });

  it('refuses a streamed JSON body over 1 MB with 413 (no declared length)', async () => {
    // node:http on its own socket: the server answers before the upload ends and drops the
    // connection, which must not poison the keep-alive pool the other tests share.
    const url = new URL('/api/settings', baseUrl());
    // The server may close while the client is still writing: on a loaded machine the client's
    // next write then fails (EPIPE) before the 413 is read. That is the refusal working, seen
    // too early; the upload is tried again (the 413 must still come).
    const upload = () =>
      new Promise<number | 'closed-early'>((resolve, reject) => {
        const request = http.request(url, {
          method: 'PUT',
          agent: false,
          headers: {
            authorization: `Bearer ${adminToken()}`,
            'content-type': 'application/json',
            'transfer-encoding': 'chunked',
          },
        });
        request.on('response', (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
          request.destroy();
        });
        request.on('error', (error: NodeJS.ErrnoException) =>
          error.code === 'EPIPE' || error.code === 'ECONNRESET'
            ? resolve('closed-early')
            : reject(error),
        );
        request.write('{"title":"');
        const chunk = 'x'.repeat(64 * 1024);
        let sent = 0;
        const pump = () => {
          while (sent < 20 && !request.destroyed) {
            sent++;
            if (!request.write(chunk)) return void request.once('drain', pump);
          }
          if (!request.destroyed) request.end('"}');
        };
        pump();
      });
    let status = await upload();
    for (let attempt = 0; status === 'closed-early' && attempt < 4; attempt++)
      status = await upload();
    expect(status).toBe(413);
  });

  it('answers errors as JSON, never HTML or a stack trace', async () => {
    const responses = await Promise.all([
      api('/api/settings', {
        method: 'PUT',
        token: adminToken(),
        body: '{',
        headers: { 'content-type': 'application/json' },
      }),
      api('/api/users/nope', { method: 'PATCH', token: adminToken(), json: { role: 'admin' } }),
      api('/api/auth/login', { json: { username: 'x' } }),
      api('/api/contact', { method: 'GET' }),
    ]);
    for (const response of responses) {
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(response.body.error).toEqual(
        expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
      );
      expect(response.text).not.toMatch(/<html|\bat .*\(.*:\d+:\d+\)/i);
    }
  });
});

describe('concurrency', () => {
  it('20 concurrent PUT /api/settings give no 500', async () => {
    const before = await settings();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api('/api/settings', {
          method: 'PUT',
          token: adminToken(),
          json: { ...before, title: `Parallel ${i}` },
        }),
      ),
    );
    expect(responses.filter((response) => response.status >= 500)).toEqual([]);
    expect(responses.every((response) => response.status === 200)).toBe(true);
    await api('/api/settings', { method: 'PUT', token: adminToken(), json: before });
  });
});
