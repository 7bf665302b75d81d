// What every benchmark needs: a free port, a build, and a real server on a fresh data directory.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const distDir = process.env.NEXT_DIST_DIR || '.next';
const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDir };

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function ensureBuild() {
  if (existsSync(path.join(root, distDir, 'BUILD_ID'))) return;
  console.log(`No build in ${distDir}: building once...`);
  const result = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: root,
    env: baseEnv,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the build failed');
}

/**
 * `next start` on a free port with its own temporary data directory (SQLite unless `env` names a
 * DATABASE_URL; a DATA_DIR in `env` is the caller's, kept on stop); resolves once /api/health
 * answers. -H localhost: see tests/support/server.ts.
 */
export async function startBenchServer(env = {}) {
  const ownDataDir = !env.DATA_DIR;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'parish-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', 'localhost'], {
    cwd: root,
    env: {
      ...baseEnv,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${path.join(dataDir, 'parish.db')}`,
      AUTH_SECRET: randomBytes(24).toString('hex'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 60_000; ;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${log}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not start:\n${log}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, dataDir, log: () => log, stop };
}

/** The p-th percentile (0..1) of a list of numbers. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

/**
 * A fresh database for a benchmark: a SQLite file in its temp data folder, or, with
 * BENCH_DATABASE_URL, a new PostgreSQL database on that server (dropped by `drop`).
 */
export async function createDatabase(dataDir) {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl)
    return { url: `file:${path.join(dataDir, 'parish.db')}`, kind: 'sqlite', drop: async () => {} };
  const name = `parish_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    kind: 'postgres',
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
