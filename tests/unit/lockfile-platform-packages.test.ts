import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Native packages (@napi-rs/canvas, sharp, ...) name their per-platform binaries as optional
// dependencies at one exact version. npm installs only the current platform's, so a lockfile that
// resolves another platform's to a different version (another parent's, hoisted) works here and
// fails on a Mac, a musl or an ARM machine with a binary that does not match its JavaScript.
type LockEntry = { version?: string; optionalDependencies?: Record<string, string> };
const lock = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../package-lock.json'), 'utf8'),
) as { packages: Record<string, LockEntry> };

/** Where Node (and npm) resolves `name` from the package installed at `from`. */
function resolveFrom(from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!dir) return undefined;
    const at = dir.lastIndexOf('/node_modules/');
    dir = at >= 0 ? dir.slice(0, at) : '';
  }
}

const EXACT = /^\d+\.\d+\.\d+(-[\w.]+)?$/;

export function mismatchedPlatformPackages() {
  const mismatches: string[] = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    for (const [name, wanted] of Object.entries(entry.optionalDependencies ?? {})) {
      if (!EXACT.test(wanted)) continue;
      const resolved = resolveFrom(location, name);
      const version = resolved ? lock.packages[resolved]?.version : undefined;
      if (resolved && version !== wanted) {
        mismatches.push(`${location} wants ${name}@${wanted}, resolves ${resolved}@${version}`);
      }
    }
  }
  return mismatches;
}

describe('package-lock.json', () => {
  it('resolves every exact-version platform binary at the version its parent asks for', () => {
    expect(mismatchedPlatformPackages()).toEqual([]);
  });

  it('has @napi-rs/canvas once, with all its platform packages beside it', () => {
    const canvases = Object.keys(lock.packages).filter((key) =>
      key.endsWith('node_modules/@napi-rs/canvas'),
    );
    expect(canvases).toEqual(['node_modules/@napi-rs/canvas']);
    const platforms = Object.keys(
      lock.packages['node_modules/@napi-rs/canvas']?.optionalDependencies ?? {},
    );
    expect(platforms.length).toBeGreaterThanOrEqual(10);
  });
});
