// `npm start`: check the configuration, build if there is no build, then serve.
// Migrations, seed and the auth secret happen inside the server at start-up (instrumentation.ts),
// so `next start` run any other way (tests, a process manager) does the same.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureProjectNode } from './project-node.mjs';

ensureProjectNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
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

const env = { ...process.env, DATA_DIR: dataDir, PORT: port, NEXT_TELEMETRY_DISABLED: '1' };
const distDir = path.join(root, process.env.NEXT_DIST_DIR ?? '.next');

if (!dev && !existsSync(path.join(distDir, 'BUILD_ID'))) {
  console.log('No build found: building the site once (a few minutes: 2–6 on a 2-core server)...');
  const build = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (build.status !== 0) fail('the build failed (see above)');
}

const child = spawn(process.execPath, [nextBin, dev ? 'dev' : 'start', '-p', port], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
