import 'server-only';
import { mkdirSync, accessSync, constants } from 'node:fs';
import { getEnv, sqlitePath } from '@/lib/env';
import { loadAuthSecret } from '@/lib/accounts/secret';
import { getDb } from '@/lib/db/client';
import { describe } from '@/lib/db/describe';
import {
  migratePostgres,
  migrateSqlite,
  migrationsDir,
  readMigrations,
  withSqliteStartupLock,
} from '@/lib/db/migrate';
import { recoverStorage } from './recover';
import { seedDatabase } from './seed';

export interface BootstrapResult {
  database: 'sqlite' | 'postgres';
  applied: string[];
  migrations: number;
  /** The Node.js version the server runs on, for the start-up line. */
  node: string;
}

/**
 * First-start work, safe to repeat and to run in many instances at once: data folders,
 * migrations, seed and the shared auth secret. On PostgreSQL all of it happens under one advisory
 * lock, so instances starting together take turns. Every failure is one line saying what is wrong.
 */
export async function bootstrap(): Promise<BootstrapResult> {
  const env = getEnv();
  for (const dir of [env.dataDir, env.uploadDir]) {
    try {
      mkdirSync(dir, { recursive: true });
      accessSync(dir, constants.W_OK);
    } catch {
      throw new Error(`Cannot write to ${dir}: check DATA_DIR / UPLOAD_DIR and its permissions`);
    }
  }

  const setUp = async () => {
    await step('seed the database', () => seedDatabase(getDb()));
    await step('create the shared auth secret', loadAuthSecret);
  };
  const migrations = readMigrations(migrationsDir(env.databaseKind));
  const sqliteFile = sqlitePath(env.databaseUrl);
  const result =
    env.databaseKind === 'sqlite'
      ? await step('lock the sqlite database for start-up', () =>
          withSqliteStartupLock(sqliteFile, async () => {
            const done = await step('migrate the sqlite database', async () =>
              migrateSqlite(sqliteFile, migrations),
            );
            await setUp();
            return done;
          }),
        )
      : await step('migrate the postgres database', () =>
          migratePostgres(env.databaseUrl, migrations, setUp),
        );
  await step('recover interrupted uploads', recoverStorage);
  return {
    database: env.databaseKind,
    applied: result.applied,
    migrations: result.total,
    node: process.version,
  };
}

async function step<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof StartupError) throw error;
    throw new StartupError(`Cannot ${what}: ${describe(error)}`);
  }
}

class StartupError extends Error {}
