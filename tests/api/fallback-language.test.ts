import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { form, tinyPdf } from '../support/uploads';
import { escaped } from '../support/html';

// WCAG 3.1.2 (Language of Parts): on a Ukrainian page, a text with no Ukrainian translation is
// shown in English and marked lang="en", so a screen reader reads it with an English voice; a
// translated text carries no lang (it is in the page's language), and English pages mark nothing.
// A site of its own: the settings, the schedule and the newest bulletin are this file's.

let site: OwnServer;
const word = Date.now().toString(36);

const texts = {
  title: `Lang Parish ${word}`,
  description: `A parish that speaks English ${word}.`,
  heroTagline: `Welcome home ${word}`,
  heroTaglineUa: `Ласкаво просимо ${word}`,
  patronName: `Saint Nicholas ${word}`,
  patronText: `Bishop of Myra ${word}.`,
  patronTextUa: `Єпископ Мирлікійський ${word}.`,
  officeHours: `Tuesdays 9 to 5 ${word}`,
  statUntranslated: `Choirs ${word}`,
  statEn: `Groups ${word}`,
  statUa: `Групи ${word}`,
  serviceTitle: `Vespers ${word}`,
  serviceDayTime: `Saturday 5 PM ${word}`,
  serviceDayTimeUa: `Субота, 17:00 ${word}`,
  serviceNote: `In the chapel ${word}`,
  bulletinTitle: `Paschal bulletin ${word}`,
  bulletinDescription: `Feast schedule ${word}`,
  bulletinDescriptionUa: `Розклад свят ${word}`,
  bulletinLabel: `Feast ${word}`,
};

const call = async (path: string, init: { method?: string; json?: unknown; body?: FormData }) => {
  const response = await fetch(`${site.server.url}${path}`, {
    method: init.method ?? 'POST',
    headers: {
      authorization: `Bearer ${site.adminToken}`,
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body ?? JSON.stringify(init.json),
  });
  const body = (await response.json()) as Record<string, unknown>;
  expect(response.status, JSON.stringify(body)).toBeLessThan(300);
  return body;
};

const get = async (path: string) => {
  const response = await fetch(`${site.server.url}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
};

/** A page once it shows `text`: a static page is regenerated behind the request that finds it stale. */
async function pageWith(path: string, text: string, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let html = '';
  while (Date.now() < deadline) {
    html = await get(path);
    if (html.includes(escaped(text))) return html;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${path} never showed "${text}"`);
}

/**
 * The opening tag of every element whose whole content is `text` (the document's <title> aside:
 * metadata, in the page's language by definition).
 */
function tagsAround(html: string, text: string): string[] {
  const content = escaped(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`<([a-z][a-z0-9]*)((?:\\s[^>]*)?)>${content}</\\1>`, 'g');
  return [...html.matchAll(pattern)]
    .filter((match) => match[1] !== 'title')
    .map((match) => `<${match[1]}${match[2]}>`);
}

/** Every element holding `text` is marked English (at least `count` of them). */
function expectMarked(html: string, text: string, count = 1) {
  const tags = tagsAround(html, text);
  expect(tags.length, `elements holding "${text}"`).toBeGreaterThanOrEqual(count);
  for (const tag of tags) expect(tag, text).toMatch(/\slang="en"/);
}

/** Every element holding `text` is left in the page's language (at least `count` of them). */
function expectUnmarked(html: string, text: string, count = 1) {
  const tags = tagsAround(html, text);
  expect(tags.length, `elements holding "${text}"`).toBeGreaterThanOrEqual(count);
  for (const tag of tags) expect(tag, text).not.toMatch(/\slang=/);
}

/** An English page marks nothing English: the only lang="en" is <html>'s. */
function expectNoEnglishMarks(html: string) {
  expect(html.match(/\slang="en"/g) ?? []).toEqual([' lang="en"']);
  expect(html).toMatch(/<html lang="en"/);
}

beforeAll(async () => {
  site = await startOwnServer();
  const settings = (await (await fetch(`${site.server.url}/api/settings`)).json()) as Record<
    string,
    unknown
  >;
  await call('/api/settings', {
    method: 'PUT',
    json: {
      ...settings,
      title: texts.title,
      description: texts.description,
      heroTagline: texts.heroTagline,
      patronName: texts.patronName,
      patronText: texts.patronText,
      officeHours: texts.officeHours,
      stats: [
        { value: '3', label: { en: texts.statUntranslated, ua: '' } },
        { value: '7', label: { en: texts.statEn, ua: texts.statUa } },
      ],
      translations: {
        ua: {
          title: '',
          description: '',
          heroTagline: texts.heroTaglineUa,
          patronName: '',
          patronText: texts.patronTextUa,
          officeHours: '',
        },
      },
    },
  });
  await call('/api/services', {
    json: {
      title: { en: texts.serviceTitle, ua: '' },
      dayTime: { en: texts.serviceDayTime, ua: texts.serviceDayTimeUa },
      note: { en: texts.serviceNote, ua: '' },
      schedule: { rule: 'weekly', days: ['SA'], time: '17:00', week: null },
    },
  });
  // Dated far ahead: the newest bulletin, so the home page's "this week's bulletin".
  await call('/api/bulletins', {
    body: form(
      {
        title: texts.bulletinTitle,
        description: texts.bulletinDescription,
        label: texts.bulletinLabel,
        date: '2099-04-12',
        translations: JSON.stringify({
          ua: { title: '', description: texts.bulletinDescriptionUa, label: '' },
        }),
      },
      { file: { data: tinyPdf(), name: 'pascha.pdf', type: 'application/pdf' } },
    ),
  });
}, 180_000);

afterAll(async () => {
  await site?.server.stop();
  await site?.database.drop();
});

describe('Ukrainian pages mark English fallbacks with lang="en"', () => {
  it('the settings texts: header, hero, footer, patron and figures on the home page', async () => {
    const html = await pageWith('/ua', texts.title);
    // The header's name, the hero's heading, the footer's heading and its copyright line.
    expectMarked(html, texts.title, 4);
    expectUnmarked(html, texts.heroTaglineUa);
    expectMarked(html, texts.description);
    expectMarked(html, texts.patronName);
    expectUnmarked(html, texts.patronTextUa);
    expectMarked(html, texts.statUntranslated);
    expectUnmarked(html, texts.statUa);
    expect(html).toMatch(/<html lang="uk"/);
  });

  it('the office hours on the contact page and the description on About us', async () => {
    expectMarked(await pageWith('/ua/contact-us', texts.officeHours), texts.officeHours);
    expectMarked(await pageWith('/ua/about-us', texts.description), texts.description, 2);
  });

  it('a service of the schedule, field by field, and its calendar event', async () => {
    const html = await pageWith('/ua', texts.serviceTitle);
    expectMarked(html, texts.serviceTitle);
    expectUnmarked(html, texts.serviceDayTimeUa);
    expectMarked(html, texts.serviceNote);
    const calendar = (await get('/ua/liturgy-schedule.ics')).replace(/\r\n /g, '');
    expect(calendar).toContain(`SUMMARY;LANGUAGE=en:${texts.serviceTitle}`);
    // Ukrainian day and time with an English note: the description is mostly the page's language.
    // (iCalendar escapes the comma.)
    expect(calendar).toContain(
      `DESCRIPTION;LANGUAGE=uk:${texts.serviceDayTimeUa.replace(',', '\\,')}\\n${texts.serviceNote}`,
    );
  });

  it('a bulletin on the home page, in the archive and in search results', async () => {
    const home = await pageWith('/ua', texts.bulletinTitle);
    // The title, and the same title inside the View link's hidden words.
    expectMarked(home, texts.bulletinTitle, 2);
    expectMarked(home, texts.bulletinLabel);
    expectUnmarked(home, texts.bulletinDescriptionUa);

    const archive = await pageWith('/ua/bulletins', texts.bulletinTitle);
    expectMarked(archive, texts.bulletinTitle, 2);
    expectMarked(archive, texts.bulletinLabel);
    expectUnmarked(archive, texts.bulletinDescriptionUa);

    const search = await pageWith(`/ua/search?q=paschal+${word}`, texts.bulletinTitle);
    expectMarked(search, texts.bulletinTitle);
  });
});

describe('English pages mark nothing', () => {
  it('shows the same texts without any lang of their own', async () => {
    const home = await pageWith('/', texts.bulletinTitle);
    for (const text of [
      texts.title,
      texts.heroTagline,
      texts.patronName,
      texts.statUntranslated,
      texts.serviceTitle,
      texts.serviceNote,
      texts.bulletinTitle,
      texts.bulletinLabel,
    ])
      expectUnmarked(home, text);
    expectNoEnglishMarks(home);
    for (const path of ['/bulletins', '/contact-us', '/about-us', `/search?q=paschal+${word}`]) {
      expectNoEnglishMarks(await pageWith(path, texts.title));
    }
    const calendar = (await get('/liturgy-schedule.ics')).replace(/\r\n /g, '');
    expect(calendar).toContain(`SUMMARY;LANGUAGE=en:${texts.serviceTitle}`);
  });
});
