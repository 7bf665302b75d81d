// `npm test`: build once, then unit, API, browser and cluster tests. Exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { ensureProjectNode } from './project-node.mjs';

await ensureProjectNode();
console.log(`Testing on Node.js ${process.version}`);

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
const hasPostgres =
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
// The cluster tests run real PostgreSQL, Redis and nginx (Debian packages; CI installs them).
const clusterServers = hasPostgres && onPath('redis-server') && onPath('nginx');

const steps = [
  ['build', ['scripts/build.mjs']],
  ['unit tests', ['node_modules/vitest/vitest.mjs', 'run', '--project', 'unit']],
  ['API tests', ['node_modules/vitest/vitest.mjs', 'run', '--project', 'api']],
  ['browser tests', ['scripts/run-e2e.mjs']],
  ...(clusterServers
    ? [['cluster tests', ['node_modules/vitest/vitest.mjs', 'run', '--project', 'cluster']]]
    : []),
];

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
for (const [name, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n${name} failed.`);
    process.exit(result.status ?? 1);
  }
}
if (!clusterServers) {
  console.log(
    '\nCluster tests not run: they need postgresql, redis-server and nginx (apt-get install them).',
  );
}
console.log('\nAll tests passed.');
