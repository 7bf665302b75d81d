// `npm run backup`: see lib/backup/cli.ts and README 'Backups'.
import { ensureProjectNode } from './project-node.mjs';
import { importLib } from './lib/run-ts.mjs';

ensureProjectNode();
const { runBackupCli } = await importLib('lib/backup/cli.ts');
process.exitCode = await runBackupCli(process.argv.slice(2));
