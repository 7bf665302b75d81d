import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { startServer, type RunningServer } from '../support/server';
import { startS3Server, type RunningS3Server } from '../support/s3-server';
import { startNginx, startRedis } from '../support/cluster/services';
import { tinyPdf } from '../support/uploads';
import { call, cluster, within } from './client';
import { failures, percentile, steadyLoad } from './load';

// What an operator does to a running site (issue 26), all through nginx under steady traffic:
// a rolling restart, a frozen Redis, a stopped S3 server. This file has its own Redis, S3 server,
// database, two instances and nginx, so it can break them without touching the other files'.

const owner = { username: 'ops-owner', password: 'ops-owner-password-1' };
let token = '';
let env: Record<string, string> = {};
let redis: Awaited<ReturnType<typeof startRedis>>;
let s3: RunningS3Server;
let nginx: Awaited<ReturnType<typeof startNginx>>;
const instances: RunningServer[] = [];
let front = '';
const base = path.join('/tmp', `parish-ops-${randomBytes(4).toString('hex')}`);

const instanceEnv = (name: string) => ({ ...env, DATA_DIR: path.join(base, `instance-${name}`) });
const portOf = (server: RunningServer) => Number(new URL(server.url).port);

beforeAll(async () => {
  const { postgres, instanceEnv: shared } = cluster();
  redis = await startRedis();
  s3 = await startS3Server('parish-ops');
  const database = `parish_ops_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  env = {
    ...shared,
    DATABASE_URL: postgres.url.replace(/\/postgres$/, `/${database}`),
    REDIS_URL: redis.url,
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  };
  for (const name of ['a', 'b']) instances.push(await startServer(instanceEnv(name)));
  nginx = await startNginx(instances.map((server) => new URL(server.url).host));
  front = nginx.url;
  const registered = await call(front, '/api/auth/register', { json: owner });
  expect(registered.status).toBe(201);
  token = registered.json.authToken;
});

afterAll(async () => {
  await nginx?.stop();
  for (const server of instances) await server.stop();
  if (redis) process.kill(redis.pid, 'SIGCONT');
  await redis?.stop();
  await s3?.stop().catch(() => {});
});

function exitOf(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

describe('rolling restart through nginx under steady keep-alive load', () => {
  it('SIGTERM A, start A, SIGTERM B, start B: no failed request, each gone within 10 s', async () => {
    // Pages nginx caches for half a second, and pages and API answers it never caches.
    const load = steadyLoad(front, ['/', '/api/settings', '/login', '/ua/contact-us', '/ua/login']);
    const gone: number[] = [];
    const loadStarted = Date.now();
    try {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      for (const index of [0, 1]) {
        const old = instances[index]!;
        const signalled = Date.now();
        console.log(`SIGTERM ${index ? 'B' : 'A'} at ${signalled - loadStarted} ms`);
        old.process.kill('SIGTERM');
        await Promise.race([exitOf(old.process), new Promise((r) => setTimeout(r, 15_000))]);
        gone.push(Date.now() - signalled);
        expect(old.output()).toContain('shutting down');
        instances[index] = await startServer(instanceEnv(index ? 'b' : 'a'), undefined, {
          port: portOf(old),
        });
        // As an operator does (README "Rolling restarts"): nginx counts the refused connections
        // while the instance was away and tries it again only after `fail_timeout` (5 s in
        // parish.conf); stopping the other one before that would leave nginx no instance at all.
        await new Promise((resolve) => setTimeout(resolve, 6000));
      }
    } finally {
      await load.stop();
    }
    for (const ms of gone) expect(ms).toBeLessThan(10_000);
    expect(load.samples.length).toBeGreaterThan(100);
    expect(failures(load.samples)).toEqual([]);
  }, 120_000);

  it('a draining instance closes idle connections at once and answers /api/health 503 with Connection: close', async () => {
    const victim = await startServer(instanceEnv('c'));
    const port = portOf(victim);
    try {
      // A kept-alive connection that has had its answer and is now idle.
      const idle = await rawConnection(port);
      idle.socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
      expect(await idle.until(/"ok":true/)).toMatch(/^HTTP\/1\.1 200/);
      // A request whose headers are still arriving when the signal comes: it is served.
      const busy = await rawConnection(port);
      busy.socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
      // Let the server read those bytes before the signal (nothing to poll for).
      await new Promise((resolve) => setTimeout(resolve, 300));

      const signalled = Date.now();
      victim.process.kill('SIGTERM');
      expect(
        await within(5000, async () => victim.output().includes('shutting down')),
      ).toBeLessThan(5000);
      expect(await within(2000, async () => idle.closed())).toBeLessThan(2000);
      busy.socket.write('\r\n');
      const answer = await busy.until(/"shuttingDown":true/);
      expect(answer).toMatch(/^HTTP\/1\.1 503/);
      expect(answer).toMatch(/\r\nconnection: close\r\n/i);
      await exitOf(victim.process);
      expect(Date.now() - signalled).toBeLessThan(10_000);
    } finally {
      await victim.stop();
    }
  }, 60_000);
});

/** A plain TCP connection, to send requests byte by byte and watch it close. */
async function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let data = '';
  let closed = false;
  socket.on('data', (chunk) => (data += chunk));
  socket.on('close', () => (closed = true));
  socket.on('error', () => {});
  return {
    socket,
    closed: () => closed,
    /** Everything received once it matches (or throws after 10 s). */
    async until(pattern: RegExp): Promise<string> {
      const took = await within(10_000, async () => pattern.test(data.trim()));
      if (took === Infinity) throw new Error(`no answer matching ${pattern}: ${data}`);
      const answer = data;
      data = '';
      return answer;
    },
  };
}

describe('Redis frozen (SIGSTOP) for 10 s', () => {
  it('pages keep answering: p95 under 1 s, no error; the cache comes back by itself', async () => {
    let n = 0;
    // Unique query strings go past nginx's micro-cache to the app, whose page cache is in Redis.
    const unique = (path: string) => () => `${path}${path.includes('?') ? '&' : '?'}r=${n++}`;
    const paths = [unique('/'), unique('/ua'), '/api/settings', unique('/contact-us'), '/login'];
    // Warm: every page rendered and cached in Redis once.
    for (const entry of paths)
      expect((await call(front, typeof entry === 'string' ? entry : entry())).status).toBe(200);

    process.kill(redis.pid, 'SIGSTOP');
    const load = steadyLoad(front, paths, { clients: 2 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 10_000));
    } finally {
      await load.stop();
      process.kill(redis.pid, 'SIGCONT');
    }
    const times = load.samples.map((sample) => sample.ms);
    expect(load.samples.length).toBeGreaterThan(30);
    expect(failures(load.samples)).toEqual([]);
    expect(percentile(times, 95)).toBeLessThan(1000);
    // The breaker said so in the log, naming the cache.
    expect(instances.map((server) => server.output()).join('\n')).toContain('Cache unavailable');
    // Back without a restart.
    expect(
      await within(10_000, async () => {
        const health = await call(instances[0]!.url, '/api/health');
        return health.json?.cache === 'up';
      }),
    ).toBeLessThan(10_000);
  }, 60_000);
});

// Last: it stops this file's S3 server for good.
describe('S3 stopped', () => {
  it('pages fine, files 503 storage_unavailable, health names storage, uploads refused cleanly', async () => {
    const pdf = tinyPdf('Before the outage');
    const form = new FormData();
    form.append('title', 'Before the outage');
    form.append('date', '2026-11-29');
    form.append('label', 'Weekly');
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'b.pdf');
    const uploaded = await call(front, '/api/bulletins', { token, body: form });
    expect(uploaded.status).toBe(201);
    const fileUrl = uploaded.json.fileUrl as string;
    expect((await call(front, fileUrl)).status).toBe(200);

    await s3.stop();

    for (const page of ['/', '/ua', '/bulletins', '/ua/bulletins', '/contact-us'])
      expect((await call(front, page)).status, page).toBe(200);

    const started = Date.now();
    const file = await call(front, fileUrl);
    expect(file.status).toBe(503);
    expect(file.json.error.code).toBe('storage_unavailable');
    expect(file.headers.get('retry-after')).toBeTruthy();
    expect(Date.now() - started).toBeLessThan(3000);

    for (const server of instances) {
      const health = await call(server.url, '/api/health');
      expect(health.status).toBe(200);
      expect(health.json).toMatchObject({
        ok: true,
        database: 'up',
        storage: 'down',
        problems: ['storage_unavailable'],
      });
    }

    const title = `During the outage ${randomBytes(3).toString('hex')}`;
    const refusedForm = new FormData();
    refusedForm.append('title', title);
    refusedForm.append('date', '2026-12-06');
    refusedForm.append('label', 'Weekly');
    refusedForm.append(
      'file',
      new Blob([new Uint8Array(tinyPdf(title))], { type: 'application/pdf' }),
      'c.pdf',
    );
    const refused = await call(front, '/api/bulletins', { token, body: refusedForm });
    expect(refused.status).toBe(503);
    expect(refused.json.error.code).toBe('storage_unavailable');
    // Nothing half-made: the bulletin is not listed anywhere.
    const list = await call(front, '/api/bulletins?limit=100', { token });
    expect(list.text).not.toContain(title);

    const logs = instances.map((server) => server.output()).join('\n');
    expect(logs).toContain('Storage unavailable');
    expect(logs).not.toContain('Database unavailable');
  }, 60_000);
});
