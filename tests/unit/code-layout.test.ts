import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The layering the README's layout map promises: lib/ (feature folders over shared layers) never
// reaches up into components/, and no module is part of an import circle, where whichever module
// loads first sees the other half-initialised. Type-only imports are erased and do not count.

const root = path.resolve(import.meta.dirname, '../..');
const SOURCE = /\.(ts|tsx|mts|mjs)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`;
    if (relative === 'lib/db/generated') return [];
    if (statSync(path.join(root, relative)).isDirectory()) return sourceFiles(relative);
    return SOURCE.test(name) && !name.endsWith('.d.ts') && !name.endsWith('.d.mts')
      ? [relative]
      : [];
  });
}

/** Static imports and re-exports that exist at run time (not `import type`/`export type`). */
function runtimeSpecifiers(source: string): string[] {
  const found: string[] = [];
  const statement = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(statement)) if (!match[2]) found.push(match[3]!);
  return found;
}

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else return null;
  for (const ending of ['', '.ts', '.tsx', '.mts', '.mjs', '/index.ts', '/index.tsx']) {
    const candidate = base + ending;
    if (SOURCE.test(candidate) && existsSync(path.join(root, candidate))) return candidate;
  }
  return null;
}

const files = ['lib', 'app', 'components'].flatMap(sourceFiles);
const imports = new Map(
  files.map((file) => {
    const source = readFileSync(path.join(root, file), 'utf8');
    const targets = runtimeSpecifiers(source)
      .map((specifier) => ({ specifier, target: resolve(file, specifier) }))
      .filter((entry): entry is { specifier: string; target: string } => entry.target !== null);
    return [file, targets] as const;
  }),
);

describe('code layout', () => {
  it('finds the source files and their imports', () => {
    expect(files).toContain('lib/bulletins/data.ts');
    expect(imports.get('lib/bulletins/data.ts')?.map((entry) => entry.target)).toContain(
      'lib/db/client.ts',
    );
  });

  it('no file under lib/ imports from components/', () => {
    const upward = [...imports]
      .filter(([file]) => file.startsWith('lib/'))
      .flatMap(([file, targets]) =>
        targets
          .filter((entry) => entry.target.startsWith('components/'))
          .map((entry) => `${file} -> ${entry.specifier}`),
      );
    expect(upward).toEqual([]);
  });

  it('no import circles among lib/, app/ and components/', () => {
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const trail: string[] = [];
    const visit = (file: string) => {
      state.set(file, 'open');
      trail.push(file);
      for (const { target } of imports.get(file) ?? []) {
        if (state.get(target) === 'open')
          circles.push([...trail.slice(trail.indexOf(target)), target].join(' -> '));
        else if (!state.has(target)) visit(target);
      }
      trail.pop();
      state.set(file, 'done');
    };
    for (const file of files) if (!state.has(file)) visit(file);
    expect(circles).toEqual([]);
  });
});
