// `npm run build`: `next build`, then the stamp `npm start` checks (scripts/lib/build-stamp.mjs).
// The hash is taken before the build, so an edit made while it runs is noticed next time.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureProjectNode } from './project-node.mjs';
import { sourceHash, writeBuildStamp } from './lib/build-stamp.mjs';

await ensureProjectNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Builds the site in root; answers whether it succeeded. */
export function build(env = process.env) {
  const hash = sourceHash(root);
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'],
    { cwd: root, env: { NEXT_TELEMETRY_DISABLED: '1', ...env }, stdio: 'inherit' },
  );
  if (result.status !== 0) return false;
  writeBuildStamp(path.join(root, env.NEXT_DIST_DIR || '.next'), hash);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(build() ? 0 : 1);
}
