// The "languages as data" migration on a database holding first-release rows: every title, text,
// save time and service text comes through, on SQLite and (with TEST_DATABASE_URL) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import pg from 'pg';
import { migratePostgres, migrateSqlite, migrationsDir, readMigrations } from '@/lib/db/migrate';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const TARGET = 'languages_as_data';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

/** Runs SQL with positional parameters (`?` on SQLite, `$n` on PostgreSQL) and returns rows. */
async function sql(query: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  if (database.kind === 'sqlite') {
    const db = new Database(database.url.slice('file:'.length));
    try {
      const statement = db.prepare(query.replace(/\$\d+/g, '?'));
      return statement.reader
        ? (statement.all(...params) as never)
        : (statement.run(...params), []);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query(query, params)).rows;
  } finally {
    await client.end();
  }
}

/** Applies the migrations before the target one, or all of them. */
async function migrate(upTo: 'before-target' | 'all') {
  const all = readMigrations(migrationsDir(database.kind));
  const target = all.findIndex((m) => m.name.endsWith(TARGET));
  const migrations = upTo === 'all' ? all : all.slice(0, target);
  return database.kind === 'sqlite'
    ? migrateSqlite(database.url.slice('file:'.length), migrations)
    : migratePostgres(database.url, migrations);
}

const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
const time = (value: unknown) => new Date(value as string | number | Date).toISOString();

const englishDoc = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Founded in 1952.' }] }],
};
const ukrainianDoc = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Заснована 1952 року.' }] }],
};
const savedEn = new Date('2026-03-01T10:00:00.000Z');
const savedUa = new Date('2026-03-02T11:30:00.000Z');

describe('languages-as-data migration', () => {
  it('carries every page text and service text into per-language storage', async () => {
    const applied = await migrate('before-target');
    expect(applied.applied.some((name) => name.endsWith(TARGET))).toBe(false);
    // Timestamps as each database stores them through Prisma (SQLite: milliseconds since epoch).
    const at = (date: Date) => (database.kind === 'sqlite' ? date.getTime() : date.toISOString());
    const insertPage = `INSERT INTO "PageContent" ("id", "slug", "titleEn", "titleUa", "contentEn", "contentUa", "version", "updatedAtEn", "updatedAtUa", "updatedByEn", "updatedByUa", "updatedAt")
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`;
    await sql(insertPage, [
      'p1',
      'parish-history',
      'Parish History',
      'Історія парафії',
      JSON.stringify(englishDoc),
      JSON.stringify(ukrainianDoc),
      7,
      at(savedEn),
      at(savedUa),
      'anna',
      'olha',
      at(savedUa),
    ]);
    // Seeded page: English placeholder, a Ukrainian title but no Ukrainian text yet.
    await sql(insertPage, [
      'p2',
      'catechism',
      'Catechism',
      'Катехизм',
      JSON.stringify(englishDoc),
      null,
      1,
      null,
      null,
      null,
      null,
      at(savedEn),
    ]);
    // No Ukrainian at all.
    await sql(insertPage, [
      'p3',
      'blessings',
      'Blessings',
      null,
      JSON.stringify(englishDoc),
      null,
      2,
      at(savedEn),
      null,
      'anna',
      null,
      at(savedEn),
    ]);
    await sql(
      `INSERT INTO "Service" ("id", "titleEn", "titleUa", "noteEn", "noteUa", "dayTimeEn", "dayTimeUa", "livestreamed", "sortOrder", "updatedAt")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        's1',
        'Divine Liturgy',
        'Божественна Літургія',
        'In English',
        'Українською',
        'Sunday 9:30 AM',
        'Неділя 9:30',
        database.kind === 'sqlite' ? 1 : true,
        3,
        at(savedEn),
      ],
    );

    const result = await migrate('all');
    expect(result.applied.some((name) => name.endsWith(TARGET))).toBe(true);

    const pages = await sql(`SELECT "slug", "version" FROM "PageContent" ORDER BY "slug"`);
    expect(pages.map((p) => [p.slug, Number(p.version)])).toEqual([
      ['blessings', 2],
      ['catechism', 1],
      ['parish-history', 7],
    ]);
    const rows = await sql(
      `SELECT "slug", "language", "title", "content", "savedAt", "savedBy" FROM "PageTranslation" ORDER BY "slug", "language"`,
    );
    const translations = rows.map((row) => ({
      key: `${row.slug}/${row.language}`,
      title: row.title,
      content: row.content == null ? null : json(row.content),
      savedAt: row.savedAt == null ? null : time(row.savedAt),
      savedBy: row.savedBy ?? null,
    }));
    expect(translations).toEqual([
      {
        key: 'blessings/en',
        title: 'Blessings',
        content: englishDoc,
        savedAt: savedEn.toISOString(),
        savedBy: 'anna',
      },
      {
        key: 'catechism/en',
        title: 'Catechism',
        content: englishDoc,
        savedAt: null,
        savedBy: null,
      },
      { key: 'catechism/ua', title: 'Катехизм', content: null, savedAt: null, savedBy: null },
      {
        key: 'parish-history/en',
        title: 'Parish History',
        content: englishDoc,
        savedAt: savedEn.toISOString(),
        savedBy: 'anna',
      },
      {
        key: 'parish-history/ua',
        title: 'Історія парафії',
        content: ukrainianDoc,
        savedAt: savedUa.toISOString(),
        savedBy: 'olha',
      },
    ]);

    const [service] = await sql(
      `SELECT "title", "note", "dayTime", "livestreamed", "sortOrder" FROM "Service"`,
    );
    expect(json(service?.title)).toEqual({ en: 'Divine Liturgy', ua: 'Божественна Літургія' });
    expect(json(service?.note)).toEqual({ en: 'In English', ua: 'Українською' });
    expect(json(service?.dayTime)).toEqual({ en: 'Sunday 9:30 AM', ua: 'Неділя 9:30' });
    expect(Boolean(service?.livestreamed)).toBe(true);
    expect(Number(service?.sortOrder)).toBe(3);
  });
});
