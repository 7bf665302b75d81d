// `npm run bench`: every benchmark, one after another (each prints its own table).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureProjectNode } from './project-node.mjs';

// Run as `node scripts/bench.mjs` by a machine's older Node: re-run under the project's.
await ensureProjectNode();

const scripts = path.dirname(fileURLToPath(import.meta.url));
const benches = [
  'bench-site.mjs',
  'bench-events.mjs',
  'bench-api.mjs',
  'bench-search.mjs',
  'bench-flood.mjs',
  'bench-backup.mjs',
];

for (const bench of benches) {
  console.log(`\n=== ${bench} ===`);
  const result = spawnSync(process.execPath, [path.join(scripts, bench)], {
    stdio: 'inherit',
    env: process.env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
