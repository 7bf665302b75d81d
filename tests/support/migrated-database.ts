import { afterAll, beforeAll } from 'vitest';
import type { Db } from '@/lib/db/client';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface MigratedDatabase {
  /** The real client on this file's database; there from the file's first test on. */
  db: Db;
  /** The real first-start seed (lib/startup/seed.ts), run on this database. */
  seed: () => Promise<void>;
}

/**
 * A real database for one test file (SQLite, or PostgreSQL with TEST_DATABASE_URL), migrated by
 * the real runner, with the real client on it. Call it at the top of the file: it registers its
 * own beforeAll and afterAll, and the hooks a file registers after it see the client ready.
 */
export function setUpMigratedDatabase(): MigratedDatabase {
  let database: TestDatabase | undefined;
  let db: Db | undefined;
  const ready = (): Db => {
    if (!db) throw new Error('The test database is set up in beforeAll; use it inside tests.');
    return db;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    // Set before lib/db is first used: lib/env.ts reads the environment once and keeps it.
    process.env.DATABASE_URL = database.url;
    process.env.DATA_DIR = database.dataDir;
    const { migrationsDir, readMigrations, migrateSqlite, migratePostgres } =
      await import('@/lib/db/migrate');
    const migrations = readMigrations(migrationsDir(database.kind));
    if (database.kind === 'sqlite') migrateSqlite(database.url.slice('file:'.length), migrations);
    else await migratePostgres(database.url, migrations);
    db = (await import('@/lib/db/client')).getDb();
  });

  afterAll(async () => {
    await db?.$disconnect();
    await database?.drop();
  });

  return {
    get db() {
      return ready();
    },
    seed: async () => {
      const { seedDatabase } = await import('@/lib/startup/seed');
      await seedDatabase(ready());
    },
  };
}
