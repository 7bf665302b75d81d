import { describe, expect, it } from 'vitest';
import { localizedSettings, settingsTextLang } from '@/lib/settings/localized';
import { setupChecklist, type SetupFacts } from '@/lib/settings/setup-checklist';
import { sampleSettings, sampleTranslations } from '@/lib/db/seed-data';
import type { Settings } from '@/lib/settings/schemas';
import { seededHomeTexts } from '@/lib/settings/seed-texts';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';

const seeded = seededHomeTexts([
  { code: 'en', messages: en },
  { code: 'ua', messages: uk },
]);

const empty = {
  title: '',
  description: '',
  heroTagline: '',
  patronName: '',
  patronText: '',
  officeHours: '',
};

const settings: Settings = {
  title: 'St. Volodymyr Parish',
  description: 'A parish.',
  address: {
    line1: '1 Main St',
    line2: '',
    city: 'Winnipeg',
    provinceOrState: 'MB',
    postalCode: 'R2W 1A1',
    country: 'Canada',
    link: '',
  },
  phone: '+1 204 555 0101',
  email: 'office@stvolodymyr.ca',
  website: '',
  socialLinks: { facebook: 'https://facebook.com/stv', instagram: '', youtube: '' },
  timeZone: 'America/Winnipeg',
  paschalion: 'julian',
  feastStyle: 'new',
  digestDay: 'saturday',
  digestHour: 17,
  heroTagline: 'Welcome',
  patronName: 'St. Volodymyr',
  patronText: 'Prince of Kyiv.',
  officeHours: 'Mon 9-5',
  stats: [{ value: '500+', label: { en: 'members', ua: '' } }],
  translations: { ua: { ...empty, title: 'Парафія святого Володимира', heroTagline: 'Вітаємо' } },
};

describe('localizedSettings', () => {
  it('gives the default language its own texts', () => {
    const local = localizedSettings(settings, 'en');
    expect(local).toMatchObject({ title: 'St. Volodymyr Parish', heroTagline: 'Welcome' });
    expect(local.fallbacks).toEqual([]);
    expect(local.stats).toEqual([{ value: '500+', label: 'members', labelLang: undefined }]);
    expect(local.stats[0]).toHaveProperty('labelLang', undefined);
  });

  it('shows the Ukrainian sample name only beside the English sample name', () => {
    const sample = sampleTranslations.ua!;
    const seeded: Settings = {
      ...settings,
      title: sampleSettings.title,
      description: sampleSettings.description,
      translations: { ua: { ...settings.translations.ua!, ...sample } },
    };
    expect(localizedSettings(seeded, 'uk')).toMatchObject(sample);
    // Renamed in English only: the English name shows, not the sample that no longer fits.
    const renamed: Settings = { ...seeded, title: 'St. Olha Parish' };
    const local = localizedSettings(renamed, 'uk');
    expect(local.title).toBe('St. Olha Parish');
    expect(local.fallbacks).toContain('title');
    expect(local.description).toBe(sample.description);
    // A Ukrainian name of staff's own always shows.
    const own: Settings = {
      ...renamed,
      translations: { ua: { ...renamed.translations.ua!, title: 'Парафія святої Ольги' } },
    };
    expect(localizedSettings(own, 'uk').title).toBe('Парафія святої Ольги');
  });

  it('gives another language its translation, and the default text where it has none', () => {
    const local = localizedSettings(settings, 'uk');
    expect(local).toMatchObject({
      title: 'Парафія святого Володимира',
      heroTagline: 'Вітаємо',
      patronName: 'St. Volodymyr',
      description: 'A parish.',
    });
    expect(local.fallbacks).toContain('description');
    expect(local.fallbacks).not.toContain('title');
    expect(local.stats).toEqual([{ value: '500+', label: 'members', labelLang: 'en' }]);
    expect(settingsTextLang(local, 'description')).toBe('en');
    expect(settingsTextLang(local, 'title')).toBeUndefined();
    expect(local).not.toHaveProperty('translations');
  });

  it('counts no fallback for a text empty in both languages (nothing is shown)', () => {
    const local = localizedSettings({ ...settings, officeHours: '' }, 'uk');
    expect(local.officeHours).toBe('');
    expect(local.fallbacks).not.toContain('officeHours');
    expect(local.fallbacks).toContain('patronText');
  });

  it('marks a figure whose label has a translation as in the page language', () => {
    const local = localizedSettings(
      { ...settings, stats: [{ value: '3', label: { en: 'choirs', ua: 'хори' } }] },
      'uk',
    );
    expect(local.stats).toEqual([{ value: '3', label: 'хори', labelLang: undefined }]);
    expect(local.stats[0]!.labelLang).toBeUndefined();
  });
});

describe('setupChecklist', () => {
  const facts = (change: Partial<SetupFacts> = {}): SetupFacts => ({
    settings,
    bulletinCount: 1,
    pagesWithText: 21,
    pagesTotal: 21,
    heroImage: '/uploads/images/church-1a2b3c.jpg',
    seeded,
    sampleAnnouncements: 0,
    ...change,
  });
  const open = (items: ReturnType<typeof setupChecklist>) =>
    items.filter((item) => !item.done).map((item) => item.id);

  it('is all done for a parish that set everything', () => {
    expect(open(setupChecklist(facts()))).toEqual([]);
  });

  it('counts seeded samples as not done', () => {
    const sampled: Settings = {
      ...settings,
      title: sampleSettings.title,
      phone: sampleSettings.phone,
      email: sampleSettings.email,
      address: { ...settings.address, line1: sampleSettings.addressLine1 },
      socialLinks: { ...settings.socialLinks, youtube: sampleSettings.youtube },
    };
    expect(open(setupChecklist(facts({ settings: sampled })))).toEqual([
      'parishName',
      'address',
      'phone',
      'email',
      'social',
    ]);
  });

  it('counts the seeded Ukrainian sample name as not done', () => {
    const sampled: Settings = {
      ...settings,
      translations: {
        ...settings.translations,
        ua: { ...settings.translations.ua!, title: sampleTranslations.ua!.title },
      },
    };
    expect(open(setupChecklist(facts({ settings: sampled })))).toEqual(['parishName']);
  });

  it('counts the seeded tagline, patron, figures and sample announcements as not done', () => {
    const sampled: Settings = {
      ...settings,
      heroTagline: seeded.heroTagline,
      patronName: seeded.patronName,
      stats: seeded.stats.map((stat) => ({
        value: stat.value,
        label: { en: stat.label.en ?? '', ua: stat.label.ua ?? '' },
      })),
    };
    const items = setupChecklist(facts({ settings: sampled, sampleAnnouncements: 2 }));
    // The patron is done only when both its name and its text are the parish's own.
    expect(open(items)).toEqual(['tagline', 'patron', 'figures', 'announcements']);
    expect(items.find((item) => item.id === 'announcements')?.values).toEqual({ count: 2 });
    // Emptied or changed counts as done.
    const changed = setupChecklist(
      facts({
        settings: {
          ...sampled,
          heroTagline: '',
          patronName: 'St. Olha',
          patronText: 'Princess of Kyiv.',
          stats: [],
        },
      }),
    );
    expect(open(changed)).toEqual([]);
  });

  it('wants a hero image', () => {
    expect(open(setupChecklist(facts({ heroImage: '' })))).toEqual(['heroImage']);
  });

  it('wants the name in every language, a bulletin and text on every page', () => {
    const noUkrainianName: Settings = {
      ...settings,
      translations: { ua: { ...empty } },
    };
    const items = setupChecklist(
      facts({ settings: noUkrainianName, bulletinCount: 0, pagesWithText: 3 }),
    );
    expect(open(items)).toEqual(['parishName', 'bulletin', 'pages']);
    expect(items.find((item) => item.id === 'pages')?.values).toEqual({ count: 3, total: 21 });
  });
});
