import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// One command per write: `npm run lint` refuses a file under app/ that records activity or writes
// the search index itself (eslint.config.mjs); the domain's command does both. Linted here with
// the project's own configuration, as `npm run lint` does, on snippets placed under app/.

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function ruleErrors(code: string, file = 'app/api/planted/route.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((message) => message.severity === 2)
    .map((message) => `${message.line}:${message.ruleId}`);
}

describe('lint: writes go through the domain commands', { timeout: 60_000 }, () => {
  it('refuses an activity record in a route handler', async () => {
    const errors = await ruleErrors(
      [
        "import { recordActivity } from '@/lib/activity/record';",
        'export async function POST() {',
        "  await recordActivity({ actorId: null, action: 'page.save', target: 'x' });",
        '  return new Response(null);',
        '}',
      ].join('\n'),
    );
    expect(errors).toEqual(['1:no-restricted-imports', '3:no-restricted-syntax']);
  });

  it('refuses a search-index write, by import, by call or on the table', async () => {
    const errors = await ruleErrors(
      [
        "import { indexEntry, removeEntry } from '@/lib/search/index-entries';",
        "import { refreshPageIndex } from '@/lib/pages/search';",
        "import { getDb } from '@/lib/db/client';",
        'export async function DELETE() {',
        "  await removeEntry('page', 'x');",
        "  await getDb().searchEntry.deleteMany({ where: { ref: 'x' } });",
        '  void indexEntry;',
        '  void refreshPageIndex;',
        '  return new Response(null);',
        '}',
      ].join('\n'),
      'app/[locale]/(site)/planted/page.tsx',
    );
    expect(errors).toEqual([
      '1:no-restricted-imports',
      '2:no-restricted-imports',
      '5:no-restricted-syntax',
      '6:no-restricted-syntax',
    ]);
  });

  it('accepts a handler that calls one command and reads search and the log', async () => {
    const errors = await ruleErrors(
      [
        "import { savePage } from '@/lib/pages/commands';",
        "import { listActivity } from '@/lib/activity/record';",
        "import { searchSite } from '@/lib/site-search/search-site';",
        'export async function PUT(request: Request) {',
        '  void listActivity;',
        '  void searchSite;',
        "  const user = { id: 'a', username: 'b' };",
        "  return Response.json(await savePage(user, 'x', await request.json()));",
        '}',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('leaves lib/ free to record activity (the commands live there)', async () => {
    const errors = await ruleErrors(
      [
        "import { recordActivity } from '@/lib/activity/record';",
        'export async function write() {',
        "  await recordActivity({ actorId: null, action: 'x' });",
        '}',
      ].join('\n'),
      'lib/planted/commands.ts',
    );
    expect(errors).toEqual([]);
  });
});
