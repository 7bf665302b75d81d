import { describe, expect, it } from 'vitest';
import { setUpMigratedDatabase } from '../support/migrated-database';
import { sampleTranslations } from '@/lib/db/seed-data';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';

// A real database through the real migrations and seed: the parish's texts on a new site, on a
// site upgraded from a release without them, and never over what staff wrote.
const database = setUpMigratedDatabase();

const row = () => database.db.settings.findUniqueOrThrow({ where: { id: 1 } });

describe('the parish’s texts in Settings', () => {
  it('a new site starts with today’s texts in every language', async () => {
    await database.seed();
    const settings = await row();
    expect(settings.heroTagline).toBe(en.Home.hero.tagline);
    expect(settings.officeHours).toBe(en.ContactPage.details.hours);
    expect(settings.translations).toEqual({
      ua: {
        // The sample parish name and description in Ukrainian (lib/db/seed-data.ts).
        title: sampleTranslations.ua!.title,
        description: sampleTranslations.ua!.description,
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
    await database.db.$executeRawUnsafe(
      'UPDATE "Settings" SET "heroTagline" = NULL, "patronName" = NULL, "patronText" = NULL, "officeHours" = NULL, "stats" = NULL, "translations" = NULL',
    );
    await database.seed();
    expect((await row()).patronText).toBe(en.Home.patron.text);
    expect(((await row()).translations as { ua: { heroTagline: string } }).ua.heroTagline).toBe(
      uk.Home.hero.tagline,
    );

    await database.db.settings.update({
      where: { id: 1 },
      data: {
        heroTagline: '',
        stats: [],
        translations: { ua: { title: 'Парафія', heroTagline: '', patronName: 'Свята Ольга' } },
      },
    });
    await database.seed();
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
