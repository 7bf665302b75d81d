import { describe, expect, it } from 'vitest';
import { setUpMigratedDatabase } from '../support/migrated-database';
import { specifiedPages } from '@/lib/pages/pages';

// The 21 specified pages become `Page` entries once per site, named from the messages files;
// what staff change afterwards (renamed, retired) stays so on later starts.
const database = setUpMigratedDatabase();

describe('seeded page entries', () => {
  it('creates the 21 specified pages at their sections, in order, named in every language', async () => {
    await database.seed();
    const pages = await database.db.page.findMany({
      orderBy: [{ section: 'asc' }, { sortOrder: 'asc' }],
    });
    expect(pages).toHaveLength(21);
    expect(specifiedPages).toHaveLength(21);
    const history = pages.find((page) => page.slug === 'parish-history')!;
    expect(history).toMatchObject({ section: '', sortOrder: 0, showInMenu: true, retiredAt: null });
    expect(history.title).toEqual({ en: 'Parish History', ua: expect.stringMatching(/\S/) });
    expect(pages.filter((page) => page.section === 'liturgy').map((page) => page.slug)[0]).toBe(
      'divine-liturgy',
    );
    expect(pages.filter((page) => page.section === 'ministries-and-groups')).toHaveLength(9);
  });

  it('runs once: a renamed or retired page stays as staff left it', async () => {
    await database.db.page.update({
      where: { slug: 'ucbc' },
      data: { retiredAt: new Date() },
    });
    await database.db.page.update({ where: { slug: 'catechism' }, data: { slug: 'catechesis' } });
    await database.seed();
    await database.seed();
    expect(await database.db.page.count()).toBe(21);
    expect(await database.db.page.findUnique({ where: { slug: 'catechism' } })).toBeNull();
    expect(
      (await database.db.page.findUniqueOrThrow({ where: { slug: 'ucbc' } })).retiredAt,
    ).not.toBeNull();
  });
});
