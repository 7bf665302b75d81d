import ukMessages from '../../messages/uk.json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, baseUrl } from '../support/api';
import { escaped } from '../support/html';
import { sampleSettings, sampleTranslations } from '@/lib/db/seed-data';

// The public site as a crawler or a visitor without JavaScript sees it: plain fetch, raw HTML.

interface Service {
  id: string;
  title: { en: string; ua: string };
  dayTime: { en: string; ua: string };
  note: { en: string; ua: string };
}

interface Announcement {
  title: { en: string; ua: string };
}

interface Settings {
  title: string;
  description: string;
  website: string;
  phone: string;
  address: { line1: string; city: string; postalCode: string; country: string };
  socialLinks: { facebook: string; instagram: string; youtube: string };
  translations: Record<string, Record<string, string> | undefined>;
}

const publicPaths = [
  '/',
  '/bulletins',
  '/about-us',
  '/contact-us',
  '/covenant-of-care',
  '/liturgy',
  '/ministries-and-groups',
  '/parish-history',
  '/why-ukrainian-catholic',
  '/district-parishes',
  '/liturgy/divine-liturgy',
  '/ministries-and-groups/youth-ministry',
];

const ua = (path: string) => (path === '/' ? '/ua' : `/ua${path}`);

async function get(path: string) {
  const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** `<link rel="alternate" hrefLang=".." href="..">` and the canonical link, by language. */
function links(html: string) {
  const alternates: Record<string, string> = {};
  for (const tag of html.match(/<link [^>]*rel="alternate"[^>]*>/g) ?? []) {
    const lang = tag.match(/hreflang="([^"]+)"/i)?.[1];
    const href = tag.match(/href="([^"]+)"/)?.[1];
    if (lang && href) alternates[lang] = href;
  }
  const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  return { alternates, canonical };
}

let settings: Settings;
let origin: string;

/**
 * The parish's name as a page in that language shows it: a new site has a Ukrainian sample name,
 * shown while the English name is still the sample too (lib/settings/localized.ts).
 */
function siteTitle(language: 'en' | 'uk'): string {
  const ukrainian = settings.translations.ua?.title;
  if (language === 'en' || !ukrainian) return settings.title;
  const stale =
    ukrainian === sampleTranslations.ua?.title && settings.title !== sampleSettings.title;
  return stale ? settings.title : ukrainian;
}

beforeAll(async () => {
  settings = (await api<Settings>('/api/settings')).body;
  // The rule of lib/seo/site-url.ts on a server without SITE_URL: the website in the settings,
  // else the local server on its port.
  origin = settings.website
    ? new URL(settings.website).origin
    : `http://localhost:${new URL(baseUrl()).port}`;
});

describe('home page HTML', () => {
  it('/ and /ua carry the liturgy times from the Service records and the page text', async () => {
    const services = (await api<Service[]>('/api/services')).body;
    expect(services.length).toBeGreaterThan(0);
    const en = await get('/');
    const uk = await get('/ua');
    expect(en.status).toBe(200);
    expect(uk.status).toBe(200);
    expect(en.html).toMatch(/<html lang="en"/);
    expect(uk.html).toMatch(/<html lang="uk"/);
    for (const service of services) {
      expect(en.html).toContain(escaped(service.dayTime.en));
      expect(en.html).toContain(escaped(service.title.en));
      expect(uk.html).toContain(escaped(service.dayTime.ua || service.dayTime.en));
      expect(uk.html).toContain(escaped(service.title.ua || service.title.en));
    }
    for (const text of [
      'Welcome to our parish',
      'Latest Updates',
      'Liturgy Times',
      'Our Patron',
      'Learn More About Us',
      'Follow on Facebook',
    ]) {
      expect(en.html).toContain(escaped(text));
    }
    for (const text of [
      'Ласкаво просимо до нашої парафії',
      'Останні новини',
      'Розклад богослужінь',
      'Наш покровитель',
      'Дізнатися більше про нас',
    ]) {
      expect(uk.html).toContain(escaped(text));
    }
    expect(en.html).toContain(`<h1 id="home-title">${escaped(settings.title)}</h1>`);
    // Latest Updates: the first three published announcements (seeded: Easter Celebration, …).
    const announcements = (await api<Announcement[]>('/api/announcements')).body.slice(0, 3);
    expect(announcements.length).toBeGreaterThan(0);
    for (const { title } of announcements) {
      expect(en.html).toContain(escaped(title.en));
      expect(uk.html).toContain(escaped(title.ua || title.en));
    }
  });

  it('the seeded schedule is the specification’s', async () => {
    const services = (await api<Service[]>('/api/services')).body;
    const times = services.map((service) => service.dayTime.en);
    // Other API tests edit the schedule too; the seeded rows that remain keep their text.
    for (const time of times.filter((t) => /^(Sunday 9:10 AM|Sunday 9:30 AM)$/.test(t))) {
      expect((await get('/')).html).toContain(time);
    }
  });

  it('carries JSON-LD for a Church with name, address, telephone, url and social links', async () => {
    const { html } = await get('/');
    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    expect(json).toBeDefined();
    const data = JSON.parse(json!);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Church',
      name: settings.title,
      telephone: settings.phone,
      url: `${origin}/`,
      address: {
        '@type': 'PostalAddress',
        addressLocality: settings.address.city,
        postalCode: settings.address.postalCode,
      },
    });
    expect(data.sameAs).toEqual(
      [
        settings.socialLinks.facebook,
        settings.socialLinks.instagram,
        settings.socialLinks.youtube,
      ].filter(Boolean),
    );
    expect((await get('/bulletins')).html).not.toContain('application/ld+json');
  });
});

describe('SEO', () => {
  it('every public page has a localized title and description, canonical, hreflang en/uk/x-default and Open Graph', async () => {
    for (const path of publicPaths) {
      for (const [language, url] of [
        ['en', path],
        ['uk', ua(path)],
      ] as const) {
        const { status, html } = await get(url);
        expect(status, url).toBe(200);
        const { alternates, canonical } = links(html);
        const enUrl = `${origin}${path === '/' ? '' : path}`;
        const ukUrl = `${origin}${ua(path)}`;
        expect(alternates, url).toEqual({
          en: enUrl || origin,
          uk: ukUrl,
          'x-default': enUrl || origin,
        });
        expect(canonical, url).toBe(language === 'en' ? enUrl : ukUrl);
        expect(html, url).toMatch(/<title>[^<]+<\/title>/);
        expect(html, url).toMatch(/<meta name="description" content="[^"]+"/);
        expect(html, url).toContain(
          `<meta property="og:url" content="${language === 'en' ? enUrl : ukUrl}"/>`,
        );
        expect(html, url).toContain(
          `<meta property="og:locale" content="${language === 'en' ? 'en_CA' : 'uk_UA'}"/>`,
        );
        expect(html, url).toContain(
          `<meta property="og:site_name" content="${escaped(siteTitle(language))}"/>`,
        );
      }
    }
  });

  it('titles and descriptions are in the page’s language', async () => {
    const en = await get('/bulletins');
    const uk = await get('/ua/bulletins');
    expect(en.html).toContain(`<title>Bulletins | ${escaped(settings.title)}</title>`);
    expect(uk.html).toContain(`<title>Бюлетені | ${escaped(siteTitle('uk'))}</title>`);
    expect(uk.html).toMatch(/<meta name="description" content="Читайте щотижневі/);
  });

  it('/sitemap.xml lists every public page in both languages, each with its alternates', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('xml');
    const all = [...response.html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    // The calendar's addresses (What's on, 12 months, events and their dates: events-pages test).
    const isCalendar = (loc: string | undefined) => /\/events(\/|$)/.test(new URL(loc!).pathname);
    expect(all).toContain(`${origin}/events`);
    expect(all).toContain(`${origin}/ua/events`);
    const locs = all.filter((loc) => !isCalendar(loc));
    // The 7 fixed pages always; the 21 editable ones only once they have text (tests write some).
    expect(locs.length).toBeGreaterThanOrEqual(2 * 7);
    expect(locs.length).toBeLessThanOrEqual(2 * 28);
    for (const path of publicPaths.slice(0, 7)) {
      expect(locs).toContain(`${origin}${path}`);
      expect(locs).toContain(`${origin}${ua(path)}`);
    }
    expect(response.html).toContain(
      `<xhtml:link rel="alternate" hreflang="uk" href="${origin}/ua/bulletins" />`,
    );
    expect(response.html).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/bulletins" />`,
    );
    expect(locs.some((loc) => /dashboard|login|api/.test(loc!))).toBe(false);
  });

  it('/robots.txt keeps /dashboard, /login and /api out and names the sitemap', async () => {
    const { status, html } = await get('/robots.txt');
    expect(status).toBe(200);
    for (const path of ['/dashboard', '/login', '/api', '/ua/dashboard', '/ua/login']) {
      expect(html).toContain(`Disallow: ${path}\n`);
    }
    expect(html).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe('caching', () => {
  it('anonymous responses carry no Set-Cookie', async () => {
    for (const path of [
      ...publicPaths,
      ...publicPaths.map(ua),
      '/no-such-page',
      '/sitemap.xml',
      '/robots.txt',
    ]) {
      const response = await get(path);
      expect(response.headers.getSetCookie(), path).toEqual([]);
    }
  });

  it('static pages are served from the page cache after their first render', async () => {
    await get('/covenant-of-care');
    const second = await get('/covenant-of-care');
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(second.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
  });

  it('public pages, every bulletin page number included, tell shared caches a short lifetime', async () => {
    for (const path of [...publicPaths, ...publicPaths.map(ua), '/bulletins?page=999']) {
      await get(path);
      const response = await get(path);
      const cacheControl = response.headers.get('cache-control') ?? '';
      expect(response.headers.get('x-nextjs-cache'), path).toBe('HIT');
      expect(cacheControl, path).not.toContain('no-store');
      const swr = Number(/stale-while-revalidate=(\d+)/.exec(cacheControl)?.[1]);
      expect(swr, path).toBeLessThanOrEqual(24 * 60 * 60);
      expect(Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1]), path).toBeLessThanOrEqual(300);
      // An unprefixed URL redirects a visitor whose language cookie says otherwise.
      const vary = response.headers.get('vary') ?? '';
      if (path.startsWith('/ua')) expect(vary, path).not.toMatch(/cookie/i);
      else expect(vary, path).toMatch(/cookie/i);
    }
  });

  it('the internal address of a bulletin page sends the visitor to its public one', async () => {
    const response = await fetch(`${baseUrl()}/ua/bulletins/archive-page/3`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(308);
    const location = new URL(response.headers.get('location')!, baseUrl());
    expect(location.pathname + location.search).toBe('/ua/bulletins?page=3');
  });

  describe('a save through the API shows on the next request', () => {
    let original: Settings;
    beforeAll(async () => {
      original = (await api<Settings>('/api/settings')).body;
      await get('/');
      await get('/ua');
    });
    afterAll(async () => {
      await api('/api/settings', { method: 'PUT', token: adminToken(), json: original });
    });

    it('settings: the title on every page, cached or not', async () => {
      const title = `Holy Trinity Parish ${Date.now()}`;
      const ukrainianTitle = `Парафія Святої Трійці ${Date.now()}`;
      const saved = await api('/api/settings', {
        method: 'PUT',
        token: adminToken(),
        json: {
          ...original,
          title,
          translations: {
            ...original.translations,
            ua: { ...original.translations.ua, title: ukrainianTitle },
          },
        },
      });
      expect(saved.status).toBe(200);
      for (const path of ['/', '/covenant-of-care', '/bulletins']) {
        expect((await get(path)).html, path).toContain(escaped(title));
      }
      for (const path of ['/ua', '/ua/parish-history']) {
        expect((await get(path)).html, path).toContain(escaped(ukrainianTitle));
      }
    });

    it('page content: the new text in English, and the English fallback note in Ukrainian', async () => {
      const slug = 'blessings';
      // Unwritten until a test saves it: the editor then starts from empty titles and the placeholder.
      const current = (await api(`/api/content/${slug}`)).body ?? {
        title: { en: 'Blessings', ua: '' },
        content: {
          ua: {
            type: 'doc',
            content: [
              { type: 'paragraph', content: [{ type: 'text', text: 'Start typing here...' }] },
            ],
          },
        },
      };
      const text = `House blessings are scheduled after Theophany ${Date.now()}.`;
      const saved = await api(`/api/content/${slug}`, {
        method: 'PUT',
        token: adminToken(),
        json: {
          title: current.title,
          content: {
            en: {
              type: 'doc',
              content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
            },
            ua: current.content.ua,
          },
        },
      });
      expect(saved.status, saved.text).toBe(200);
      expect((await get('/liturgy/blessings')).html).toContain(escaped(text));
      const record = (await api(`/api/content/${slug}`)).body;
      const uk = (await get('/ua/liturgy/blessings')).html;
      if (record.updatedAt.ua === null) {
        expect(uk).toContain(
          escaped('Цю сторінку ще не перекладено українською, тому показано англійський текст.'),
        );
        expect(uk).toContain(escaped(text));
      }
      // Without a Ukrainian title of its own the page keeps its Ukrainian name from the messages.
      expect(uk).toContain(
        `<h1>${escaped(record.title.ua || ukMessages.EditablePages.blessings)}</h1>`,
      );
    });
  });
});

describe('not found', () => {
  // NOTE: Next 16.4 answers notFound() with its error shell and renders the not-found page in the
  // browser (checked in tests/e2e/site-routes.spec.ts); the raw response still carries the 404
  // status, the localized title and noindex.
  it('answers 404 with a localized title and noindex, in both languages', async () => {
    for (const [path, title] of [
      ['/no-such-page', 'Page not found'],
      ['/liturgy/no-such-slug', 'Page not found'],
      ['/a/b/c', 'Page not found'],
      ['/ua/no/such/page', 'Сторінку не знайдено'],
      ['/ua/ministries-and-groups/nope', 'Сторінку не знайдено'],
      ['/ua/nope', 'Сторінку не знайдено'],
      ['/bulletins?page=999', 'Page not found'],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.html, path).toContain(`<title>${escaped(title)} | `);
      expect(response.html, path).toMatch(/<meta name="robots" content="noindex/);
      expect(response.headers.getSetCookie(), path).toEqual([]);
    }
  });
});
