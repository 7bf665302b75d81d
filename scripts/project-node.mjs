// The project runs on the Node.js from its own `node` dependency (22 LTS), whatever the machine
// has: npm scripts find it first on PATH. A script started as `node scripts/x.mjs` by a machine's
// older Node re-runs itself under that one, so no one has to install Node by hand.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MINIMUM = [22, 12];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function isSupportedNode(version = process.versions.node) {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major > MINIMUM[0] || (major === MINIMUM[0] && minor >= MINIMUM[1]);
}

/**
 * Re-runs the current script under the project's Node when this one is too old. Callers await it:
 * when it re-runs, the promise never settles and this process only relays signals (a rolling
 * restart's SIGTERM must reach the server, not orphan it) and then exits with the child's status.
 */
export function ensureProjectNode() {
  if (isSupportedNode()) return Promise.resolve();
  const projectNode = path.join(root, 'node_modules', '.bin', 'node');
  if (!existsSync(projectNode)) {
    console.error(
      `Node.js ${process.version} is too old (needs >= ${MINIMUM.join('.')}); run "npm install" first.`,
    );
    process.exit(1);
  }
  const child = spawn(projectNode, process.argv.slice(1), { stdio: 'inherit' });
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return new Promise(() => {});
}
