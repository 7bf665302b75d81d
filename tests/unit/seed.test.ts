import { describe, expect, it } from 'vitest';
import { setUpMigratedDatabase } from '../support/migrated-database';

// A real database: migrated by the real runner, seeded by the real seed, through the real client.
const database = setUpMigratedDatabase();

async function counts() {
  return {
    settings: await database.db.settings.count(),
    services: await database.db.service.count(),
    pages: await database.db.pageContent.count(),
  };
}

describe('first-start seed', () => {
  it('creates sample settings and the liturgy schedule, and no page content', async () => {
    await database.seed();
    expect(await counts()).toEqual({ settings: 1, services: 5, pages: 0 });
    const settings = await database.db.settings.findUniqueOrThrow({ where: { id: 1 } });
    expect(settings.isSample).toBe(true);
    const services = await database.db.service.findMany({ orderBy: { sortOrder: 'asc' } });
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
    await database.db.settings.update({
      where: { id: 1 },
      data: { title: 'Our parish', isSample: false },
    });
    await database.db.service.deleteMany({});

    await database.seed();
    await database.seed();

    expect(await counts()).toEqual({ settings: 1, services: 0, pages: 0 });
    expect((await database.db.settings.findUniqueOrThrow({ where: { id: 1 } })).title).toBe(
      'Our parish',
    );
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
      await database.db.pageContent.create({
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
    await database.db.pageTranslation.update({
      where: { slug_language: { slug: 'parish-history', language: 'en' } },
      data: { title: 'Our story', content: saved, savedAt: new Date(), savedBy: 'staff' },
    });

    await database.seed();

    expect(
      await database.db.pageContent.findUnique({ where: { slug: 'divine-liturgy' } }),
    ).toBeNull();
    const rows = await database.db.pageTranslation.findMany({ where: { slug: 'parish-history' } });
    expect(rows.map((row) => [row.language, row.title, row.content])).toEqual([
      ['en', 'Our story', saved],
    ]);
  });
});
