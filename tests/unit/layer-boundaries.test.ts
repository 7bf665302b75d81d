import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// `npm run lint` keeps the shared layers of lib/ (db, storage, http, …) free of feature folders:
// the rule in eslint.config.mjs, run here on planted files through ESLint's own API.

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import/no-restricted-paths')
    .map((message) => message.message);
}

// The first lint loads the config, its plugins and the TypeScript resolver: seconds on a busy machine.
describe('layer boundaries', { timeout: 60_000 }, () => {
  it('refuses a feature folder imported from lib/db, by alias or relative path', async () => {
    const planted = [
      "import { seedSpecifiedPages } from '@/lib/pages/seed';",
      "import { listAllAnnouncements } from '../announcements/data';",
      'export const both = [seedSpecifiedPages, listAllAnnouncements];',
    ].join('\n');
    const errors = await boundaryErrors('lib/db/planted.ts', planted);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('A shared layer imports no feature folder');
  });

  it('refuses lib/startup from a shared layer, and a feature from lib/env.ts', async () => {
    expect(
      await boundaryErrors(
        'lib/http/planted.ts',
        "import { startJobs } from '@/lib/startup/jobs';\nexport const run = startJobs;",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'lib/env.ts',
        "import { getDb } from '@/lib/db/client';\nimport { findEntries } from '@/lib/search/query';\nexport const x = [getDb, findEntries];",
      ),
    ).toHaveLength(1);
  });

  it('lets shared layers import one another, and lib/startup import features', async () => {
    expect(
      await boundaryErrors(
        'lib/storage/planted.ts',
        "import { getDb } from '@/lib/db/client';\nimport { getEnv } from '@/lib/env';\nexport const x = [getDb, getEnv];",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'lib/startup/planted.ts',
        "import { seedSpecifiedPages } from '@/lib/pages/seed';\nexport const x = seedSpecifiedPages;",
      ),
    ).toEqual([]);
  });
});
