import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import type { Db } from '@/lib/db/client';

// A real database: migrated by the real runner, seeded by the real seed, through the real client.
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

async function counts() {
  return {
    settings: await db.settings.count(),
    services: await db.service.count(),
    pages: await db.pageContent.count(),
  };
}

describe('first-start seed', () => {
  it('creates sample settings, the liturgy schedule and all 21 editable pages', async () => {
    await seedDatabase(db);
    expect(await counts()).toEqual({ settings: 1, services: 5, pages: 21 });
    const settings = await db.settings.findUniqueOrThrow({ where: { id: 1 } });
    expect(settings.isSample).toBe(true);
    const services = await db.service.findMany({ orderBy: { sortOrder: 'asc' } });
    expect(services.map((s) => (s.dayTime as { en: string }).en)).toEqual([
      'Sunday 9:10 AM',
      'Sunday 9:30 AM',
      '11:30 AM, first Sunday of each month',
      'Monday to Friday',
      'Before liturgy or by appointment',
    ]);
    expect(services.slice(0, 2).every((s) => s.livestreamed)).toBe(true);
    expect((services[0]?.title as { ua: string }).ua).toBe('Вервиця');
    const page = await db.pageTranslation.findUniqueOrThrow({
      where: { slug_language: { slug: 'divine-liturgy', language: 'en' } },
    });
    expect(page.content).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Start typing here...' }] }],
    });
  });

  it('is idempotent and never overwrites what staff changed', async () => {
    await db.settings.update({ where: { id: 1 }, data: { title: 'Our parish', isSample: false } });
    await db.pageTranslation.update({
      where: { slug_language: { slug: 'parish-history', language: 'en' } },
      data: { title: 'Our story' },
    });
    await db.service.deleteMany({});
    await db.pageContent.delete({ where: { slug: 'catechism' } });

    await seedDatabase(db);
    await seedDatabase(db);

    expect(await counts()).toEqual({ settings: 1, services: 0, pages: 21 });
    expect((await db.settings.findUniqueOrThrow({ where: { id: 1 } })).title).toBe('Our parish');
    const history = await db.pageTranslation.findUniqueOrThrow({
      where: { slug_language: { slug: 'parish-history', language: 'en' } },
    });
    expect(history.title).toBe('Our story');
  });
});
