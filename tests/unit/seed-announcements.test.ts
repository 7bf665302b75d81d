import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import type { Db } from '@/lib/db/client';

// A real database, migrated and seeded by the real code: the sample 'Latest Updates' arrive once.
let database: TestDatabase;
let db: Db;
let seedDatabase: (db: Db) => Promise<void>;

beforeAll(async () => {
  database = await createTestDatabase();
  process.env.DATABASE_URL = database.url;
  process.env.DATA_DIR = database.dataDir;
  const { migrationsDir, readMigrations, migrateSqlite, migratePostgres } =
    await import('@/lib/db/migrate');
  const migrations = readMigrations(migrationsDir(database.kind));
  if (database.kind === 'sqlite') migrateSqlite(database.url.slice('file:'.length), migrations);
  else await migratePostgres(database.url, migrations);
  db = (await import('@/lib/db/client')).getDb();
  seedDatabase = (await import('@/lib/db/seed')).seedDatabase;
});

afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

const titles = async () => {
  const { listAllAnnouncements } = await import('@/lib/db/announcements');
  return (await listAllAnnouncements()).map((announcement) => announcement.title);
};

describe('seeded announcements', () => {
  it('are the three sample cards, published, in both languages, in the specification’s order', async () => {
    await seedDatabase(db);
    expect(await titles()).toEqual([
      { en: 'Easter Celebration', ua: 'Святкування Великодня' },
      { en: 'Youth Group', ua: 'Молодіжна група' },
      { en: 'Community Outreach', ua: 'Допомога громаді' },
    ]);
    const rows = await db.announcement.findMany();
    expect(rows.every((row) => row.published && row.sortOrder === null)).toBe(true);
    expect(rows.map((row) => (row.subtitle as { en: string }).en).sort()).toEqual([
      'Every second Friday',
      'Monthly',
      'Pascha',
    ]);
    // The first seed loads both messages files and the client: slow on a busy machine.
  }, 30_000);

  it('come once: a second start adds nothing, and what staff delete stays deleted', async () => {
    await seedDatabase(db);
    expect(await db.announcement.count()).toBe(3);
    await db.announcement.deleteMany({});
    await seedDatabase(db);
    expect(await db.announcement.count()).toBe(0);
  });

  it('also come to a site from the release before announcements (no seed record yet)', async () => {
    // Such a site has its settings and schedule, and no SeedStep row for announcements.
    await db.seedStep.deleteMany({});
    expect(await db.settings.count()).toBe(1);
    await seedDatabase(db);
    expect((await titles()).map((title) => title.en)).toEqual([
      'Easter Celebration',
      'Youth Group',
      'Community Outreach',
    ]);
  });
});
