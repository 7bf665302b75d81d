// Browser tests on Debian's Chromium (never a downloaded browser), provisioned when missing.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureProjectNode } from './project-node.mjs';

// The servers the tests start run on this Node: the project's own (better-sqlite3 is built for it).
await ensureProjectNode();

const chromium = ensureChromium();
if (chromium.error) {
  console.error(chromium.error);
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium.path } },
);
process.exit(result.status ?? 1);
