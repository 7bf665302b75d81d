import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import pg from 'pg';
import { migratePostgres, migrateSqlite, migrationsDir, readMigrations } from '@/lib/db/migrate';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { countRows } from '../support/db-rows';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

const tables = [
  'User',
  'RevokedToken',
  'Settings',
  'Bulletin',
  'PageContent',
  'PageRevision',
  'Service',
  'ContactMessage',
];

async function migrate() {
  const migrations = readMigrations(migrationsDir(database.kind));
  return database.kind === 'sqlite'
    ? migrateSqlite(database.url.slice('file:'.length), migrations)
    : migratePostgres(database.url, migrations);
}

async function history(): Promise<
  { migration_name: string; checksum: string; finished_at: unknown }[]
> {
  if (database.kind === 'sqlite') {
    const db = new Database(database.url.slice('file:'.length), { readonly: true });
    try {
      return db
        .prepare('SELECT migration_name, checksum, finished_at FROM "_prisma_migrations"')
        .all() as never;
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (
      await client.query('SELECT migration_name, checksum, finished_at FROM "_prisma_migrations"')
    ).rows;
  } finally {
    await client.end();
  }
}

describe('migration runner', () => {
  it('reads the standard Prisma migration folders in order', () => {
    const migrations = readMigrations(migrationsDir(database.kind));
    expect(migrations.length).toBeGreaterThan(0);
    const names = migrations.map((m) => m.name);
    expect(names).toEqual([...names].sort());
    for (const m of migrations) expect(m.name).toMatch(/^\d{14}_[a-z0-9_]+$/);
  });

  it('applies every migration once and records it as prisma migrate deploy does', async () => {
    const migrations = readMigrations(migrationsDir(database.kind));
    const first = await migrate();
    expect(first.applied).toEqual(migrations.map((m) => m.name));
    expect(first.total).toBe(migrations.length);

    const rows = await history();
    expect(rows).toHaveLength(migrations.length);
    for (const m of migrations) {
      const row = rows.find((r) => r.migration_name === m.name);
      expect(row?.checksum).toBe(createHash('sha256').update(m.sql).digest('hex'));
      expect(row?.finished_at).toBeTruthy();
    }
    const counts = await countRows(database.url, tables);
    for (const table of tables) expect(counts[table]).toBe(0);
  });

  it('applies nothing the second time', async () => {
    const again = await migrate();
    expect(again.applied).toEqual([]);
    expect((await history()).length).toBe(again.total);
  });

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))('turns on WAL for SQLite', () => {
    const db = new Database(database.url.slice('file:'.length), { readonly: true });
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      db.close();
    }
  });
});
