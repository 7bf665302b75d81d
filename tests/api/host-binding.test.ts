import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, serverEnvironment, startServer, type RunningServer } from '../support/server';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { TEST_AUTH_SECRET } from '../support/constants';
import { staticPublicPaths } from '@/lib/seo/public-paths';
import { specifiedPages } from '@/lib/pages/pages';

// HOST chooses where `npm start` listens (README: behind a proxy, HOST=127.0.0.1), and a site
// bound to a loopback address, by HOST or by `next start -H`, serves every page: the proxy's
// rewrites once looked external there, and /bulletins and /login redirected to themselves.

const root = path.resolve(import.meta.dirname, '..', '..');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function database(): Promise<TestDatabase> {
  const db = await createTestDatabase();
  cleanups.push(db.drop);
  return db;
}

/** `npm start -- --no-build` (the build is the one the tests use) with HOST=127.0.0.1. */
async function npmStart(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), '--no-build'], {
    cwd: root,
    env: { ...serverEnvironment(), PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  const server: RunningServer = {
    url,
    pid: child.pid!,
    process: child,
    output: () => log,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
  cleanups.push(server.stop);
  const deadline = Date.now() + 60_000;
  while (!/ready at/.test(log)) {
    if (child.exitCode !== null) throw new Error(`npm start exited:\n${log}`);
    if (Date.now() > deadline) throw new Error(`npm start did not become ready:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return server;
}

/** The addresses this port is listened on, from the kernel's own tables. */
function listeningAddresses(port: number): string[] {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const addresses: string[] = [];
  for (const [file, family] of [
    ['/proc/net/tcp', 4],
    ['/proc/net/tcp6', 6],
  ] as const) {
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (state !== '0A' || !local?.endsWith(`:${hex}`)) continue;
      const address = local.split(':')[0]!;
      addresses.push(
        family === 4
          ? address
              .match(/../g)!
              .reverse()
              .map((byte) => parseInt(byte, 16))
              .join('.')
          : `v6:${address}`,
      );
    }
  }
  return addresses;
}

// The fixed pages and the 21 seeded ones (a fresh site has no other).
const publicPaths = () => [
  ...staticPublicPaths,
  ...specifiedPages.map((page) =>
    page.section ? `/${page.section}/${page.slug}` : `/${page.slug}`,
  ),
];

const pages = () => [
  ...publicPaths().flatMap((page) => [page, page === '/' ? '/ua' : `/ua${page}`]),
  '/login',
  '/ua/login',
];

async function expectEveryPage(url: string) {
  const answers: string[] = [];
  for (const page of pages()) {
    const response = await fetch(`${url}${page}`, { redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status !== 200)
      answers.push(`${page} ${response.status} ${response.headers.get('location') ?? ''}`);
  }
  expect(answers).toEqual([]);
}

describe('bound to 127.0.0.1', () => {
  it('HOST=127.0.0.1 npm start listens on 127.0.0.1 only; every page and /login answer 200', async () => {
    const db = await database();
    const server = await npmStart({
      HOST: '127.0.0.1',
      DATA_DIR: db.dataDir,
      DATABASE_URL: db.url,
      AUTH_SECRET: TEST_AUTH_SECRET,
      TRUST_PROXY: '',
    });
    const port = Number(new URL(server.url).port);
    expect(server.output()).toContain(`ready at http://127.0.0.1:${port}`);
    if (existsSync('/proc/net/tcp')) expect(listeningAddresses(port)).toEqual(['127.0.0.1']);
    // Not on IPv6 loopback, not on the wildcard address.
    await expect(fetch(`http://[::1]:${port}/api/health`)).rejects.toThrow();
    await expectEveryPage(server.url);
  }, 120_000);

  it('next start -H 127.0.0.1: every page and /login answer 200, no redirect to itself', async () => {
    const db = await database();
    const server = await startServer(
      { DATA_DIR: db.dataDir, DATABASE_URL: db.url, AUTH_SECRET: TEST_AUTH_SECRET },
      undefined,
      { host: '127.0.0.1' },
    );
    cleanups.push(server.stop);
    await expectEveryPage(server.url);
    // The proxy's own redirects stay relative: no bind address leaks into a Location.
    const dashboard = await fetch(`${server.url}/ua/dashboard`, { redirect: 'manual' });
    expect(dashboard.status).toBe(307);
    expect(dashboard.headers.get('location')).toMatch(/^\/ua\/login\?next=/);
    const chosen = await fetch(`${server.url}/contact-us`, {
      redirect: 'manual',
      headers: { cookie: 'language=ua' },
    });
    expect(chosen.headers.get('location')).toBe('/ua/contact-us');
  }, 120_000);
});
