// The reworded Ukrainian samples (issue 28) on a site created before the change and on a new site,
// through the real migrations and the real seed, on SQLite and (with TEST_DATABASE_URL) PostgreSQL.
// A sample still exactly as an earlier release seeded it gets the new wording; a sample staff
// edited is never touched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db/client';
import { sampleSettings, sampleTranslations } from '@/lib/db/seed-data';
import uk from '@/messages/uk.json';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const TARGET = 'ukrainian_samples';

/** The Ukrainian samples as releases before the change seeded them (messages/uk.json then). */
const before = {
  weekdays: 'З понеділка до пʼятниці',
  monthly: '11:30, перша неділя кожного місяця',
  youthSubtitle: 'Щодругої п’ятниці',
  youthBody:
    'Молодь парафії збирається на розмови про віру, ігри та добрі справи. Завжди раді новим учасникам.',
  easterBody:
    'Запрошуємо на Воскресну Утреню та Божественну Літургію, після яких — освячення пасок і парафіяльний сніданок.',
  patronText:
    'Київський князь, рівноапостольний святий Володимир хрестив народ Київської Русі 988 року. Наша парафія продовжує його спадщину віри, культури та служіння.',
};

let database: TestDatabase;
let db: Db;

async function migrate(upTo: 'before-target' | 'all') {
  const { migrationsDir, readMigrations, migrateSqlite, migratePostgres } =
    await import('@/lib/db/migrate');
  const all = readMigrations(migrationsDir(database.kind));
  const target = all.findIndex((migration) => migration.name.endsWith(TARGET));
  expect(target).toBeGreaterThan(0);
  // "Before" is every migration but the target (a data-only one): the schema today's seed writes
  // (later migrations add columns it fills), with the samples as the earlier releases left them.
  const migrations = upTo === 'all' ? all : all.filter((_, index) => index !== target);
  return database.kind === 'sqlite'
    ? migrateSqlite(database.url.slice('file:'.length), migrations)
    : migratePostgres(database.url, migrations);
}

const seed = async () => (await import('@/lib/startup/seed')).seedDatabase(db);

type Texts = Record<string, string>;
const ua = (value: unknown) => (value as Texts).ua;

async function ukrainianSamples() {
  const services = await db.service.findMany({ orderBy: { sortOrder: 'asc' } });
  const announcements = await db.announcement.findMany({ orderBy: { createdAt: 'desc' } });
  const settings = await db.settings.findUniqueOrThrow({ where: { id: 1 } });
  const translations = (settings.translations ?? {}) as Record<string, Texts>;
  return {
    dayTimes: services.map((service) => ua(service.dayTime)),
    announcements: announcements.map((a) => ({
      title: ua(a.title),
      subtitle: ua(a.subtitle),
      body: ua(a.body),
    })),
    title: settings.title,
    ukrainian: translations.ua ?? {},
  };
}

/** What the new wording looks like on the home page's schedule, in seed order. */
const newDayTimes = [
  uk.SeedSchedule.rosary.dayTime,
  uk.SeedSchedule.divineLiturgy.dayTime,
  uk.SeedSchedule.ukrainianLiturgy.dayTime,
  uk.SeedSchedule.weekdayLiturgies.dayTime,
  uk.SeedSchedule.confessions.dayTime,
];
const newAnnouncements = (['easter', 'youth', 'outreach'] as const).map((key) => ({
  title: uk.SeedAnnouncements[key].title,
  subtitle: uk.SeedAnnouncements[key].subtitle,
  body: uk.SeedAnnouncements[key].body,
}));

beforeAll(async () => {
  database = await createTestDatabase();
  process.env.DATABASE_URL = database.url;
  process.env.DATA_DIR = database.dataDir;
  await migrate('before-target');
  db = (await import('@/lib/db/client')).getDb();
});

afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

describe('reworded Ukrainian samples', () => {
  it('a site created before the change: untouched samples get the new wording, an edited one stays', async () => {
    // The earlier release's first start: its seed, with its Ukrainian wording and no Ukrainian
    // parish name or description.
    await seed();
    const services = await db.service.findMany({ orderBy: { sortOrder: 'asc' } });
    const oldDayTimes = [
      uk.SeedSchedule.rosary.dayTime,
      uk.SeedSchedule.divineLiturgy.dayTime,
      before.monthly,
      before.weekdays,
      uk.SeedSchedule.confessions.dayTime,
    ];
    for (const [index, service] of services.entries()) {
      const dayTime = service.dayTime as Texts;
      await db.service.update({
        where: { id: service.id },
        data: { dayTime: { ...dayTime, ua: oldDayTimes[index]! } },
      });
    }
    const [easter, youth] = await db.announcement.findMany({ orderBy: { createdAt: 'desc' } });
    await db.announcement.update({
      where: { id: easter!.id },
      data: { body: { ...(easter!.body as Texts), ua: before.easterBody } },
    });
    await db.announcement.update({
      where: { id: youth!.id },
      data: {
        subtitle: { ...(youth!.subtitle as Texts), ua: before.youthSubtitle },
        body: { ...(youth!.body as Texts), ua: before.youthBody },
      },
    });
    const settings = await db.settings.findUniqueOrThrow({ where: { id: 1 } });
    // Without the Ukrainian sample name and description, which the earlier releases lacked.
    const homeTexts = { ...(settings.translations as Record<string, Texts>).ua! };
    delete homeTexts.title;
    delete homeTexts.description;
    await db.settings.update({
      where: { id: 1 },
      data: { translations: { ua: { ...homeTexts, patronText: before.patronText } } },
    });

    // Staff then edited one sample: the weekday Liturgies' time (its Ukrainian text) and the
    // parish's English name (so no Ukrainian sample name belongs beside it).
    const weekdays = services[3]!;
    const staffDayTime = 'З понеділка до пʼятниці о 8:00';
    await db.service.update({
      where: { id: weekdays.id },
      data: { dayTime: { ...(weekdays.dayTime as Texts), ua: staffDayTime } },
    });
    await db.settings.update({
      where: { id: 1 },
      data: { title: 'St. Olha Ukrainian Catholic Parish', isSample: false },
    });

    const result = await migrate('all');
    expect(result.applied).toContainEqual(expect.stringMatching(new RegExp(`_${TARGET}$`)));
    // The start-up seed that follows every migration changes nothing more.
    await seed();

    const after = await ukrainianSamples();
    expect(after.dayTimes).toEqual([
      uk.SeedSchedule.rosary.dayTime,
      uk.SeedSchedule.divineLiturgy.dayTime,
      uk.SeedSchedule.ukrainianLiturgy.dayTime,
      staffDayTime,
      uk.SeedSchedule.confessions.dayTime,
    ]);
    expect(after.dayTimes[2]).toBe('Першої неділі місяця об\u00a011:30');
    expect(after.announcements).toEqual(newAnnouncements);
    expect(after.announcements[1]?.subtitle).toBe('Кожної другої п’ятниці');
    expect(after.title).toBe('St. Olha Ukrainian Catholic Parish');
    expect(after.ukrainian).toEqual({
      ...homeTexts,
      patronText: uk.Home.patron.text,
      // The English description is still the sample: its Ukrainian sample is added.
      description: sampleTranslations.ua!.description,
    });
    expect(after.ukrainian.patronText).toContain('охрестив Київську Русь');
  });

  it('a new site starts with the new wording and the Ukrainian sample name and description', async () => {
    // A fresh site: every migration applied to empty tables, then the first start's seed.
    await db.service.deleteMany();
    await db.announcement.deleteMany();
    await db.settings.deleteMany();
    await db.seedStep.deleteMany();
    await seed();

    const fresh = await ukrainianSamples();
    expect(fresh.dayTimes).toEqual(newDayTimes);
    expect(fresh.announcements).toEqual(newAnnouncements);
    expect(fresh.title).toBe(sampleSettings.title);
    expect(fresh.ukrainian).toEqual({
      title: 'Українська католицька парафія святого Володимира',
      description: sampleTranslations.ua!.description,
      heroTagline: uk.Home.hero.tagline,
      patronName: uk.Home.patron.name,
      patronText: uk.Home.patron.text,
      officeHours: uk.ContactPage.details.hours,
    });
  });
});
