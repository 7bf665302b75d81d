import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every file (not folder) under `dir`, as paths relative to it; an absent folder has none. */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}
