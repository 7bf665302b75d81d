// Whether the build in the dist folder was made from the sources as they are now. `npm run build`
// (scripts/build.mjs) and `npm start`'s own build store a hash of every file the build reads next
// to it (`<dist>/parish-source-hash`); `npm start` compares it with the sources, so a `git pull`
// that changed code is built before it is served, not served from the old build in silence.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What the build compiles: source folders, and the root files that configure it. */
const SOURCE_DIRS = ['app', 'components', 'lib', 'messages', 'public'];
const SOURCE_FILES = [
  'proxy.ts',
  'middleware.ts',
  'instrumentation.ts',
  'next.config.ts',
  'next.config.mjs',
  'tsconfig.json',
  'global.d.ts',
  'package.json',
  'package-lock.json',
  'postcss.config.mjs',
];
const STAMP = 'parish-source-hash';

function listFiles(root, relative, out) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    out.push(relative);
    return;
  }
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) listFiles(root, child, out);
    else if (entry.isFile()) out.push(child);
  }
}

/** The sources' files, sorted, as paths relative to root. */
export function sourceFiles(root) {
  const files = [];
  for (const name of [...SOURCE_DIRS, ...SOURCE_FILES]) listFiles(root, name, files);
  return files.map((file) => file.split(path.sep).join('/')).sort();
}

/** sha256 over every source file's path and content (about 0.1 s for this project). */
export function sourceHash(root) {
  const hash = createHash('sha256');
  for (const file of sourceFiles(root)) {
    hash.update(file).update('\0');
    hash.update(readFileSync(path.join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

export function writeBuildStamp(distDir, hash) {
  writeFileSync(path.join(distDir, STAMP), `${hash}\n`);
}

/**
 * 'missing' (no build), 'current', or 'stale' with the reason. A build without a stamp (made by
 * `next build` directly) is judged by time instead: stale when a source file is newer than it.
 */
export function buildState(root, distDir, hash = sourceHash(root)) {
  const buildId = path.join(distDir, 'BUILD_ID');
  if (!existsSync(buildId)) return { state: 'missing' };
  const stampFile = path.join(distDir, STAMP);
  if (existsSync(stampFile)) {
    return readFileSync(stampFile, 'utf8').trim() === hash
      ? { state: 'current' }
      : { state: 'stale', reason: 'the sources changed since the last build' };
  }
  const built = statSync(buildId).mtimeMs;
  const newer = sourceFiles(root).find((file) => statSync(path.join(root, file)).mtimeMs > built);
  return newer
    ? { state: 'stale', reason: `${newer} is newer than the build` }
    : { state: 'current' };
}
