import { describe, expect, it } from 'vitest';
import { localizedSettings, settingsTextLang } from '@/lib/settings/localized';
import { setupChecklist, type SetupFacts } from '@/lib/settings/setup-checklist';
import { sampleSettings } from '@/lib/db/seed-data';
import type { Settings } from '@/lib/settings/schemas';

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
