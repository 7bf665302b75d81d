import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, baseUrl, registerUser, sameOrigin, type TestUser } from '../support/api';

const valid = {
  title: 'St. Volodymyr Ukrainian Catholic Parish',
  description: 'A parish community.',
  address: {
    line1: '123 Main Street',
    line2: 'Suite 4',
    city: 'Springfield',
    provinceOrState: 'ON',
    postalCode: 'K1A 0B1',
    country: 'Canada',
    link: 'https://maps.example.com/?q=parish',
  },
  phone: '+1 (555) 123-4567',
  email: 'office@parish.example',
  website: 'https://parish.example',
  socialLinks: {
    facebook: 'https://facebook.com/parish',
    instagram: '',
    youtube: 'https://youtube.com/@parish',
  },
  timeZone: 'America/Toronto',
};

type Settings = typeof valid;
// The invalid cases build bodies the type would forbid; that is their point.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;
const clone = (): Settings => structuredClone(valid);

let original: Settings;
let pending: TestUser;

beforeAll(async () => {
  original = (await api('/api/settings')).body;
  pending = await registerUser('settings-pending');
});

// Later test files (and people reading the test database) see the seeded settings again.
afterAll(async () => {
  await api('/api/settings', { method: 'PUT', token: adminToken(), json: original });
});

/** The specification's fields: the site pictures beside them are tests/api/site-pictures.test.ts's. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const specFields = ({ heroImage, heroImageAlt, logo, ...rest }: Loose) => rest;
const current = async () => specFields((await api('/api/settings')).body) as Settings;

describe('GET /api/settings', () => {
  it('answers the Settings object of the specification, to anyone', async () => {
    const response = await api('/api/settings');
    expect(response.status).toBe(200);
    // The specification's fields, the time zone, and the parish's own texts (per language).
    expect(Object.keys(response.body).sort()).toEqual(
      [
        'address',
        'description',
        'email',
        'phone',
        'socialLinks',
        'title',
        'website',
        'timeZone',
        'heroTagline',
        'patronName',
        'patronText',
        'officeHours',
        'stats',
        'translations',
        // The site pictures (tests/api/site-pictures.test.ts).
        'heroImage',
        'heroImageAlt',
        'logo',
        // The Church's calendar of events (issue 33; tests/api/events.test.ts).
        'paschalion',
        'feastStyle',
        // The weekly digest's day and hour (tests/api/settings-digest.test.ts).
        'digestDay',
        'digestHour',
      ].sort(),
    );
    expect(Object.keys(response.body.address).sort()).toEqual(
      ['city', 'country', 'line1', 'line2', 'link', 'postalCode', 'provinceOrState'].sort(),
    );
    expect(Object.keys(response.body.socialLinks).sort()).toEqual([
      'facebook',
      'instagram',
      'youtube',
    ]);
    expect(response.body.title).toEqual(expect.any(String));
    expect(response.body.title.length).toBeGreaterThan(0);
  });
});

describe('PUT /api/settings', () => {
  it('saves the settings and answers what was saved', async () => {
    const input = clone();
    input.title = '  Trimmed Title  ';
    const response = await api('/api/settings', {
      method: 'PUT',
      token: adminToken(),
      json: input,
    });
    expect(response.status).toBe(200);
    expect(specFields(response.body)).toMatchObject({ ...valid, title: 'Trimmed Title' });
    expect(await current()).toEqual(specFields(response.body));
  });

  it('accepts empty optional fields', async () => {
    const input = {
      ...clone(),
      description: '',
      phone: '',
      email: '',
      website: '',
      socialLinks: { facebook: '', instagram: '', youtube: '' },
    };
    const response = await api('/api/settings', {
      method: 'PUT',
      token: adminToken(),
      json: input,
    });
    expect(response.status).toBe(200);
    expect(await current()).toMatchObject(input);
    await api('/api/settings', { method: 'PUT', token: adminToken(), json: valid });
  });

  const invalid: [string, (s: Loose) => void, string][] = [
    ['a missing title', (s) => delete s.title, 'title'],
    ['an empty title', (s) => (s.title = ''), 'title'],
    ['a blank title', (s) => (s.title = '   '), 'title'],
    ['a title that is not a string', (s) => (s.title = 42), 'title'],
    ['a malformed email', (s) => (s.email = 'office-at-parish'), 'email'],
    ['a malformed website', (s) => (s.website = 'not a url'), 'website'],
    ['a javascript: website', (s) => (s.website = 'javascript:alert(1)'), 'website'],
    ['a malformed map link', (s) => (s.address.link = 'ftp://maps.example.com'), 'address.link'],
    [
      'a malformed social link',
      (s) => (s.socialLinks.facebook = 'facebook'),
      'socialLinks.facebook',
    ],
    ['a malformed phone', (s) => (s.phone = 'call us maybe'), 'phone'],
    ['a missing address', (s) => delete s.address, 'address'],
    ['an unknown field', (s) => (s.isSample = true), 'isSample'],
    ['an unknown address field', (s) => (s.address.zip = '12345'), 'address.zip'],
    [
      'an unknown social network',
      (s) => (s.socialLinks.tiktok = 'https://tiktok.com/x'),
      'socialLinks.tiktok',
    ],
  ];
  it.each(invalid)(
    'refuses %s with 400 and the field, changing nothing',
    async (_, change, field) => {
      const before = await current();
      const input: Loose = clone();
      change(input);
      const response = await api('/api/settings', {
        method: 'PUT',
        token: adminToken(),
        json: input,
      });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('validation_failed');
      expect(response.body.error.fields).toHaveProperty([field]);
      expect(await current()).toEqual(before);
    },
  );

  it('refuses a body that is not an object with 400', async () => {
    const response = await api('/api/settings', {
      method: 'PUT',
      token: adminToken(),
      json: [valid],
    });
    expect(response.status).toBe(400);
  });

  it('answers 401 without credentials and changes nothing', async () => {
    const before = await current();
    const response = await api('/api/settings', {
      method: 'PUT',
      json: { ...clone(), title: 'Anonymous' },
    });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('unauthorized');
    expect(await current()).toEqual(before);
  });

  it('answers 403 to a pending account and changes nothing', async () => {
    const before = await current();
    const response = await api('/api/settings', {
      method: 'PUT',
      token: pending.token,
      json: { ...clone(), title: 'Pending' },
    });
    expect(response.status).toBe(403);
    expect(await current()).toEqual(before);
  });

  it('accepts the session cookie from the site itself, and refuses it without an Origin', async () => {
    const same = await api('/api/settings', {
      method: 'PUT',
      cookie: adminToken(),
      headers: sameOrigin(),
      json: { ...clone(), title: 'Saved by cookie' },
    });
    expect(same.status).toBe(200);
    expect((await current()).title).toBe('Saved by cookie');

    const noOrigin = await api('/api/settings', {
      method: 'PUT',
      cookie: adminToken(),
      json: { ...clone(), title: 'No origin' },
    });
    expect(noOrigin.status).toBe(403);
    expect((await current()).title).toBe('Saved by cookie');
  });

  it('survives 20 concurrent saves: no 500, the last write is one of them', async () => {
    const titles = Array.from({ length: 20 }, (_, i) => `Concurrent ${i}`);
    const responses = await Promise.all(
      titles.map((title) =>
        api('/api/settings', { method: 'PUT', token: adminToken(), json: { ...clone(), title } }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(titles.map(() => 200));
    expect(titles).toContain((await current()).title);
  });
});

describe('the address on the public pages', () => {
  it('an empty map link follows the address; the JSON-LD names the country by its ISO code', async () => {
    const settings = clone();
    settings.address = {
      ...settings.address,
      line1: '77 Maple Avenue',
      line2: '',
      city: 'Winnipeg',
      provinceOrState: 'MB',
      country: 'Canada',
      link: '',
    };
    const saved = await api('/api/settings', {
      method: 'PUT',
      token: adminToken(),
      json: settings,
    });
    expect(saved.status).toBe(200);
    for (const path of ['/', '/contact-us']) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      expect(html, path).toContain(
        'https://www.openstreetmap.org/search?query=77%20Maple%20Avenue%2C%20Winnipeg%2C%20MB',
      );
      expect(html, path).not.toContain('maps.example.com');
    }
    const home = await (await fetch(`${baseUrl()}/`)).text();
    const jsonLd = [...home.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
      .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
      .find((data) => data['@type'] === 'Church') as {
      address: { addressCountry?: string };
      email?: string;
    };
    expect(jsonLd.address.addressCountry).toBe('CA');
    expect(jsonLd.email).toBeUndefined();

    // A link staff enter themselves wins.
    settings.address.link = 'https://maps.example.com/?q=parish';
    await api('/api/settings', { method: 'PUT', token: adminToken(), json: settings });
    const contact = await (await fetch(`${baseUrl()}/contact-us`)).text();
    expect(contact).toContain('https://maps.example.com/?q=parish');
  });
});
