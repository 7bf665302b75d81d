// The operator's way back into the site, from a shell on the server:
//   npm run admin -- list
//   npm run admin -- reset-password <username> [--url https://parish.example]   (prints a link)
//   npm run admin -- reset-password <username> --stdin    (sets the password read from stdin)
//   npm run admin -- create-admin <username>               (password from stdin)
//   npm run admin -- subscribers export                    (CSV of the e-mail subscribers)
// Same DATABASE_URL / DATA_DIR as the site (SQLite or PostgreSQL); safe while the site runs, and on
// an install never started (its database is created and migrated first, as start-up would).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { ensureProjectNode } from './project-node.mjs';

ensureProjectNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The site's own TypeScript (lib/accounts), loaded as it is: one implementation of the rules.
const jiti = createJiti(import.meta.url, {
  // Prisma's runtime is loaded as Node loads it (jiti's transform breaks its error reporting).
  nativeModules: ['@prisma/client'],
  alias: {
    '@': root,
    // Only guards against bundling server code into a browser bundle; a CLI is server code.
    'server-only': path.join(root, 'scripts/lib/server-only.mjs'),
  },
});

const USAGE = `Usage:
  npm run admin -- list
  npm run admin -- reset-password <username> [--url <site address>]
  npm run admin -- reset-password <username> --stdin   (new password on standard input)
  npm run admin -- create-admin <username>             (password on standard input)
  npm run admin -- subscribers export                  (CSV of the e-mail subscribers)`;

async function readStdin() {
  if (process.stdin.isTTY) process.stderr.write('Password (then Enter and Ctrl-D): ');
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  // One line: the trailing newline of `echo` or a terminal is not part of the password.
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** Migrations the site has not applied yet (an install never started): applied now, in one line. */
async function prepareDatabase() {
  const { getEnv } = await jiti.import('@/lib/env.ts');
  const { migrateDatabase } = await jiti.import('@/lib/db/migrate.ts');
  const { applied } = await migrateDatabase(getEnv());
  if (applied.length > 0) {
    console.error(`Database prepared: ${applied.length} migrations applied (as npm start would).`);
  }
}

async function main(argv) {
  const [command, ...rest] = argv;
  const flags = new Set(rest.filter((arg) => arg.startsWith('--')));
  const urlIndex = rest.indexOf('--url');
  const url = urlIndex >= 0 ? rest[urlIndex + 1] : undefined;
  const username = rest.find((arg, i) => !arg.startsWith('--') && rest[i - 1] !== '--url');
  if (!['list', 'reset-password', 'create-admin', 'subscribers'].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  await prepareDatabase();
  const operator = await jiti.import('@/lib/accounts/operator.ts');
  switch (command) {
    case 'list': {
      const accounts = await operator.listAccounts();
      if (accounts.length === 0) console.log('No accounts yet.');
      for (const account of accounts) {
        console.log(
          [
            account.username,
            account.role,
            account.email ?? '-',
            account.createdAt.toISOString(),
          ].join('\t'),
        );
      }
      return 0;
    }
    case 'reset-password': {
      if (!username) break;
      if (flags.has('--stdin')) {
        await operator.operatorSetPassword(username, await readStdin());
        console.log(`Password of ${username} set; every session of the account has ended.`);
        return 0;
      }
      const origin = url ? new URL(url).origin : undefined;
      const link = await operator.operatorResetLink(username, origin);
      console.log(link.resetUrl);
      console.error(`Single-use link for ${link.username}, valid until ${link.expiresAt}.`);
      return 0;
    }
    case 'subscribers': {
      if (rest[0] !== 'export') break;
      const { exportSubscribers } = await jiti.import('@/lib/subscriptions/export.ts');
      process.stdout.write(await exportSubscribers(null));
      return 0;
    }
    case 'create-admin': {
      if (!username) break;
      const created = await operator.createAdministrator(username, await readStdin());
      console.log(`Administrator ${created} created.`);
      return 0;
    }
  }
  console.error(USAGE);
  return 2;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  const operatorError = error?.constructor?.name === 'OperatorError';
  if (error?.code === 'P2021') {
    console.error('admin: this database has no accounts yet: start the site once (npm start).');
  } else {
    console.error(operatorError ? error.message : `admin: ${error?.message ?? error}`);
  }
  process.exitCode = 1;
} finally {
  const { getDb } = await jiti.import('@/lib/db/client.ts');
  await getDb()
    .$disconnect()
    .catch(() => {});
  // Open handles (a pool, a limiter's timer) must not keep the command waiting.
  setTimeout(() => process.exit(), 50).unref();
}
