import { afterAll, describe, expect, it } from 'vitest';
import { adminToken, api, baseUrl } from '../support/api';
import { makeTestPdf } from '../support/make-pdf';
import { filesIn, form, tinyPdf } from '../support/uploads';

// Bulletins per language (`translations`), scheduled publishing (`publishAt`), label suggestions
// and replacing a bulletin's file. Dates in 2099-02 put these bulletins first in every list; they
// are deleted afterwards, so other files' "newest first" checks see their own.

const created: string[] = [];
afterAll(async () => {
  for (const id of created) {
    await api(`/api/bulletins/${id}`, { method: 'DELETE', token: adminToken() });
  }
});

const unique = () => Date.now().toString(36);

async function create(fields: Record<string, string>, pdf = tinyPdf()) {
  const response = await api('/api/bulletins', {
    method: 'POST',
    token: adminToken(),
    body: form(fields, { file: { data: pdf, name: 'b.pdf', type: 'application/pdf' } }),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  created.push(response.body.id);
  return response.body as {
    id: string;
    title: string;
    fileUrl: string;
    thumbnailUrl: string | null;
    publishAt: string | null;
    scheduled: boolean;
    translations: Record<string, { title: string; description: string; label: string }>;
  };
}

const html = async (path: string) => (await fetch(`${baseUrl()}${path}`)).text();
const visitorList = async () => (await api('/api/bulletins')).body as { id: string }[];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls a page until it contains `text` (a static page is regenerated behind its first request). */
async function eventuallyContains(path: string, text: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  let body = '';
  while (Date.now() < deadline) {
    body = await html(path);
    if (body.includes(text)) return true;
    await sleep(500);
  }
  return false;
}

describe('a bulletin per language', () => {
  it('keeps the default language in the specification fields and the others in translations', async () => {
    const word = unique();
    const bulletin = await create({
      title: `Great Lent ${word}`,
      description: 'Lenten schedule',
      date: '2099-02-03',
      label: 'Weekly',
      translations: JSON.stringify({
        ua: { title: `Великий піст ${word}`, description: '', label: 'Щотижневий' },
      }),
    });
    expect(bulletin).toMatchObject({
      title: `Great Lent ${word}`,
      translations: { ua: { title: `Великий піст ${word}`, description: '', label: 'Щотижневий' } },
      publishAt: null,
      scheduled: false,
    });
    expect(await eventuallyContains('/ua/bulletins', `Великий піст ${word}`)).toBe(true);
    const ua = await html('/ua/bulletins');
    expect(ua).toContain('Щотижневий');
    // An empty Ukrainian description falls back to the English one.
    expect(ua).toContain('Lenten schedule');
    expect(ua).not.toContain(`Great Lent ${word}`);
    const en = await html('/bulletins');
    expect(en).toContain(`Great Lent ${word}`);
    expect(en).not.toContain(`Великий піст ${word}`);
    // The feed and search speak the reader's language too.
    expect(await html('/ua/bulletins/feed.xml')).toContain(`Великий піст ${word}`);
    expect(await html('/bulletins/feed.xml')).toContain(`Great Lent ${word}`);
    const found = await api(`/api/search?q=${encodeURIComponent(`піст ${word}`)}&lang=ua`);
    expect(found.body.results.map((r: { title: string }) => r.title)).toEqual([
      `Великий піст ${word}`,
    ]);
    const foundEn = await api(`/api/search?q=${word}&lang=en`);
    expect(foundEn.body.results.map((r: { title: string }) => r.title)).toEqual([
      `Great Lent ${word}`,
    ]);
  });

  it('edits a translation with PUT and refuses an unknown language', async () => {
    const bulletin = await create({ title: 'Edit me', date: '2099-02-02', label: 'Weekly' });
    const base = { title: 'Edit me', description: '', date: '2099-02-02', label: 'Weekly' };
    const put = (json: unknown) =>
      api(`/api/bulletins/${bulletin.id}`, { method: 'PUT', token: adminToken(), json });
    const saved = await put({ ...base, translations: { ua: { title: 'Редагуй мене' } } });
    expect(saved.status).toBe(200);
    expect(saved.body.translations).toEqual({
      ua: { title: 'Редагуй мене', description: '', label: '' },
    });
    // Left out of a PUT, translations stay as they are.
    expect((await put(base)).body.translations.ua.title).toBe('Редагуй мене');
    const refused = await put({ ...base, translations: { xx: { title: 'no' } } });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields)).toContain('translations.xx');
  });

  it('suggests the labels already used, per language, to administrators only', async () => {
    await create({
      title: 'Label source',
      date: '2099-02-01',
      label: 'Pascha',
      translations: JSON.stringify({ ua: { title: '', description: '', label: 'Великдень' } }),
    });
    const labels = await api('/api/bulletins/labels', { token: adminToken() });
    expect(labels.status).toBe(200);
    expect(labels.body.en).toEqual(expect.arrayContaining(['Weekly', 'Pascha']));
    expect(labels.body.ua).toEqual(expect.arrayContaining(['Великдень']));
    expect((await api('/api/bulletins/labels')).status).toBe(401);
  });
});

describe('a scheduled bulletin (publishAt)', () => {
  it('stays out of everything visitors see until its time, then appears without an edit', async () => {
    const word = `scheduled${unique()}`;
    const publishAt = new Date(Date.now() + 8_000);
    // The pages visitors read are cached before the bulletin exists, as on a live site.
    await html('/bulletins');
    await html('/');
    const bulletin = await create(
      {
        title: `Pascha ${word}`,
        date: '2099-02-05',
        label: 'Special',
        publishAt: publishAt.toISOString(),
      },
      makeTestPdf({ heading: word }),
    );
    expect(bulletin).toMatchObject({ publishAt: publishAt.toISOString(), scheduled: true });

    // Administrators see it, marked scheduled; visitors do not.
    const staff = await api('/api/bulletins', { token: adminToken() });
    expect(staff.body.find((b: { id: string }) => b.id === bulletin.id)).toMatchObject({
      scheduled: true,
    });
    expect((await visitorList()).map((b) => b.id)).not.toContain(bulletin.id);
    const page = await api('/api/bulletins?page=1&limit=50');
    expect(page.body.bulletins.map((b: { id: string }) => b.id)).not.toContain(bulletin.id);
    expect((await api(`/api/bulletins/${bulletin.id}`)).status).toBe(404);
    for (const path of ['/bulletins', '/ua/bulletins', '/', '/bulletins/feed.xml']) {
      expect(await html(path), path).not.toContain(word);
    }
    expect((await api(`/api/search?q=${word}`)).body.total).toBe(0);

    await sleep(Math.max(0, publishAt.getTime() - Date.now()) + 500);
    expect((await visitorList()).map((b) => b.id)).toContain(bulletin.id);
    expect((await api(`/api/bulletins/${bulletin.id}`)).body.scheduled).toBe(false);
    expect(await eventuallyContains('/bulletins', word)).toBe(true);
    expect(await eventuallyContains('/', word)).toBe(true);
    expect(await eventuallyContains('/bulletins/feed.xml', word)).toBe(true);
    expect((await api(`/api/search?q=${word}`)).body.total).toBe(1);
  });

  it('refuses a publish time that is not a date-time', async () => {
    const response = await api('/api/bulletins', {
      method: 'POST',
      token: adminToken(),
      body: form(
        { title: 'x', date: '2099-02-01', label: 'Weekly', publishAt: 'next week' },
        { file: { data: tinyPdf(), name: 'b.pdf' } },
      ),
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields)).toContain('publishAt');
  });
});

describe('replacing the file of a bulletin (PUT multipart)', () => {
  it('stores the new file with its preview and text, then removes the old one', async () => {
    const word = `replaced${unique()}`;
    const bulletin = await create({ title: 'Old file', date: '2099-02-01', label: 'Weekly' });
    const oldName = bulletin.fileUrl.split('/').pop()!;
    expect(filesIn('bulletins')).toContain(oldName);
    const response = await api(`/api/bulletins/${bulletin.id}`, {
      method: 'PUT',
      token: adminToken(),
      body: form(
        { title: 'New file', date: '2099-02-01', label: 'Weekly' },
        {
          file: {
            data: makeTestPdf({ heading: word }),
            name: 'new.pdf',
            type: 'application/pdf',
          },
        },
      ),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.title).toBe('New file');
    expect(response.body.fileUrl).not.toBe(bulletin.fileUrl);
    expect(response.body.fileUrl).toMatch(new RegExp(`^/uploads/bulletins/${bulletin.id}-`));
    expect(response.body.thumbnailUrl).toMatch(/^\/uploads\/thumbnails\//);
    expect(filesIn('bulletins')).not.toContain(oldName);
    expect((await fetch(`${baseUrl()}${response.body.fileUrl}`)).status).toBe(200);
    expect((await fetch(`${baseUrl()}${response.body.thumbnailUrl}`)).status).toBe(200);
    expect((await fetch(`${baseUrl()}${bulletin.fileUrl}`)).status).toBe(404);
    // The new file's text is searchable.
    const found = await api(`/api/search?q=${word}`);
    expect(found.body.results.map((r: { url: string }) => r.url)).toEqual([response.body.fileUrl]);
  });

  it('refuses a file that is no PDF, DOC or DOCX (415), keeping the old one', async () => {
    const bulletin = await create({ title: 'Keep file', date: '2099-02-01', label: 'Weekly' });
    const response = await api(`/api/bulletins/${bulletin.id}`, {
      method: 'PUT',
      token: adminToken(),
      body: form(
        { title: 'Changed', date: '2099-02-01', label: 'Weekly' },
        { file: { data: Buffer.from('just text'), name: 'x.pdf', type: 'application/pdf' } },
      ),
    });
    expect(response.status).toBe(415);
    const after = (await api(`/api/bulletins/${bulletin.id}`)).body;
    expect(after).toMatchObject({ title: 'Keep file', fileUrl: bulletin.fileUrl });
    expect((await fetch(`${baseUrl()}${bulletin.fileUrl}`)).status).toBe(200);
  });
});
