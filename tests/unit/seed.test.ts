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
  it('creates sample settings and the liturgy schedule, and no page content', async () => {
    await seedDatabase(db);
    expect(await counts()).toEqual({ settings: 1, services: 5, pages: 0 });
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
  });

  it('is idempotent and never overwrites what staff changed', async () => {
    await db.settings.update({ where: { id: 1 }, data: { title: 'Our parish', isSample: false } });
    await db.service.deleteMany({});

    await seedDatabase(db);
    await seedDatabase(db);

    expect(await counts()).toEqual({ settings: 1, services: 0, pages: 0 });
    expect((await db.settings.findUniqueOrThrow({ where: { id: 1 } })).title).toBe('Our parish');
  });

  it('removes the placeholder pages earlier versions seeded, never a staff save', async () => {
    const placeholder = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Start typing here...' }] }],
    };
    const saved = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Founded in 1910.' }] }],
    };
    // As the old seed left them: a title in every language, the placeholder in English.
    for (const slug of ['divine-liturgy', 'parish-history']) {
      await db.pageContent.create({
        data: {
          slug,
          translations: {
            create: [
              { language: 'en', title: 'Seeded', content: placeholder },
              { language: 'ua', title: 'Засіяно' },
            ],
          },
        },
      });
    }
    // Staff wrote the English parish history; its Ukrainian row stays as seeded.
    await db.pageTranslation.update({
      where: { slug_language: { slug: 'parish-history', language: 'en' } },
      data: { title: 'Our story', content: saved, savedAt: new Date(), savedBy: 'staff' },
    });

    await seedDatabase(db);

    expect(await db.pageContent.findUnique({ where: { slug: 'divine-liturgy' } })).toBeNull();
    const rows = await db.pageTranslation.findMany({ where: { slug: 'parish-history' } });
    expect(rows.map((row) => [row.language, row.title, row.content])).toEqual([
      ['en', 'Our story', saved],
    ]);
  });
});
