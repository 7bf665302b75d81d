// Runs one of lib/'s TypeScript modules from an npm script (backup, restore), outside Next: jiti
// compiles it on the fly with the project's `@/` alias, and `server-only` (which throws outside a
// React Server bundle) as an empty module, as in the tests.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function importLib(relativePath) {
  const jiti = createJiti(import.meta.url, {
    alias: { '@': root, 'server-only': path.join(root, 'scripts', 'lib', 'server-only.mjs') },
    // Prisma's runtime is CommonJS built with esbuild's interop helpers, which jiti's own require
    // confuses (path.default is undefined in its error formatting): Node loads it as it is.
    nativeModules: ['@prisma/client'],
  });
  return jiti.import(path.join(root, relativePath));
}
