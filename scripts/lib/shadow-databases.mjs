// The shadow databases `npm run db:migration` diffs against (scripts/db-migration.mjs): SQLite in
// memory, and PostgreSQL on SHADOW_DATABASE_URL or a throwaway cluster started for the purpose.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';

/** Sync cleanups (the throwaway PostgreSQL) that must also run on Ctrl-C (the script runs them). */
export const onExit = new Set();

const oneLine = (e) =>
  String(e?.message ?? e)
    .replace(/\s+/g, ' ')
    .trim();

/** Tracks adapters so close() can dispose of them all (the engine disposes some itself). */
function tracker() {
  const adapters = [];
  return {
    add: (adapter) => (adapters.push(adapter), adapter),
    disposeAll: () => Promise.all(adapters.map((a) => a.dispose().catch(() => {}))),
  };
}

export async function openSqlite() {
  const inner = new PrismaBetterSqlite3({ url: ':memory:' }); // the shadow is ':memory:' too
  const adapters = tracker();
  return {
    factory: {
      provider: inner.provider,
      adapterName: inner.adapterName,
      connect: async () => adapters.add(await inner.connect()),
      async connectToShadowDb() {
        const shadow = adapters.add(await inner.connectToShadowDb());
        // NOTE: the engine sends each whole migration file through a parameterless executeRaw,
        // which better-sqlite3 rejects (one statement per prepare); run those as a script.
        const executeRaw = shadow.executeRaw.bind(shadow);
        shadow.executeRaw = (q) =>
          q.args.length === 0 ? shadow.executeScript(q.sql).then(() => 0) : executeRaw(q);
        return shadow;
      },
    },
    close: adapters.disposeAll,
  };
}

export async function openPostgres() {
  const url = process.env.SHADOW_DATABASE_URL;
  const server = url ? { config: configFromUrl(url), stop() {} } : await startThrowawayCluster();
  const adapters = tracker();
  let admin;
  let created = false;
  const shadowDb = `prisma_migrate_shadow_db_${randomUUID().replaceAll('-', '')}`;
  // NOTE: the engine neither empties nor drops the shadow database it is given (a non-empty one
  // silently spoils the diff), so make a fresh one and drop it afterwards. Not the adapter's own
  // connectToShadowDb: it drops the database before closing its pool, so the drop fails.
  const connect = async (database) => {
    const adapter = adapters.add(await new PrismaPg({ ...server.config, database }).connect());
    // NOTE: adapter-pg splits scripts on ';' (breaks on functions, strings); send one query.
    adapter.executeScript = async (script) => {
      try {
        await adapter.client.query(script);
      } catch (e) {
        adapter.onError(e); // throws the adapter's error
      }
    };
    // NOTE: adapter-pg has no column type for the internal "char" type (OID 18) that the engine's
    // schema queries return; read it as text (OID 25).
    const performIO = adapter.performIO.bind(adapter);
    adapter.performIO = async (query) => {
      const result = await performIO(query);
      for (const field of result.fields) if (field.dataTypeID === 18) field.dataTypeID = 25;
      return result;
    };
    return adapter;
  };
  const close = async () => {
    await adapters.disposeAll();
    if (created) {
      await admin
        .query(`DROP DATABASE IF EXISTS "${shadowDb}"`)
        .catch((e) => console.error(`Could not drop shadow database ${shadowDb}: ${e.message}`));
    }
    await admin?.end().catch(() => {});
    server.stop();
  };
  try {
    // NOTE: host, port, … separately: a connectionString would win over `database`.
    admin = new pg.Client(server.config);
    await admin.connect();
    await admin.query(`CREATE DATABASE "${shadowDb}"`);
    created = true;
  } catch (e) {
    await close();
    throw new Error(
      `cannot create a shadow database on ${url ? 'SHADOW_DATABASE_URL' : 'the throwaway cluster'}: ${e.message}`,
    );
  }
  return {
    factory: {
      provider: 'postgres',
      adapterName: '@prisma/adapter-pg',
      connect: () => connect(server.config.database),
      connectToShadowDb: () => connect(shadowDb),
    },
    close,
  };
}

function configFromUrl(url) {
  const u = new URL(url);
  return {
    host: decodeURIComponent(u.hostname),
    port: Number(u.port || 5432),
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    database: decodeURIComponent(u.pathname.slice(1)) || 'postgres',
  };
}

/** initdb + pg_ctl in a temp dir, on a free loopback port; as root, run them as `postgres`. */
async function startThrowawayCluster() {
  const bin = process.env.PG_BIN ?? newestPgBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-migration-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0; // initdb refuses to run as root
  const run = (tool, args) => {
    const [cmd, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
    execFileSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
  };
  let started = false;
  const stop = () => {
    onExit.delete(stop);
    try {
      if (started) run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // the directory goes anyway
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  onExit.add(stop);
  try {
    if (asRoot) execFileSync('chown', ['postgres:', dir]);
    const port = await freePort();
    const initdbArgs = ['-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'];
    run('initdb', ['-D', data, ...initdbArgs]);
    started = true;
    const opts = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`;
    run('pg_ctl', ['-D', data, '-o', opts, '-l', path.join(dir, 'log'), '-w', 'start']);
    return { config: { host: '127.0.0.1', port, user: 'postgres', database: 'postgres' }, stop };
  } catch (e) {
    let reason =
      e.code === 'ENOENT' ? `${e.path} not found (set PG_BIN)` : oneLine(e.stderr?.toString() || e);
    if (fs.existsSync(path.join(dir, 'log')))
      reason += ` / ${oneLine(fs.readFileSync(path.join(dir, 'log'), 'utf8').trim().split('\n').at(-1))}`;
    stop();
    throw new Error(`cannot start a throwaway PostgreSQL (${reason}); or set SHADOW_DATABASE_URL`);
  }
}

function newestPgBin() {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).filter((v) => /^\d+$/.test(v)) : [];
  const newest = versions.sort((a, b) => b - a)[0];
  return newest ? path.join(base, newest, 'bin') : ''; // '' = rely on PATH
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}
