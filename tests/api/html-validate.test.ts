import { randomBytes } from 'node:crypto';
import { HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, baseUrl } from '../support/api';
import { inUkrainian, visitorPages } from '../support/visitor-pages';

// The HTML validator on every kind of visitor page in both languages, as a crawler gets them: 0
// errors. The events pages (a month, an event, one date) are issue 33's; the home, content,
// bulletin, contact, search and subscribe pages and the 404 page are issue 37's ("the HTML
// validator stays clean on the pages that changed"). html-validate's `standard` preset is the
// rules of the HTML standard itself (content models, attributes, ids), as the W3C validator checks
// them, without the style rules of its `recommended` preset.

const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

/** What the validator finds in the page at `path`, which must answer `status`. */
async function errorsIn(path: string, status = 200): Promise<string[]> {
  const response = await fetch(`${baseUrl()}${path}`);
  expect(response.status, path).toBe(status);
  const report = await validator.validateString(await response.text());
  return report.results.flatMap((result) =>
    result.messages.map((message) => `${message.ruleId}: ${message.message}`),
  );
}

const id = randomBytes(4).toString('hex');
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
let event: { id: string; slug: string };

beforeAll(async () => {
  const created = await api('/api/events', {
    token: adminToken(),
    json: {
      title: { en: `Pysanka workshop ${id}`, ua: `Майстер-клас писанки ${id}` },
      description: {
        en: {
          type: 'doc',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: 'Bring an egg.' }] },
            {
              type: 'bulletList',
              content: [
                {
                  type: 'listItem',
                  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Wax' }] }],
                },
              ],
            },
          ],
        },
      },
      category: 'education',
      start: `${day(2)}T10:00`,
      end: `${day(2)}T13:00`,
      repeat: { rrule: 'FREQ=WEEKLY;COUNT=4' },
      livestreamUrl: 'https://www.youtube.com/watch?v=abc',
    },
  });
  expect(created.status).toBe(201);
  event = created.body;
  // A cancelled date: its page carries the notice and the struck-out time.
  const cancelled = await api(`/api/events/${event.id}/occurrences/${day(9)}`, {
    method: 'PUT',
    token: adminToken(),
    json: { cancelled: true, reason: { en: 'Snow', ua: 'Сніг' } },
  });
  expect(cancelled.status).toBe(200);
});

afterAll(async () => {
  await api(`/api/events/${event.id}`, { method: 'DELETE', token: adminToken() });
});

describe('HTML validator', () => {
  it('finds what the standard forbids (the check can fail)', async () => {
    const report = await validator.validateString(
      '<!doctype html><html lang="en"><head><title>x</title></head>' +
        '<body><ul><div>x</div></ul><p id="a"></p><p id="a"></p></body></html>',
    );
    const rules = report.results.flatMap((result) => result.messages.map((m) => m.ruleId));
    expect(rules).toEqual(expect.arrayContaining(['element-permitted-content', 'no-dup-id']));
  });

  it('reports 0 errors on the month, the event and a date, in both languages', async () => {
    const [year, month] = day(2).split('-').map(Number) as [number, number];
    for (const prefix of ['', '/ua']) {
      for (const path of [
        `/events/${year}/${month}`,
        `/events/${year}/${month}?services=1`,
        `/events/${event.slug}`,
        `/events/${event.slug}/${day(2)}`,
        `/events/${event.slug}/${day(9)}`,
        '/events',
      ]) {
        expect(await errorsIn(`${prefix}${path}`), `${prefix}${path}`).toEqual([]);
      }
    }
  });

  it.each(['en', 'ua'])(
    'reports 0 errors on the home, content, bulletin, contact, search, subscribe and 404 pages (%s)',
    async (language) => {
      const at = (path: string) => (language === 'en' ? path : inUkrainian(path));
      for (const path of [...visitorPages.filter((path) => path !== '/events'), '/subscribe']) {
        expect(await errorsIn(at(path)), at(path)).toEqual([]);
      }
      expect(await errorsIn(at(`/no-such-page-${id}`), 404)).toEqual([]);
    },
  );
});
