import { describe, expect, it } from 'vitest';
import { setUpMigratedDatabase } from '../support/migrated-database';

// A real database, migrated and seeded by the real code: the sample 'Latest Updates' arrive once.
const database = setUpMigratedDatabase();

const titles = async () => {
  const { listAllAnnouncements } = await import('@/lib/announcements/data');
  return (await listAllAnnouncements()).map((announcement) => announcement.title);
};

describe('seeded announcements', () => {
  it('are the three sample cards, published, in both languages, in the specification’s order', async () => {
    await database.seed();
    expect(await titles()).toEqual([
      { en: 'Easter Celebration', ua: 'Святкування Великодня' },
      { en: 'Youth Group', ua: 'Молодіжна група' },
      { en: 'Community Outreach', ua: 'Допомога громаді' },
    ]);
    const rows = await database.db.announcement.findMany();
    expect(rows.every((row) => row.published && row.sortOrder === null)).toBe(true);
    expect(rows.map((row) => (row.subtitle as { en: string }).en).sort()).toEqual([
      'Every second Friday',
      'Monthly',
      'Pascha',
    ]);
    // The first seed loads both messages files and the client: slow on a busy machine.
  }, 30_000);

  it('come once: a second start adds nothing, and what staff delete stays deleted', async () => {
    await database.seed();
    expect(await database.db.announcement.count()).toBe(3);
    await database.db.announcement.deleteMany({});
    await database.seed();
    expect(await database.db.announcement.count()).toBe(0);
  });

  it('also come to a site from the release before announcements (no seed record yet)', async () => {
    // Such a site has its settings and schedule, and no SeedStep row for announcements.
    await database.db.seedStep.deleteMany({});
    expect(await database.db.settings.count()).toBe(1);
    await database.seed();
    expect((await titles()).map((title) => title.en)).toEqual([
      'Easter Celebration',
      'Youth Group',
      'Community Outreach',
    ]);
  });
});
