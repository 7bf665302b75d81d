import { describe, expect, it } from 'vitest';
import { adminToken, api, baseUrl } from '../support/api';
import { makeTestPdf } from '../support/make-pdf';
import { form } from '../support/uploads';

// Word forms find each other through stems (lib/search/stems.ts), in Ukrainian and English, and
// announcements are found like pages: over the real server and database (SQLite, or PostgreSQL
// with TEST_DATABASE_URL).

interface SearchBody {
  total: number;
  results: { kind: string; title: string; url: string; language: string }[];
}

const search = (query: string, extra = '') =>
  api<SearchBody>(`/api/search?q=${encodeURIComponent(query)}${extra}`);

const html = async (path: string) => {
  const response = await fetch(`${baseUrl()}${path}`);
  expect(response.status).toBe(200);
  return response.text();
};

async function createAnnouncement(title: string, body: string, published = true) {
  const response = await api<{ id: string }>('/api/announcements', {
    method: 'POST',
    token: adminToken(),
    json: {
      title: { en: title, ua: '' },
      body: { en: body, ua: '' },
      published,
      date: '2026-11-20',
    },
  });
  expect(response.status).toBe(201);
  return response.body.id;
}

describe('search by word forms', () => {
  it("finds a bulletin whose PDF says 'писанок' by 'писанки' and 'писанка', at /ua/search too", async () => {
    const upload = await api<{ fileUrl: string }>('/api/bulletins', {
      method: 'POST',
      token: adminToken(),
      body: form(
        { title: 'Easter bulletin', description: '', date: '2026-11-22', label: 'Weekly' },
        {
          file: {
            data: makeTestPdf({ heading: 'Виставка писанок у неділю' }),
            name: 'b.pdf',
            type: 'application/pdf',
          },
        },
      ),
    });
    expect(upload.status).toBe(201);
    const url = upload.body.fileUrl;
    for (const word of ['писанки', 'писанка', 'писанок', 'Писанку']) {
      const found = await search(word, '&lang=ua');
      expect(found.status).toBe(200);
      expect(
        found.body.results.map((result) => result.url),
        word,
      ).toContain(url);
    }
    expect(await html(`/ua/search?q=${encodeURIComponent('писанки')}`)).toContain(`href="${url}"`);
    // Stems widen a word, they do not drop it: an unrelated word still finds nothing.
    expect((await search('писанкастан')).body.total).toBe(0);
  });

  it("finds a Ukrainian page by another form of its word ('писанки' finds 'писанок')", async () => {
    const current = (await api('/api/content/parish-choir')).body as { version?: number } | null;
    const doc = (text: string) => ({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
    });
    const saved = await api('/api/content/parish-choir', {
      method: 'PUT',
      token: adminToken(),
      json: {
        title: { en: 'Parish choir', ua: 'Парафіяльний хор' },
        content: { en: doc('We sing carols.'), ua: doc('Хор співає після розпису писанок.') },
        ...(current?.version ? { version: current.version } : {}),
      },
    });
    expect(saved.status).toBe(200);
    const found = await search('розписи писанки', '&lang=ua');
    expect(found.body.results).toContainEqual(
      expect.objectContaining({ kind: 'page', url: '/ua/ministries-and-groups/parish-choir' }),
    );
  });

  it("finds an announcement: 'pysanka' on /search, 'blessings' finds 'blessing'", async () => {
    const id = await createAnnouncement(
      'Pysanka workshop',
      'Learn to write a pysanka; the blessing of baskets follows.',
    );
    const found = await search('pysanka');
    expect(found.body.results).toContainEqual(
      expect.objectContaining({
        kind: 'announcement',
        title: 'Pysanka workshop',
        url: `/#update-${id}`,
      }),
    );
    expect(await html('/search?q=pysanka')).toContain(`href="/#update-${id}"`);
    const stemmed = await search('blessings of baskets');
    expect(stemmed.body.results.map((result) => result.url)).toContain(`/#update-${id}`);
  });

  it('follows an announcement unpublished, translated and deleted', async () => {
    const word = `kolach${Date.now().toString(36)}`;
    const id = await createAnnouncement(`Bake sale ${word}`, 'Kolachi after Liturgy.');
    expect((await search(word)).body.total).toBe(1);
    const hidden = await api(`/api/announcements/${id}`, {
      method: 'PUT',
      token: adminToken(),
      json: { published: false },
    });
    expect(hidden.status).toBe(200);
    expect((await search(word)).body.total).toBe(0);
    const shown = await api(`/api/announcements/${id}`, {
      method: 'PUT',
      token: adminToken(),
      json: {
        published: true,
        title: { en: `Bake sale ${word}`, ua: `Ярмарок ${word}` },
      },
    });
    expect(shown.status).toBe(200);
    const both = await search(word, '&lang=ua');
    // One item, found in the visitor's language first.
    expect(both.body.total).toBe(1);
    expect(both.body.results[0]).toMatchObject({ kind: 'announcement', url: `/ua#update-${id}` });
    const deleted = await api(`/api/announcements/${id}`, {
      method: 'DELETE',
      token: adminToken(),
    });
    expect(deleted.status).toBe(204);
    expect((await search(word)).body.total).toBe(0);
  });
});
