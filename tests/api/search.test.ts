import { describe, expect, it } from 'vitest';
import { adminToken, api, baseUrl } from '../support/api';
import { makeTestPdf } from '../support/make-pdf';
import { form, zipOf } from '../support/uploads';

// Site search over the real server and database: PDF text extracted on upload, pages in both
// languages, ranking by the visitor's language, bad input, pagination.

interface SearchResult {
  kind: 'page' | 'bulletin';
  title: string;
  url: string;
  language: string;
  date: string;
  snippet: { text: string; highlights: [number, number][] };
}
interface SearchBody {
  query: string;
  page: number;
  pageSize: number;
  total: number;
  results: SearchResult[];
}

const search = (query: string, extra = '') =>
  api<SearchBody>(`/api/search?q=${encodeURIComponent(query)}${extra}`);

async function uploadPdf(title: string, heading: string, description = '') {
  const response = await api('/api/bulletins', {
    method: 'POST',
    token: adminToken(),
    body: form(
      { title, description, date: '2026-11-22', label: 'Weekly' },
      { file: { data: makeTestPdf({ heading }), name: 'b.pdf', type: 'application/pdf' } },
    ),
  });
  expect(response.status).toBe(201);
  return response.body as { id: string; fileUrl: string };
}

const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

async function savePage(slug: string, en: [string, string], ua: [string, string]) {
  const current = (await api(`/api/content/${slug}`)).body as { version?: number } | null;
  const response = await api(`/api/content/${slug}`, {
    method: 'PUT',
    token: adminToken(),
    json: {
      title: { en: en[0], ua: ua[0] },
      content: { en: doc(en[1]), ua: doc(ua[1]) },
      ...(current?.version ? { version: current.version } : {}),
    },
  });
  expect(response.status).toBe(200);
}

describe('GET /api/search', () => {
  it('finds a PDF bulletin by a word that appears only inside its file, at once', async () => {
    const word = `zorblax${Date.now().toString(36)}`;
    const started = Date.now();
    const bulletin = await uploadPdf('Weekly bulletin', `Pyrohy sale ${word} after Liturgy`);
    const response = await search(word);
    expect(Date.now() - started).toBeLessThan(2000 + 3000); // upload + query; the index is synchronous
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(1);
    const [hit] = response.body.results;
    expect(hit).toMatchObject({
      kind: 'bulletin',
      title: 'Weekly bulletin',
      url: bulletin.fileUrl,
    });
    const [start, end] = hit!.snippet.highlights[0]!;
    expect(hit!.snippet.text.slice(start, end).toLowerCase()).toBe(word);
    // The same through the results page, server-rendered, the word marked.
    const page = await fetch(`${baseUrl()}/search?q=${word}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`href="${bulletin.fileUrl}"`);
    expect(html.toLowerCase()).toContain(`<mark>${word}</mark>`);
  });

  it('finds a .docx bulletin by a word of its text', async () => {
    const word = `holubtsi${Date.now().toString(36)}`;
    const document = `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Parish supper with ${word} on Sunday</w:t></w:r></w:p></w:body></w:document>`;
    const file = zipOf({
      '[Content_Types].xml':
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      '_rels/.rels':
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      'word/document.xml': document,
    });
    const response = await api('/api/bulletins', {
      method: 'POST',
      token: adminToken(),
      body: form(
        { title: 'Word bulletin', date: '2026-11-21', label: 'Weekly' },
        { file: { data: file, name: 'w.docx' } },
      ),
    });
    expect(response.status).toBe(201);
    const found = await search(word);
    expect(found.body.results.map((r) => r.url)).toEqual([
      (response.body as { fileUrl: string }).fileUrl,
    ]);
  });

  it('follows edits and deletes of a bulletin', async () => {
    const word = `quillet${Date.now().toString(36)}`;
    const bulletin = await uploadPdf('Before edit', 'Nothing special');
    const edited = await api(`/api/bulletins/${bulletin.id}`, {
      method: 'PUT',
      token: adminToken(),
      json: { title: `Renamed ${word}`, description: '', date: '2026-11-22', label: 'Weekly' },
    });
    expect(edited.status).toBe(200);
    expect((await search(word)).body.results[0]?.title).toBe(`Renamed ${word}`);
    expect(
      (await api(`/api/bulletins/${bulletin.id}`, { method: 'DELETE', token: adminToken() }))
        .status,
    ).toBe(204);
    expect((await search(word)).body.total).toBe(0);
  });

  it('finds a page saved with a Ukrainian word at /ua/search, by a prefix of it', async () => {
    const stem = `вареник${Date.now().toString(36).replace(/\d/g, '')}`;
    await savePage(
      'parish-choir',
      ['Parish Choir', 'Rehearsals on Thursday evenings.'],
      ['Парафіяльний хор', `Після співанки будуть ${stem}ами пригощати.`],
    );
    const json = await search(stem, '&lang=ua');
    expect(json.body.total).toBe(1);
    expect(json.body.results[0]).toMatchObject({
      kind: 'page',
      language: 'ua',
      title: 'Парафіяльний хор',
      url: '/ua/ministries-and-groups/parish-choir',
    });
    const html = await (await fetch(`${baseUrl()}/ua/search?q=${encodeURIComponent(stem)}`)).text();
    expect(html).toContain('href="/ua/ministries-and-groups/parish-choir"');
    expect(html).toContain(`<mark>${stem}ами</mark>`);
  });

  it("ranks the visitor's language first for a page in both languages", async () => {
    const word = `bilingo${Date.now().toString(36)}`;
    // A page no other API test file writes (content.test.ts expects sunday-school untouched).
    await savePage(
      'adult-faith-ministry',
      ['Adult Faith Ministry', `Classes ${word}`],
      ['Катехизація дорослих', `Заняття ${word}`],
    );
    const english = await search(word, '&lang=en');
    const ukrainian = await search(word, '&lang=uk');
    // One result per page, in the visitor's language.
    expect(english.body.total).toBe(1);
    expect(english.body.results[0]).toMatchObject({
      language: 'en',
      url: '/ministries-and-groups/adult-faith-ministry',
    });
    expect(ukrainian.body.results[0]).toMatchObject({
      language: 'ua',
      title: 'Катехизація дорослих',
    });
  });

  it('pages results ten at a time', async () => {
    const word = `pagewise${Date.now().toString(36)}`;
    for (let i = 0; i < 11; i += 1) await uploadPdf(`Paged ${i} ${word}`, 'Text');
    const first = await search(word);
    expect(first.body).toMatchObject({ total: 11, page: 1, pageSize: 10 });
    expect(first.body.results).toHaveLength(10);
    const second = await search(word, '&page=2');
    expect(second.body.results).toHaveLength(1);
    const html = await (await fetch(`${baseUrl()}/search?q=${word}`)).text();
    expect(html).toContain(`href="/search?q=${word}&amp;page=2"`);
  });

  it('answers bad input with an empty result or 400, never 500', async () => {
    for (const query of [
      '',
      '   ',
      '"*:()',
      'AND OR NOT',
      // Letters no indexed word starts with (seeded announcements hold words in a, b, c, d…).
      'qz"xq*zj:(jx)',
      '&|!<>',
      "'; DROP TABLE x; --",
    ]) {
      const response = await search(query);
      expect(response.status, query).toBe(200);
      expect(response.body.results, query).toEqual([]);
    }
    expect((await search('x'.repeat(1000))).status).toBe(400);
    expect((await search('word', '&lang=xx')).status).toBe(400);
    expect((await search('word', '&page=0')).status).toBe(400);
    expect((await search('word', '&page=abc')).status).toBe(400);
    for (const path of ['/search?q=%22*%3A()', `/search?q=${'x'.repeat(1000)}`, '/ua/search?q=']) {
      expect((await fetch(`${baseUrl()}${path}`)).status, path).toBe(200);
    }
  });
});
