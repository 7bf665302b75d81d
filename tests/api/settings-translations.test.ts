// Settings per language: the specification's fields hold the default language, `translations` the
// others; the parish's home texts are settings too. Restores what it changed: other files read
// the title.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, baseUrl } from '../support/api';
import { defaultLanguage, languages } from '@/lib/i18n/languages';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { escaped } from '../support/html';

// The invalid cases build bodies the type would forbid; that is their point.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

let original: Loose;

beforeAll(async () => {
  original = (await api('/api/settings')).body;
});

afterAll(async () => {
  const restored = await api('/api/settings', {
    method: 'PUT',
    token: adminToken(),
    json: original,
  });
  expect(restored.status).toBe(200);
});

const current = async () => (await api('/api/settings')).body as Loose;
const put = (json: unknown) => api('/api/settings', { method: 'PUT', token: adminToken(), json });
/** The specification's fields only, as the specification's dashboard sent them. */
const specFields = (settings: Loose) => {
  const { title, description, address, phone, email, website, socialLinks } = settings;
  return { title, description, address, phone, email, website, socialLinks };
};

async function html(path: string) {
  const response = await fetch(`${baseUrl()}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

function churchJsonLd(page: string) {
  return [...page.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
    .map((match) => JSON.parse(match[1]!) as Loose)
    .find((data) => data['@type'] === 'Church')!;
}

describe('GET /api/settings', () => {
  it('answers translations for every non-default language, with every text', async () => {
    const settings = await current();
    const others = languages.filter((language) => language.code !== defaultLanguage.code);
    expect(Object.keys(settings.translations).sort()).toEqual(
      others.map((language) => language.code).sort(),
    );
    for (const { code } of others) {
      expect(Object.keys(settings.translations[code]).sort()).toEqual(
        ['description', 'heroTagline', 'officeHours', 'patronName', 'patronText', 'title'].sort(),
      );
    }
  });

  it('starts with today’s home texts in both languages', async () => {
    const settings = await current();
    expect(settings.heroTagline).toBe(en.Home.hero.tagline);
    expect(settings.patronName).toBe(en.Home.patron.name);
    expect(settings.officeHours).toBe(en.ContactPage.details.hours);
    expect(settings.translations.ua).toMatchObject({
      heroTagline: uk.Home.hero.tagline,
      patronName: uk.Home.patron.name,
      patronText: uk.Home.patron.text,
      officeHours: uk.ContactPage.details.hours,
    });
    expect(settings.stats).toEqual([
      { value: '500+', label: { en: 'members', ua: 'парафіян' } },
      { value: '50+', label: { en: 'years', ua: 'років' } },
      { value: '1', label: { en: 'community', ua: 'громада' } },
    ]);
  });
});

describe('PUT /api/settings with translations', () => {
  const uaTitle = `Парафія святого Володимира ${Date.now()}`;
  const uaTagline = 'Українська греко-католицька громада, де всім раді.';
  const uaDescription = 'Парафія візантійського обряду.';

  it('shows the Ukrainian name on /ua (<h1>, <title>, header, footer, JSON-LD); / stays English', async () => {
    const saved = await put({
      ...specFields(original),
      translations: { ua: { title: uaTitle, heroTagline: uaTagline, description: uaDescription } },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.translations.ua).toMatchObject({ title: uaTitle, heroTagline: uaTagline });

    const ua = await html('/ua');
    expect(ua).toContain(`<h1 id="home-title">${escaped(uaTitle)}</h1>`);
    expect(ua).toContain(`<title>${escaped(uaTitle)}</title>`);
    expect(ua).toContain(escaped(uaTagline));
    expect(ua).toContain(`<meta property="og:site_name" content="${escaped(uaTitle)}"/>`);
    expect(ua).toContain(`© ${new Date().getFullYear()} ${escaped(uaTitle)}`);
    expect(churchJsonLd(ua)).toMatchObject({ name: uaTitle, description: uaDescription });
    expect(await html('/ua/bulletins')).toContain(`<title>Бюлетені | ${escaped(uaTitle)}</title>`);

    const home = await html('/');
    expect(home).toContain(`<h1 id="home-title">${escaped(original.title)}</h1>`);
    expect(home).toContain(`<title>${escaped(original.title)}</title>`);
    expect(home).not.toContain(escaped(uaTitle));
  });

  it('keeps translations and home texts when a client sends only the specification’s fields', async () => {
    const before = await current();
    const saved = await put({ ...specFields(before), phone: '+1 555 010 0142' });
    expect(saved.status, saved.text).toBe(200);
    const after = await current();
    expect(after.phone).toBe('+1 555 010 0142');
    expect(after.translations).toEqual(before.translations);
    for (const key of ['heroTagline', 'patronName', 'patronText', 'officeHours', 'stats']) {
      expect(after[key], key).toEqual(before[key]);
    }
  });

  it('leaves omitted texts alone; an empty one falls back to the default language', async () => {
    const saved = await put({ ...specFields(original), translations: { ua: { heroTagline: '' } } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.translations.ua.title).toBe(uaTitle);
    expect(saved.body.translations.ua.heroTagline).toBe('');
    const ua = await html('/ua');
    expect(ua).toContain(`<h1 id="home-title">${escaped(uaTitle)}</h1>`);
    // Shown in the default language, and marked as such (WCAG 3.1.2).
    expect(ua).toContain(
      `<p class="home-hero__tagline" lang="${defaultLanguage.tag}">${escaped(original.heroTagline)}</p>`,
    );

    await put({ ...specFields(original), translations: { ua: { title: '' } } });
    expect(await html('/ua')).toContain(
      `<h1 id="home-title" lang="${defaultLanguage.tag}">${escaped(original.title)}</h1>`,
    );
  });

  it('shows the home texts, figures and office hours in each language', async () => {
    const saved = await put({
      ...specFields(original),
      patronName: 'St. Olha',
      officeHours: 'Tuesdays 10:00-12:00',
      stats: [{ value: '120', label: { en: 'families', ua: 'родин' } }],
      translations: {
        ua: { patronName: 'Свята Ольга', officeHours: 'Вівторки 10:00–12:00', patronText: '' },
      },
    });
    expect(saved.status, saved.text).toBe(200);
    const home = await html('/');
    expect(home).toContain('St. Olha');
    expect(home).toMatch(/<dt>families<\/dt><dd>120<\/dd>/);
    const ua = await html('/ua');
    expect(ua).toContain('Свята Ольга');
    expect(ua).toMatch(/<dt>родин<\/dt><dd>120<\/dd>/);
    // No Ukrainian patron text: the English one stands in.
    expect(ua).toContain(escaped(original.patronText));
    expect(await html('/contact-us')).toContain('Tuesdays 10:00-12:00');
    expect(await html('/ua/contact-us')).toContain('Вівторки 10:00–12:00');
  });

  const invalid: [string, (s: Loose) => void, string][] = [
    ['an unknown language', (s) => (s.translations = { xx: { title: 'X' } }), 'translations.xx'],
    [
      'the default language under translations',
      (s) => (s.translations = { [defaultLanguage.code]: { title: 'X' } }),
      `translations.${defaultLanguage.code}`,
    ],
    ['an unknown text', (s) => (s.translations = { ua: { motto: 'X' } }), 'translations.ua.motto'],
    [
      'a title that is too long',
      (s) => (s.translations = { ua: { title: 'я'.repeat(201) } }),
      'translations.ua.title',
    ],
    [
      'a title that is not a string',
      (s) => (s.translations = { ua: { title: 42 } }),
      'translations.ua.title',
    ],
    ['translations that are a string', (s) => (s.translations = 'ua'), 'translations'],
    ['a tagline that is not a string', (s) => (s.heroTagline = ['x']), 'heroTagline'],
    ['figures that are not a list', (s) => (s.stats = 'many'), 'stats'],
    [
      'a figure without its default label',
      (s) => (s.stats = [{ value: '5', label: { ua: 'п’ять' } }]),
      `stats.0.label.${defaultLanguage.code}`,
    ],
    [
      'a figure with an unknown language',
      (s) => (s.stats = [{ value: '5', label: { en: 'five', ua: '', xx: 'x' } }]),
      'stats.0.label',
    ],
    [
      'too many figures',
      (s) =>
        (s.stats = Array.from({ length: 7 }, () => ({ value: '1', label: { en: 'a', ua: '' } }))),
      'stats',
    ],
  ];
  it.each(invalid)('refuses %s with 400, changing nothing', async (_, change, field) => {
    const before = await current();
    const input: Loose = { ...specFields(before), title: 'Must not be saved' };
    change(input);
    const response = await put(input);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(Object.keys(response.body.error.fields ?? {}).join(' ')).toContain(field);
    expect(await current()).toEqual(before);
  });
});
