import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import type { Db } from '@/lib/db/client';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';

// A real database through the real migrations and seed: the parish's texts on a new site, on a
// site upgraded from a release without them, and never over what staff wrote.
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

const row = () => db.settings.findUniqueOrThrow({ where: { id: 1 } });

describe('the parish’s texts in Settings', () => {
  it('a new site starts with today’s texts in every language', async () => {
    await seedDatabase(db);
    const settings = await row();
    expect(settings.heroTagline).toBe(en.Home.hero.tagline);
    expect(settings.officeHours).toBe(en.ContactPage.details.hours);
    expect(settings.translations).toEqual({
      ua: {
        heroTagline: uk.Home.hero.tagline,
        patronName: uk.Home.patron.name,
        patronText: uk.Home.patron.text,
        officeHours: uk.ContactPage.details.hours,
      },
    });
    expect(settings.stats).toEqual([
      { value: '500+', label: { en: 'members', ua: 'парафіян' } },
      { value: '50+', label: { en: 'years', ua: 'років' } },
      { value: '1', label: { en: 'community', ua: 'громада' } },
    ]);
  });

  it('an upgraded site (texts never set) gets them too; what staff set, even empty, stays', async () => {
    // As the previous release left the row: the new columns are NULL.
    await db.$executeRawUnsafe(
      'UPDATE "Settings" SET "heroTagline" = NULL, "patronName" = NULL, "patronText" = NULL, "officeHours" = NULL, "stats" = NULL, "translations" = NULL',
    );
    await seedDatabase(db);
    expect((await row()).patronText).toBe(en.Home.patron.text);
    expect(((await row()).translations as { ua: { heroTagline: string } }).ua.heroTagline).toBe(
      uk.Home.hero.tagline,
    );

    await db.settings.update({
      where: { id: 1 },
      data: {
        heroTagline: '',
        stats: [],
        translations: { ua: { title: 'Парафія', heroTagline: '', patronName: 'Свята Ольга' } },
      },
    });
    await seedDatabase(db);
    const settings = await row();
    expect(settings.heroTagline).toBe('');
    expect(settings.stats).toEqual([]);
    expect(settings.translations).toEqual({
      ua: {
        title: 'Парафія',
        heroTagline: '',
        patronName: 'Свята Ольга',
        // Never set before: filled.
        patronText: uk.Home.patron.text,
        officeHours: uk.ContactPage.details.hours,
      },
    });
  });
});
