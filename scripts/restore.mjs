// `npm run restore`: see lib/backup/cli.ts and README 'Backups'.
import { ensureProjectNode } from './project-node.mjs';
import { importLib } from './lib/run-ts.mjs';

ensureProjectNode();
const { runRestoreCli } = await importLib('lib/backup/cli.ts');
process.exitCode = await runRestoreCli(process.argv.slice(2));
