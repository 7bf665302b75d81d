// Generates both Prisma clients (SQLite and PostgreSQL) from the one model source.
// NOTE: the Prisma CLI wants a native schema-engine binary for every command, which cannot be
// downloaded offline. `generate` never runs it, so pointing the variable at any existing file is
// enough. This can go when the CLI stops asking for the binary on generate.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
  CHECKPOINT_DISABLE: '1',
};
const cli = path.join(root, 'node_modules', 'prisma', 'build', 'index.js');

for (const provider of ['sqlite', 'postgres']) {
  const result = spawnSync(
    process.execPath,
    [cli, 'generate', '--schema', path.join('prisma', provider)],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' },
  );
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    console.error(`prisma generate failed for ${provider}`);
    process.exit(1);
  }
}
console.log('Prisma clients generated (sqlite, postgres).');
