// `npm test`: build once, then unit, API and browser tests. Exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { ensureProjectNode } from './project-node.mjs';

ensureProjectNode();
console.log(`Testing on Node.js ${process.version}`);

const steps = [
  ['build', ['node_modules/next/dist/bin/next', 'build']],
  ['unit tests', ['node_modules/vitest/vitest.mjs', 'run', '--project', 'unit']],
  ['API tests', ['node_modules/vitest/vitest.mjs', 'run', '--project', 'api']],
  ['browser tests', ['scripts/run-e2e.mjs']],
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
console.log('\nAll tests passed.');
