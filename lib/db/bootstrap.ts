import 'server-only';
import { mkdirSync, accessSync, constants } from 'node:fs';
import { getEnv, sqlitePath } from '@/lib/env';
import { ensureAuthSecret } from '@/lib/auth/secret';
import { recoverStorage } from '@/lib/storage/recover';
import { getDb } from './client';
import { migratePostgres, migrateSqlite, migrationsDir, readMigrations } from './migrate';
import { seedDatabase } from './seed';

export interface BootstrapResult {
  database: 'sqlite' | 'postgres';
  applied: string[];
  migrations: number;
}

/** First-start work, safe to repeat: data folders, auth secret, migrations, seed. */
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
  ensureAuthSecret();

  const migrations = readMigrations(migrationsDir(env.databaseKind));
  let result;
  try {
    result =
      env.databaseKind === 'sqlite'
        ? migrateSqlite(sqlitePath(env.databaseUrl), migrations)
        : await migratePostgres(env.databaseUrl, migrations);
  } catch (error) {
    throw new Error(`Cannot migrate the ${env.databaseKind} database: ${describe(error)}`);
  }
  await seedDatabase(getDb());
  await recoverStorage();
  return { database: env.databaseKind, applied: result.applied, migrations: result.total };
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? message;
}
