import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { writeLocalNginxConfig } from '../../../deploy/nginx/local-run.mjs';
import { freePort } from '../server';

// Real PostgreSQL, Redis and nginx for the cluster tests, each on a free loopback port in a
// temporary folder, each stopped (and its folder removed) by stop().

const isRoot = process.getuid?.() === 0;

export async function waitForPort(port: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing answered on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function postgresBin(): string {
  const base = '/usr/lib/postgresql';
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  return path.join(base, versions[0], 'bin');
}

/** Runs a PostgreSQL tool, as the postgres user when we are root (initdb refuses root). */
function pgTool(tool: string, args: string[]): void {
  const command = [path.join(postgresBin(), tool), ...args].map((a) => `'${a}'`).join(' ');
  const result = isRoot
    ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { encoding: 'utf8' })
    : spawnSync('/bin/sh', ['-c', command], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout}`);
}

export interface PostgresCluster {
  /** Admin URL (database `postgres`). */
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startPostgres(): Promise<PostgresCluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'parish-cluster-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  if (isRoot) spawnSync('chown', ['postgres:postgres', dir]);
  pgTool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const cluster = { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dataDir };
  startPostgresServer(cluster);
  return {
    ...cluster,
    async stop() {
      stopPostgresServer(cluster);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Starts (or restarts) the cluster's server; also used by the outage test. */
export function startPostgresServer(cluster: { dataDir: string; port: number }): void {
  const options = `-c listen_addresses=127.0.0.1 -p ${cluster.port} -k ${path.dirname(cluster.dataDir)}`;
  pgTool('pg_ctl', [
    '-D',
    cluster.dataDir,
    '-o',
    options,
    '-l',
    `${cluster.dataDir}.log`,
    '-w',
    'start',
  ]);
}

export function stopPostgresServer(cluster: { dataDir: string }): void {
  try {
    pgTool('pg_ctl', ['-D', cluster.dataDir, '-m', 'fast', '-w', 'stop']);
  } catch {
    // already stopped
  }
}

export interface Service {
  port: number;
  stop(): Promise<void>;
}

function stopper(child: ChildProcess, dir: string) {
  return async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
}

export async function startRedis(): Promise<Service & { url: string; pid: number }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'parish-cluster-redis-'));
  const port = await freePort();
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
    ],
    { stdio: 'ignore' },
  );
  child.on('error', () => {});
  await waitForPort(port);
  return { port, pid: child.pid!, url: `redis://127.0.0.1:${port}`, stop: stopper(child, dir) };
}

/**
 * nginx with the repository's own deploy/nginx/parish.conf: only its upstream servers, listen
 * address and cache folder are replaced, so the tests exercise the file operators use.
 */
export async function startNginx(upstreams: string[]): Promise<Service & { url: string }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'parish-cluster-nginx-'));
  const port = await freePort();
  writeLocalNginxConfig({ dir, upstreams, port });
  const child = spawn(
    'nginx',
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let log = '';
  child.stderr?.on('data', (chunk) => (log += chunk));
  child.on('error', (error) => (log += error.message));
  try {
    await waitForPort(port, 10_000);
  } catch {
    throw new Error(`nginx did not start: ${log}`);
  }
  return { port, url: `http://127.0.0.1:${port}`, stop: stopper(child, dir) };
}
