import { createGunzip } from 'node:zlib';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import tar from 'tar-stream';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  adminToken,
  api,
  baseUrl,
  login,
  registerAdmin,
  registerUser,
  sessionCookie,
  type TestUser,
} from '../support/api';
import { selectRows } from '../support/db-rows';
import { filesIn, form, sql } from '../support/uploads';

// GET /api/backup (the dashboard's download) and DELETE /api/files/images/{name} (Assets).

let pending: TestUser;
beforeAll(async () => {
  pending = await registerUser('backup-pending');
});

/** The entries of a .tar.gz answer: name → bytes. */
async function entriesOf(body: ReadableStream<Uint8Array>): Promise<Map<string, Buffer>> {
  const extract = tar.extract();
  const feeding = pipeline(
    Readable.fromWeb(body as never),
    createGunzip(),
    extract as unknown as NodeJS.WritableStream,
  );
  const entries = new Map<string, Buffer>();
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.set(entry.header.name, Buffer.concat(chunks));
  }
  await feeding;
  return entries;
}

describe('GET /api/backup', () => {
  it('is for administrators only', async () => {
    expect((await api('/api/backup')).status).toBe(401);
    const refused = await api('/api/backup', { token: pending.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('forbidden');
  });

  it('streams the whole site as the archive npm run backup writes, a few times an hour', async () => {
    const admin = await registerAdmin('backup-downloader');
    const response = await fetch(`${baseUrl()}/api/backup`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/gzip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="parish-backup-[0-9-]+\.tar\.gz"$/,
    );
    const entries = await entriesOf(response.body!);
    const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8'));
    expect(manifest.format).toBe('parish-website-backup');
    const users = entries
      .get('data/User.jsonl')!
      .toString('utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(users.map((user: { username: string }) => user.username)).toContain(admin.username);
    for (const file of manifest.files) expect(entries.has(file.path)).toBe(true);

    // Two more are allowed within the hour; the fourth is refused.
    for (let n = 0; n < 2; n += 1) {
      const again = await fetch(`${baseUrl()}/api/backup`, {
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(again.status).toBe(200);
      await again.arrayBuffer();
    }
    const limited = await api('/api/backup', { token: admin.token });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.body.error.code).toBe('too_many_requests');
  });

  it('the Backups tab says when the last backup was made, in both languages', async () => {
    const admin = await registerAdmin('backup-viewer');
    const cookie = sessionCookie(await login(admin.username, admin.password));
    const download = await fetch(`${baseUrl()}/api/backup`, {
      headers: { cookie: `parish.session=${cookie}` },
    });
    expect(download.status).toBe(200);
    await download.arrayBuffer();
    for (const [prefix, text] of [
      ['', 'The last backup was made on'],
      ['/ua', 'Останню резервну копію створено'],
    ] as const) {
      const page = await fetch(`${baseUrl()}${prefix}/dashboard?tab=backups`, {
        headers: { cookie: `parish.session=${cookie}` },
      });
      const html = await page.text();
      expect(html).toContain(text);
      expect(html).toContain('href="/api/backup"');
    }
  });

  it('the Backups tab words a failure’s cause in the reader’s language, not the server’s English', async () => {
    const admin = await registerAdmin('backup-failure');
    const cookie = sessionCookie(await login(admin.username, admin.password));
    // A download records its run as it ends, after its last byte: wait for every run to end, so
    // none is recorded as working after the failure made here.
    await expect
      .poll(
        async () =>
          (
            await selectRows(
              inject('databaseUrl'),
              'SELECT id FROM "BackupRun" WHERE "finishedAt" IS NULL',
            )
          ).length,
      )
      .toBe(0);
    // The newest run, made a failure as a full disk records it; put back afterwards. TRUE and
    // FALSE are literals both SQLite and PostgreSQL read.
    const failure = 'ENOSPC: no space left on device, write';
    await sql(
      `UPDATE "BackupRun" SET ok = FALSE, error = $1 WHERE id = (SELECT id FROM "BackupRun" WHERE ok = TRUE ORDER BY "startedAt" DESC LIMIT 1)`,
      [failure],
    );
    try {
      for (const [prefix, text] of [
        ['', 'the server’s disk is full'],
        ['/ua', 'на диску сервера немає місця'],
      ] as const) {
        const page = await fetch(`${baseUrl()}${prefix}/dashboard?tab=backups`, {
          headers: { cookie: `parish.session=${cookie}` },
        });
        const html = await page.text();
        expect(html).toContain(text);
        expect(html).not.toContain('ENOSPC');
      }
    } finally {
      await sql(`UPDATE "BackupRun" SET ok = TRUE, error = '' WHERE error = $1`, [failure]);
    }
  });
});

async function uploadImage(colour: string): Promise<{ name: string; url: string }> {
  const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const response = await api('/api/files?dir=images', {
    method: 'POST',
    token: adminToken(),
    body: form({}, { file: { data: png, name: 'picture.png', type: 'image/png' } }),
  });
  expect(response.status).toBe(201);
  return response.body;
}

const remove = (name: string, query = '', token = adminToken()) =>
  api(`/api/files/images/${name}${query}`, { method: 'DELETE', token });
const listed = async () =>
  ((await api('/api/files?dir=images')).body as Array<{ name: string }>).map((file) => file.name);

describe('DELETE /api/files/images/{name}', () => {
  it('deletes an unused image: 204, then gone from storage and from Assets', async () => {
    const image = await uploadImage('#aa3300');
    expect(await listed()).toContain(image.name);
    const stem = image.name.replace(/\.[^.]+$/, '');
    expect(filesIn('images').filter((file) => file.startsWith(stem)).length).toBeGreaterThan(0);

    expect((await remove(image.name, '', pending.token)).status).toBe(403);
    expect((await api(`/api/files/images/${image.name}`, { method: 'DELETE' })).status).toBe(401);
    expect(await listed()).toContain(image.name);

    const response = await remove(image.name);
    expect(response.status).toBe(204);
    expect(await listed()).not.toContain(image.name);
    expect(filesIn('images').filter((file) => file.startsWith(stem))).toEqual([]);
    expect((await fetch(`${baseUrl()}${image.url}`)).status).toBe(404);
    expect((await remove(image.name)).status).toBe(404);
    expect((await remove('..%2Fparish.db')).status).toBe(404);
  });

  it('refuses an image used on a page with 409 naming the page, unless ?force=1', async () => {
    const image = await uploadImage('#0033aa');
    const saved = await api('/api/content/ucwlc', {
      method: 'PUT',
      token: adminToken(),
      json: {
        title: { en: 'UCWLC', ua: 'ЛУКЖК' },
        content: {
          en: {
            type: 'doc',
            content: [
              {
                type: 'paragraph',
                content: [
                  { type: 'text', text: 'Our league.' },
                  { type: 'image', attrs: { src: image.url, alt: 'The league' } },
                ],
              },
            ],
          },
          ua: { type: 'doc', content: [{ type: 'paragraph' }] },
        },
      },
    });
    expect(saved.status).toBe(200);

    const refused = await remove(image.name);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('conflict');
    expect(refused.body.error.reason).toBe('image_in_use');
    expect(refused.body.error.message).toContain('page "UCWLC" (ucwlc, en)');
    expect(refused.body.usedBy).toEqual([
      { kind: 'page', slug: 'ucwlc', language: 'en', title: 'UCWLC' },
    ]);
    expect(await listed()).toContain(image.name);
    expect((await fetch(`${baseUrl()}${image.url}`)).status).toBe(200);

    expect((await remove(image.name, '?force=1')).status).toBe(204);
    expect(await listed()).not.toContain(image.name);
  });

  it('names an announcement and the site pictures that use it', async () => {
    const image = await uploadImage('#33aa00');
    const announcement = await api('/api/announcements', {
      method: 'POST',
      token: adminToken(),
      json: {
        title: { en: 'Image test', ua: '' },
        subtitle: { en: '', ua: '' },
        body: { en: '', ua: '' },
        imageUrl: image.url,
        published: false,
        date: '2026-11-25',
      },
    });
    expect(announcement.status).toBe(201);
    const refused = await remove(image.name);
    expect(refused.status).toBe(409);
    expect(refused.body.usedBy).toEqual([
      { kind: 'announcement', id: announcement.body.id, title: 'Image test' },
    ]);
    await api(`/api/announcements/${announcement.body.id}`, {
      method: 'DELETE',
      token: adminToken(),
    });
    expect((await remove(image.name)).status).toBe(204);
  });
});
