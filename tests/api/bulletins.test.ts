import { parse as parseContentDisposition } from 'content-disposition';
import { copyFileSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, api, baseUrl, registerUser, type TestUser } from '../support/api';
import { countRows } from '../support/db-rows';
import {
  docx,
  filesIn,
  form,
  oleDoc,
  residentKb,
  streamedMultipart,
  tinyPdf,
  uploadFolder,
  zipOf,
} from '../support/uploads';

const fields = {
  title: 'Weekly Bulletin',
  description: 'Feast of St. Nicholas',
  date: '2026-12-06',
  label: 'Weekly',
};
const pdfFile = (name = 'bulletin.pdf', data = tinyPdf()) => ({
  file: { data, name, type: 'application/pdf' },
});

let pending: TestUser;
beforeAll(async () => {
  pending = await registerUser('bulletins-pending');
});

const upload = (
  body: FormData | ReadableStream,
  token = adminToken(),
  headers: Record<string, string> = {},
) => api('/api/bulletins', { method: 'POST', token, body: body as BodyInit, headers });
const bulletinRows = async () =>
  (await countRows(inject('databaseUrl'), ['Bulletin'])).Bulletin ?? 0;

/** Rows and files before a refused request, to compare with after it. */
async function snapshot() {
  return { rows: await bulletinRows(), files: filesIn('bulletins'), temp: filesIn('tmp') };
}

describe('POST /api/bulletins', () => {
  it('stores a PDF and answers 201 with the bulletin', async () => {
    const response = await upload(form(fields, pdfFile()));
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      _id: expect.stringMatching(/^[a-z0-9]+$/),
      id: response.body._id,
      title: 'Weekly Bulletin',
      description: 'Feast of St. Nicholas',
      date: '2026-12-06T00:00:00.000Z',
      label: 'Weekly',
      fileUrl: `/uploads/bulletins/${response.body.id}.pdf`,
      thumbnailUrl: null,
      translations: { ua: { title: '', description: '', label: '' } },
      publishAt: null,
      scheduled: false,
    });
    expect(filesIn('bulletins')).toContain(`${response.body.id}.pdf`);
    expect(filesIn('tmp')).toEqual([]);
    expect((await api(`/api/bulletins/${response.body.id}`)).body).toEqual(response.body);
  });

  it('accepts a .doc (OLE2) and a .docx (ZIP with word/document.xml), by content', async () => {
    const doc = await upload(form(fields, { file: { data: oleDoc(), name: 'minutes.doc' } }));
    expect(doc.status).toBe(201);
    expect(doc.body.fileUrl).toMatch(/\.doc$/);
    // The name and MIME type the client claims do not matter.
    const word = await upload(
      form(fields, { file: { data: docx(), name: 'letter.bin', type: 'text/plain' } }),
    );
    expect(word.status).toBe(201);
    expect(word.body.fileUrl).toMatch(/\.docx$/);
  });

  it('accepts a date-time and an absent description', async () => {
    const response = await upload(
      form({ title: 'Special', date: '2026-12-24T18:00:00.000Z', label: 'Special' }, pdfFile()),
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ date: '2026-12-24T18:00:00.000Z', description: '' });
  });

  it('stores a file named with ../ under a name of its own, keeping the name only for downloads', async () => {
    const response = await upload(form(fields, pdfFile('../../../../evil name.pdf')));
    expect(response.status).toBe(201);
    expect(response.body.fileUrl).toMatch(/^\/uploads\/bulletins\/[a-f0-9]{24}\.pdf$/);
    expect(existsSync(path.join(inject('dataDir'), 'evil name.pdf'))).toBe(false);
    expect(existsSync(path.join(inject('dataDir'), 'uploads', 'evil name.pdf'))).toBe(false);
    const served = await fetch(`${baseUrl()}${response.body.fileUrl}`);
    expect(parseContentDisposition(served.headers.get('content-disposition')!)).toEqual({
      type: 'inline',
      parameters: { filename: 'evil name.pdf' },
    });
  });

  const refusals: [string, () => FormData, number, string?][] = [
    [
      'a .pdf that is really HTML',
      () =>
        form(
          fields,
          pdfFile('bulletin.pdf', Buffer.from('<!doctype html><script>alert(1)</script>')),
        ),
      415,
    ],
    [
      'an SVG named .pdf',
      () =>
        form(fields, pdfFile('x.pdf', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))),
      415,
    ],
    [
      'a ZIP without word/document.xml',
      () => form(fields, { file: { data: zipOf({ 'a.txt': 'hi' }), name: 'x.docx' } }),
      415,
    ],
    [
      'a PDF with a few bytes of junk in front',
      () => form(fields, pdfFile('x.pdf', Buffer.concat([Buffer.from('MZ'), tinyPdf()]))),
      415,
    ],
    ['no file', () => form(fields), 400, 'file'],
    ['an empty file', () => form(fields, pdfFile('x.pdf', Buffer.alloc(0))), 400, 'file'],
    ['no title', () => form({ ...fields, title: '' }, pdfFile()), 400, 'title'],
    ['no date', () => form({ title: 'x', label: 'Weekly' }, pdfFile()), 400, 'date'],
    [
      'a date that is not one',
      () => form({ ...fields, date: '2026-13-45' }, pdfFile()),
      400,
      'date',
    ],
    [
      'a date in another format',
      () => form({ ...fields, date: '06/12/2026' }, pdfFile()),
      400,
      'date',
    ],
    ['no label', () => form({ title: 'x', date: '2026-01-01' }, pdfFile()), 400, 'label'],
    [
      'an unknown field',
      () => form({ ...fields, fileUrl: '/etc/passwd' }, pdfFile()),
      400,
      'fileUrl',
    ],
    [
      'a title over 200 characters',
      () => form({ ...fields, title: 'x'.repeat(201) }, pdfFile()),
      400,
      'title',
    ],
    [
      'two files',
      () => {
        const body = form(fields, pdfFile());
        body.append('file', new Blob([new Uint8Array(tinyPdf())]), 'second.pdf');
        return body;
      },
      400,
    ],
    [
      'a file in another field',
      () => form(fields, { attachment: { data: tinyPdf(), name: 'x.pdf' } }),
      400,
    ],
  ];

  it.each(refusals)('refuses %s (%i), storing nothing', async (_name, body, status, field) => {
    const before = await snapshot();
    const response = await upload(body());
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    if (field) expect(Object.keys(response.body.error.fields ?? {})).toContain(field);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a body that is not multipart (415)', async () => {
    const response = await api('/api/bulletins', {
      method: 'POST',
      token: adminToken(),
      json: fields,
    });
    expect(response.status).toBe(415);
  });

  it('needs an administrator: 401 without credentials, 403 for a pending account; nothing stored', async () => {
    const before = await snapshot();
    const anonymous = await api('/api/bulletins', {
      method: 'POST',
      body: form(fields, pdfFile()),
    });
    expect(anonymous.status).toBe(401);
    expect((await upload(form(fields, pdfFile()), pending.token)).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  describe('over the size limit (UPLOAD_MAX_MB, 25 MB by default)', () => {
    const thirtyMb = 30 * 1024 * 1024;

    it('refuses a 30 MB upload by its declared length with 413', async () => {
      const before = await snapshot();
      const response = await upload(
        form(fields, pdfFile('big.pdf', Buffer.concat([tinyPdf(), Buffer.alloc(thirtyMb)]))),
      );
      expect(response.status).toBe(413);
      expect(response.body.error.code).toBe('payload_too_large');
      expect(await snapshot()).toEqual(before);
    });

    it('stops reading a streamed 30 MB upload at the limit: 413, no file left, memory flat', async () => {
      const pid = inject('serverPid');
      const send = async () => {
        const stream = streamedMultipart(thirtyMb, fields);
        const response = await fetch(`${baseUrl()}/api/bulletins`, {
          method: 'POST',
          headers: { authorization: `Bearer ${adminToken()}`, 'content-type': stream.contentType },
          body: stream.body,
          duplex: 'half',
        } as RequestInit);
        return { status: response.status, body: await response.json(), sent: stream.sent() };
      };
      // The first large request warms up the code path (buffers allocated once, code loaded);
      // the measured one must then not hold the upload in memory.
      const rssCold = residentKb(pid);
      await send();
      const rssWarm = residentKb(pid);
      const before = await snapshot();
      const rssBefore = residentKb(pid);
      const response = await send();
      const rssAfter = residentKb(pid);
      const growthMb = (rssAfter - rssBefore) / 1024;
      console.log(
        `Warm-up 30 MB upload: server RSS ${(rssCold / 1024).toFixed(1)} MB -> ${(rssWarm / 1024).toFixed(1)} MB. ` +
          `Measured 30 MB upload: ${(rssBefore / 1024).toFixed(1)} MB -> ${(rssAfter / 1024).toFixed(1)} MB ` +
          `(growth ${growthMb.toFixed(1)} MB); client sent ${(response.sent / 1024 / 1024).toFixed(1)} MB before the answer`,
      );
      expect(response.status).toBe(413);
      expect(response.body.error.code).toBe('payload_too_large');
      expect(growthMb).toBeLessThan(15);
      expect(await snapshot()).toEqual(before);
      expect(filesIn('tmp')).toEqual([]);
    });
  });
});

describe('GET /api/bulletins', () => {
  beforeAll(async () => {
    const uploads = [
      ['Oldest', '2020-01-05'],
      ['Newest', '2030-01-05'],
      ['Middle', '2025-06-01'],
      ['Same day, uploaded first', '2024-03-03'],
      ['Same day, uploaded second', '2024-03-03'],
    ] as const;
    for (const [title, date] of uploads) {
      const response = await upload(form({ title, date, label: 'Weekly' }, pdfFile()));
      expect(response.status).toBe(201);
    }
  });

  it('answers every bulletin, newest first by date (then by upload time)', async () => {
    const response = await api('/api/bulletins');
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    expect(response.body).toHaveLength(await bulletinRows());
    const dates = response.body.map((b: { date: string }) => b.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(response.body[0].title).toBe('Newest');
    expect(response.body.at(-1).title).toBe('Oldest');
    // Same date: the later upload first.
    const sameDay = response.body.filter(
      (b: { date: string }) => b.date === '2024-03-03T00:00:00.000Z',
    );
    expect(sameDay.map((b: { title: string }) => b.title)).toEqual([
      'Same day, uploaded second',
      'Same day, uploaded first',
    ]);
    for (const bulletin of response.body) {
      expect(Object.keys(bulletin).sort()).toEqual(
        [
          '_id',
          'date',
          'description',
          'fileUrl',
          'id',
          'label',
          'thumbnailUrl',
          'title',
          'translations',
          'publishAt',
          'scheduled',
        ].sort(),
      );
    }
  });

  it('pages with page and limit: {bulletins, total}', async () => {
    const all = (await api('/api/bulletins')).body;
    const first = await api('/api/bulletins?page=1&limit=2');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ bulletins: all.slice(0, 2), total: all.length });
    const second = await api('/api/bulletins?page=2&limit=2');
    expect(second.body).toEqual({ bulletins: all.slice(2, 4), total: all.length });
    const sixPerPage = await api('/api/bulletins?page=1');
    expect(sixPerPage.body.bulletins).toEqual(all.slice(0, 6));
    const beyond = await api('/api/bulletins?page=999&limit=50');
    expect(beyond.body).toEqual({ bulletins: [], total: all.length });
  });

  it.each([
    'page=0&limit=6',
    'page=-1&limit=6',
    'page=1&limit=0',
    'page=1&limit=51',
    'page=abc&limit=6',
    'page=1.5&limit=6',
    'page=1&limit=',
    'page=1e3&limit=6',
  ])('refuses %s with 400', async (query) => {
    const response = await api(`/api/bulletins?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
  });

  it('answers 404 for an unknown bulletin', async () => {
    expect((await api('/api/bulletins/nosuchbulletin')).status).toBe(404);
    expect((await api('/api/bulletins/..%2F..%2Fetc')).status).toBe(404);
  });
});

describe('PUT /api/bulletins/{id}', () => {
  let id: string;
  beforeAll(async () => {
    id = (await upload(form(fields, pdfFile()))).body.id;
  });
  const put = (json: unknown, token = adminToken(), target = id) =>
    api(`/api/bulletins/${target}`, { method: 'PUT', token, json });

  it('changes the text fields and answers the bulletin; the file stays', async () => {
    const before = (await api(`/api/bulletins/${id}`)).body;
    const response = await put({
      title: 'Christmas',
      description: '',
      date: '2026-12-25',
      label: 'Special',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...before,
      title: 'Christmas',
      description: '',
      date: '2026-12-25T00:00:00.000Z',
      label: 'Special',
    });
    expect((await api(`/api/bulletins/${id}`)).body).toEqual(response.body);
  });

  it.each([
    ['no title', { description: '', date: '2026-12-25', label: 'Special' }, 'title'],
    ['an empty label', { title: 'x', description: '', date: '2026-12-25', label: ' ' }, 'label'],
    ['a bad date', { title: 'x', description: '', date: 'tomorrow', label: 'Special' }, 'date'],
    [
      'an unknown field',
      { title: 'x', date: '2026-12-25', label: 'Special', fileUrl: '/x' },
      'fileUrl',
    ],
  ])('refuses %s, changing nothing', async (_name, json, field) => {
    const before = (await api(`/api/bulletins/${id}`)).body;
    const response = await put(json);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields)).toContain(field);
    expect((await api(`/api/bulletins/${id}`)).body).toEqual(before);
  });

  it('answers 401, 403 and 404 as it should, changing nothing', async () => {
    const before = (await api(`/api/bulletins/${id}`)).body;
    const json = { title: 'Hijacked', description: '', date: '2026-12-25', label: 'x' };
    expect((await api(`/api/bulletins/${id}`, { method: 'PUT', json })).status).toBe(401);
    expect((await put(json, pending.token)).status).toBe(403);
    expect((await put(json, adminToken(), 'nosuchbulletin')).status).toBe(404);
    expect((await api(`/api/bulletins/${id}`)).body).toEqual(before);
  });
});

describe('DELETE /api/bulletins/{id}', () => {
  it('answers 204 and removes the file from disk', async () => {
    const created = (await upload(form(fields, pdfFile()))).body;
    const name = path.basename(created.fileUrl);
    expect(filesIn('bulletins')).toContain(name);
    const response = await api(`/api/bulletins/${created.id}`, {
      method: 'DELETE',
      token: adminToken(),
    });
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect(filesIn('bulletins')).not.toContain(name);
    expect((await api(`/api/bulletins/${created.id}`)).status).toBe(404);
    expect((await fetch(`${baseUrl()}${created.fileUrl}`)).status).toBe(404);
    expect(
      (await api(`/api/bulletins/${created.id}`, { method: 'DELETE', token: adminToken() })).status,
    ).toBe(404);
  });

  it('needs an administrator; a refused delete keeps row and file', async () => {
    const created = (await upload(form(fields, pdfFile()))).body;
    expect((await api(`/api/bulletins/${created.id}`, { method: 'DELETE' })).status).toBe(401);
    expect(
      (await api(`/api/bulletins/${created.id}`, { method: 'DELETE', token: pending.token }))
        .status,
    ).toBe(403);
    expect((await api(`/api/bulletins/${created.id}`)).status).toBe(200);
    expect(filesIn('bulletins')).toContain(path.basename(created.fileUrl));
  });
});

describe('serving fileUrl', () => {
  let pdfUrl: string;
  let docUrl: string;
  const pdf = tinyPdf('served');
  beforeAll(async () => {
    pdfUrl = (await upload(form(fields, pdfFile('Бюлетень 6 грудня.pdf', pdf)))).body.fileUrl;
    docUrl = (await upload(form(fields, { file: { data: docx(), name: 'Minutes.docx' } }))).body
      .fileUrl;
  });

  it('serves a PDF inline under its original name, with nosniff and an ETag', async () => {
    const response = await fetch(`${baseUrl()}${pdfUrl}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const disposition = response.headers.get('content-disposition')!;
    // An ASCII fallback for old clients, and the exact UTF-8 name (RFC 8187) for the rest.
    expect(disposition).toMatch(/^inline; filename="[\x20-\x7e]*"; /);
    expect(disposition).toContain(
      `filename*=UTF-8''${encodeURIComponent('Бюлетень 6 грудня.pdf')}`,
    );
    expect(parseContentDisposition(disposition).parameters.filename).toBe('Бюлетень 6 грудня.pdf');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(pdf);
  });

  it('serves a Word file as an attachment', async () => {
    const response = await fetch(`${baseUrl()}${docUrl}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(parseContentDisposition(response.headers.get('content-disposition')!)).toEqual({
      type: 'attachment',
      parameters: { filename: 'Minutes.docx' },
    });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 304 for a matching If-None-Match', async () => {
    const etag = (await fetch(`${baseUrl()}${pdfUrl}`)).headers.get('etag')!;
    const response = await fetch(`${baseUrl()}${pdfUrl}`, { headers: { 'if-none-match': etag } });
    expect(response.status).toBe(304);
    expect(
      (await fetch(`${baseUrl()}${pdfUrl}`, { headers: { 'if-none-match': '"other"' } })).status,
    ).toBe(200);
  });

  it('answers byte ranges with 206, and 416 for one beyond the end', async () => {
    const first = await fetch(`${baseUrl()}${pdfUrl}`, { headers: { range: 'bytes=0-4' } });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-4/${pdf.length}`);
    // (Next.js drops Content-Length from route handler responses; Content-Range carries the sizes.)
    expect(await first.text()).toBe('%PDF-');
    const suffix = await fetch(`${baseUrl()}${pdfUrl}`, { headers: { range: 'bytes=-6' } });
    expect(suffix.status).toBe(206);
    expect(Buffer.from(await suffix.arrayBuffer())).toEqual(pdf.subarray(pdf.length - 6));
    const open = await fetch(`${baseUrl()}${pdfUrl}`, { headers: { range: 'bytes=10-' } });
    expect(Buffer.from(await open.arrayBuffer())).toEqual(pdf.subarray(10));
    const beyond = await fetch(`${baseUrl()}${pdfUrl}`, {
      headers: { range: `bytes=${pdf.length}-` },
    });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${pdf.length}`);
    // A stale If-Range gets the whole file.
    const stale = await fetch(`${baseUrl()}${pdfUrl}`, {
      headers: { range: 'bytes=0-4', 'if-range': '"old"' },
    });
    expect(stale.status).toBe(200);
  });

  it.each([
    '/uploads/bulletins/0123456789abcdef01234567.pdf',
    '/uploads/bulletins/..%2F..%2Fparish.db',
    '/uploads/bulletins/%2e%2e%2fparish.db',
    '/uploads/tmp/anything.part',
    '/uploads/..%2Fparish.db/x',
    '/uploads/bulletins/.hidden',
  ])('answers 404 for %s', async (url) => {
    const response = await fetch(`${baseUrl()}${url}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('serves a file only while a bulletin names it', async () => {
    // A file on disk that no bulletin names (left by a crash, say) is not served.
    const source = path.join(uploadFolder('bulletins'), path.basename(pdfUrl));
    const orphan = path.join(uploadFolder('bulletins'), 'ffffffffffffffffffffffff.pdf');
    copyFileSync(source, orphan);
    try {
      expect(
        (await fetch(`${baseUrl()}/uploads/bulletins/ffffffffffffffffffffffff.pdf`)).status,
      ).toBe(404);
    } finally {
      rmSync(orphan);
    }
  });
});
