import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startServer, freePort, serverEnvironment, type RunningServer } from '../support/server';
import { countRows } from '../support/db-rows';

// Start-up on a fresh data directory, as `npm start` does it: migrate, seed, secret, serve.
// Nothing is seeded as page content: an editable page has no record until staff write it.
const seeded = { Settings: 1, Service: 5, PageContent: 0 };
const tables = Object.keys(seeded);

/** Registers the site's first account and answers its token. */
async function registerOwner(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'owner', password: 'owner-password-123' }),
  });
  return ((await response.json()) as { authToken: string }).authToken;
}

/** The status of GET /api/auth/me with this token: 200 while it is a valid session. */
async function meStatus(url: string, token: string): Promise<number> {
  return (await fetch(`${url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } }))
    .status;
}

let database: TestDatabase | undefined;
let server: RunningServer | undefined;
afterEach(async () => {
  await server?.stop();
  await database?.drop();
  server = undefined;
  database = undefined;
});

describe('first start', () => {
  it('creates the data directory, secret, database and seed, and a restart adds nothing', async () => {
    database = await createTestDatabase();
    const env = { DATA_DIR: path.join(database.dataDir, 'data'), DATABASE_URL: database.url };
    if (database.kind === 'sqlite')
      env.DATABASE_URL = `file:${path.join(env.DATA_DIR, 'parish.db')}`;
    // No AUTH_SECRET: the server must generate one into the data directory.
    server = await startServer({ ...env, AUTH_SECRET: '', NEXTAUTH_SECRET: '' });

    const health = await (await fetch(`${server.url}/api/health`)).json();
    expect(health).toEqual({
      ok: true,
      database: 'up',
      cache: 'none',
      storage: 'up',
      shuttingDown: false,
      kinds: { database: database.kind, storage: 'local' },
      migrations: expect.any(Number),
      problems: [],
    });
    expect(health.migrations).toBeGreaterThan(0);
    expect(server.output()).toMatch(
      /Parish website ready at http:\/\/localhost:\d+ \(.*Node\.js v(2[2-9]|[3-9]\d)\./,
    );

    // The generated secret lives in the database, shared by every instance that uses it.
    expect(existsSync(path.join(env.DATA_DIR, 'auth-secret'))).toBe(false);
    expect(await countRows(env.DATABASE_URL, ['SiteSecret'])).toEqual({ SiteSecret: 1 });
    expect(existsSync(path.join(env.DATA_DIR, 'uploads'))).toBe(true);
    expect(await countRows(env.DATABASE_URL, tables)).toEqual(seeded);
    const token = await registerOwner(server.url);

    for (const [url, lang, title] of [
      ['/', 'en', 'St. Volodymyr Ukrainian Catholic Parish'],
      // The sample name has a Ukrainian version (lib/db/seed-data.ts).
      ['/ua', 'uk', 'Українська католицька парафія святого Володимира'],
    ] as const) {
      const response = await fetch(`${server.url}${url}`, { redirect: 'manual' });
      expect(response.headers.get('location'), url).toBeNull();
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(title);
    }

    await server.stop();
    server = await startServer({ ...env, AUTH_SECRET: '', NEXTAUTH_SECRET: '' });
    expect((await (await fetch(`${server.url}/api/health`)).json()).migrations).toBe(
      health.migrations,
    );
    expect(await countRows(env.DATABASE_URL, tables)).toEqual(seeded);
    expect(await countRows(env.DATABASE_URL, ['SiteSecret'])).toEqual({ SiteSecret: 1 });
    // Signed in before the restart, still signed in after it.
    expect(await meStatus(server.url, token)).toBe(200);
  });

  it('starts three instances at the same moment on an empty database: all come up, one seed', async () => {
    database = await createTestDatabase();
    const env = {
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.url,
      AUTH_SECRET: '',
      NEXTAUTH_SECRET: '',
    };
    const servers = await Promise.allSettled(
      [1, 2, 3].map((n) =>
        startServer({ ...env, DATA_DIR: path.join(database!.dataDir, `instance-${n}`) }),
      ),
    );
    try {
      for (const started of servers) {
        const reason = started.status === 'rejected' ? String(started.reason) : '';
        expect(started.status, reason).toBe('fulfilled');
      }
      const up = servers.flatMap((started) =>
        started.status === 'fulfilled' ? [started.value] : [],
      );
      for (const instance of up)
        expect((await fetch(`${instance.url}/api/health`)).status).toBe(200);
      expect(await countRows(env.DATABASE_URL, [...tables, 'SiteSecret'])).toEqual({
        ...seeded,
        SiteSecret: 1,
      });
      // One shared secret: a token from the first instance is good on the others.
      const first = up[0]!;
      const token = await registerOwner(first.url);
      for (const instance of up) {
        expect(await meStatus(instance.url, token)).toBe(200);
      }
    } finally {
      await Promise.all(
        servers.map((started) => (started.status === 'fulfilled' ? started.value.stop() : null)),
      );
    }
  });

  it('carries over the secret of an install from before, so its sessions stay valid', async () => {
    database = await createTestDatabase();
    const env = { DATA_DIR: path.join(database.dataDir, 'data'), DATABASE_URL: database.url };
    mkdirSync(env.DATA_DIR, { recursive: true });
    const legacy = 'legacy-secret-from-the-first-release-0123456789';
    writeFileSync(path.join(env.DATA_DIR, 'auth-secret'), legacy, { mode: 0o600 });
    server = await startServer({ ...env, AUTH_SECRET: '', NEXTAUTH_SECRET: '' });
    const token = await registerOwner(server.url);
    await server.stop();
    // The same key as AUTH_SECRET reads the token: the stored secret is the old file's.
    server = await startServer({ ...env, AUTH_SECRET: legacy });
    expect(await meStatus(server.url, token)).toBe(200);
  });

  it('recovers from a kill -9 during the first start', async () => {
    database = await createTestDatabase();
    const env = {
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.url,
      AUTH_SECRET: 'kill-test-secret-0123456789',
    };
    // Kill the first start at several moments of its start-up; every next start must finish the job.
    for (const delay of [150, 400, 900]) {
      const port = await freePort();
      const child = spawn(
        process.execPath,
        ['node_modules/next/dist/bin/next', 'start', '-p', String(port)],
        {
          env: { ...serverEnvironment(), ...env, PORT: String(port) },
          stdio: 'ignore',
        },
      );
      await new Promise((resolve) => setTimeout(resolve, delay));
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    server = await startServer(env);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(await countRows(database.url, tables)).toEqual(seeded);
  });
});

describe('bad configuration fails fast with one line', () => {
  function start(env: Record<string, string>) {
    return spawnSync(process.execPath, ['scripts/start.mjs'], {
      env: { ...serverEnvironment(), PORT: '1', ...env },
      encoding: 'utf8',
      timeout: 20_000,
    });
  }

  it('refuses a malformed DATABASE_URL', () => {
    const result = start({ DATABASE_URL: 'mysql://nope' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/DATABASE_URL/);
  });

  it('refuses an unwritable DATA_DIR', () => {
    const blocker = path.join(os.tmpdir(), `parish-not-a-dir-${process.pid}`);
    writeFileSync(blocker, 'a file, so nothing can be created below it');
    const result = start({ DATA_DIR: path.join(blocker, 'data') });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/DATA_DIR .* is not writable/);
  });

  it('explains an unreachable PostgreSQL in one line', async () => {
    const port = await freePort();
    const dataDir = path.join(os.tmpdir(), `parish-pg-down-${process.pid}`);
    const server = spawnSync(
      process.execPath,
      ['node_modules/next/dist/bin/next', 'start', '-p', String(port)],
      {
        env: {
          ...serverEnvironment(),
          DATA_DIR: dataDir,
          DATABASE_URL: `postgres://nobody@127.0.0.1:${await freePort()}/x`,
          AUTH_SECRET: 'x'.repeat(32),
        },
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(server.status).toBe(1);
    expect(server.stderr).toMatch(
      /Parish website cannot start: Cannot migrate the postgres database/,
    );
  });
});
