// `npm start`: check the configuration, build if there is no build or the sources changed since
// it was made (`--no-build`: serve the build as it is), then serve on HOST:PORT.
// Migrations, seed and the auth secret happen inside the server at start-up (instrumentation.ts),
// so `next start` run any other way (tests, a process manager) does the same.
import { spawn } from 'node:child_process';
import { accessSync, constants, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureProjectNode } from './project-node.mjs';
import { buildState } from './lib/build-stamp.mjs';
import { build } from './build.mjs';

await ensureProjectNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const noBuild = process.argv.includes('--no-build');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

function fail(message) {
  console.error(`Parish website cannot start: ${message}`);
  process.exit(1);
}

const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl && !/^(file:.+|postgres(ql)?:\/\/.+)/.test(databaseUrl)) {
  fail('DATABASE_URL must be file:<path> (SQLite) or postgres://user:pass@host/db (PostgreSQL)');
}
if (databaseUrl?.startsWith('postgres')) {
  try {
    new URL(databaseUrl);
  } catch {
    fail('DATABASE_URL is not a valid postgres:// URL');
  }
}
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data');
try {
  mkdirSync(dataDir, { recursive: true });
  accessSync(dataDir, constants.W_OK);
} catch {
  fail(`DATA_DIR ${dataDir} is not writable`);
}
const port = process.env.PORT ?? '3000';
if (!/^\d+$/.test(port)) fail('PORT must be a number');
// The listening address: every interface by default; HOST=127.0.0.1 behind a reverse proxy.
const host = process.env.HOST?.trim() || undefined;
if (host !== undefined && !/^[A-Za-z0-9.:[\]-]+$/.test(host))
  fail('HOST must be an address or host name (e.g. 127.0.0.1, ::1, 0.0.0.0)');

const env = { ...process.env, DATA_DIR: dataDir, PORT: port, NEXT_TELEMETRY_DISABLED: '1' };
const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next');

if (!dev) {
  const { state, reason } = buildState(root, distDir);
  if (state === 'missing' && noBuild) fail('there is no build (run "npm run build" first)');
  if (state === 'stale' && noBuild)
    console.log(`Serving the existing build (--no-build): ${reason}.`);
  if (state === 'missing' || (state === 'stale' && !noBuild)) {
    console.log(
      state === 'missing'
        ? 'No build found: building the site once (a few minutes)...'
        : `Rebuilding the site: ${reason} (npm start -- --no-build serves the old build)...`,
    );
    if (!build(env)) fail('the build failed (see above)');
  }
}

const hostArgs = host ? ['-H', host.replace(/^\[(.*)\]$/, '$1')] : [];
// The IPC channel is the server's lifeline: it closes when this process ends, however it ends,
// and the server then shuts down gracefully (lib/ops/parent-watch.ts). SIGTERM and SIGINT are
// relayed (npm's package.json `exec`s this script, so the signal npm forwards arrives here).
const child = spawn(process.execPath, [nextBin, dev ? 'dev' : 'start', '-p', port, ...hostArgs], {
  cwd: root,
  env,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
