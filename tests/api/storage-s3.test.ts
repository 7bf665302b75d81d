import { parse as parseContentDisposition } from 'content-disposition';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder } from '../support/files-under';
import { makeTestPdf } from '../support/make-pdf';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { startS3Server, type RunningS3Server } from '../support/s3-server';
import { form } from '../support/uploads';

// The same upload and serving behaviour with S3_BUCKET set: a real S3-compatible server (s3rver),
// a real site server configured for it, nothing written under DATA_DIR/uploads.

let s3: RunningS3Server;
let site: OwnServer;
let bucket: S3Client;

beforeAll(async () => {
  s3 = await startS3Server();
  site = await startOwnServer({
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: '1',
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  });
  bucket = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
});

afterAll(async () => {
  await site?.server.stop();
  await site?.database.drop();
  await s3?.stop();
});

const url = (target: string) => `${site.server.url}${target}`;
const authorised = (init: RequestInit = {}) => ({
  ...init,
  headers: { authorization: `Bearer ${site.adminToken}`, ...init.headers },
});
const objectSize = async (key: string) => {
  try {
    return (await bucket.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key })))
      .ContentLength;
  } catch {
    return null;
  }
};

describe('files in S3-compatible object storage', () => {
  // Over 5 MB: stored with a multipart upload, the path most likely to alter bytes.
  const pdf = makeTestPdf({ heading: 'In the bucket', paddingMegabytes: 6 });
  let bulletin: { id: string; fileUrl: string; thumbnailUrl: string | null };

  beforeAll(async () => {
    const body = form(
      { title: 'Bucket bulletin', date: '2026-12-06', label: 'Weekly' },
      { file: { data: pdf, name: 'Бюлетень.pdf', type: 'application/pdf' } },
    );
    const response = await fetch(url('/api/bulletins'), authorised({ method: 'POST', body }));
    expect(response.status).toBe(201);
    bulletin = await response.json();
  });

  it('stores a bulletin and its preview in the bucket and serves identical bytes', async () => {
    expect(pdf.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(await objectSize(`bulletins/${bulletin.id}.pdf`)).toBe(pdf.length);
    const response = await fetch(url(bulletin.fileUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const disposition = parseContentDisposition(response.headers.get('content-disposition')!);
    expect(disposition).toEqual({ type: 'inline', parameters: { filename: 'Бюлетень.pdf' } });
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);

    expect(bulletin.thumbnailUrl).toBe(`/uploads/thumbnails/${bulletin.id}.webp`);
    const preview = await fetch(url(bulletin.thumbnailUrl!));
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await preview.arrayBuffer())).metadata()).width).toBe(600);
  });

  it('answers ranges (206, 416) and If-None-Match (304) from the bucket', async () => {
    const part = await fetch(url(bulletin.fileUrl), { headers: { range: 'bytes=0-4' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-4/${pdf.length}`);
    expect(await part.text()).toBe('%PDF-');
    const tail = await fetch(url(bulletin.fileUrl), { headers: { range: 'bytes=-100' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(pdf.subarray(-100))).toBe(true);
    const beyond = await fetch(url(bulletin.fileUrl), {
      headers: { range: `bytes=${pdf.length}-` },
    });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${pdf.length}`);

    const etag = (await fetch(url(bulletin.fileUrl), { method: 'HEAD' })).headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f-]+"$/);
    const cached = await fetch(url(bulletin.fileUrl), { headers: { 'if-none-match': etag! } });
    expect(cached.status).toBe(304);
  });

  it('stores images and their WebP copies in the bucket and lists them from it', async () => {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#0b4f8a' },
    })
      .png()
      .toBuffer();
    const body = form({}, { file: { data: png, name: 'Chapel.png', type: 'image/png' } });
    const response = await fetch(
      url('/api/files?dir=images'),
      authorised({ method: 'POST', body }),
    );
    expect(response.status).toBe(201);
    const image = (await response.json()) as { name: string; url: string };
    expect(await objectSize(`images/${image.name}`)).toBeGreaterThan(0);
    const webpName = image.name.replace(/\.png$/, '.webp');
    expect(await objectSize(`images/${webpName}`)).toBeGreaterThan(0);

    const listed = await (await fetch(url('/api/files?dir=images'))).json();
    expect(listed).toEqual([image]);
    const served = await fetch(url(image.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-security-policy')).toBe(
      "sandbox; default-src 'none'; style-src 'unsafe-inline'",
    );
    expect((await fetch(url(`/uploads/images/${webpName}`))).headers.get('content-type')).toBe(
      'image/webp',
    );
  });

  it('stores the hero image’s sizes in the bucket, so every instance serves them', async () => {
    const jpeg = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#7a5c2e' },
    })
      .jpeg()
      .toBuffer();
    const body = form({}, { file: { data: jpeg, name: 'Hero.jpg', type: 'image/jpeg' } });
    const upload = await fetch(url('/api/files?dir=images'), authorised({ method: 'POST', body }));
    const image = (await upload.json()) as { name: string; url: string };
    const chosen = await fetch(
      url('/api/settings/pictures'),
      authorised({
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ heroImage: image.url }),
      }),
    );
    expect(chosen.status).toBe(200);
    const stem = image.name.replace(/\.jpg$/, '');
    // 900 px wide: 480, 768 and the original 900 (never upscaled), each AVIF and WebP, plus the JPEG to share.
    for (const name of [
      `${stem}-480.avif`,
      `${stem}-768.webp`,
      `${stem}-900.avif`,
      `${stem}-900.webp`,
      `${stem}-share-900.jpg`,
    ]) {
      expect(await objectSize(`pictures/${name}`), name).toBeGreaterThan(0);
    }
    expect(await objectSize(`pictures/${stem}-1080.avif`)).toBeNull();
    const served = await fetch(url(`/uploads/pictures/${stem}-900.avif`));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/avif');
    expect(await (await fetch(url('/'))).text()).toContain(
      `/uploads/pictures/${stem}-768.avif 768w`,
    );
    // The listing of Assets is unchanged: sizes are not assets.
    expect((await (await fetch(url('/api/files?dir=images'))).json()).length).toBe(2);
  });

  it('deletes a bulletin’s objects with it', async () => {
    const response = await fetch(
      url(`/api/bulletins/${bulletin.id}`),
      authorised({ method: 'DELETE' }),
    );
    expect(response.status).toBe(204);
    expect((await fetch(url(bulletin.fileUrl))).status).toBe(404);
    expect((await fetch(url(bulletin.thumbnailUrl!))).status).toBe(404);
    expect(await objectSize(`bulletins/${bulletin.id}.pdf`)).toBeNull();
    expect(await objectSize(`thumbnails/${bulletin.id}.webp`)).toBeNull();
  });

  it('wrote no file under DATA_DIR/uploads, and left no temp file of its own', () => {
    expect(filesUnder(path.join(site.env.DATA_DIR!, 'uploads'))).toEqual([]);
    const ownTemp = filesUnder(path.join(os.tmpdir(), 'parish-uploads')).filter((name) =>
      name.includes(`.${site.server.pid}.`),
    );
    expect(ownTemp).toEqual([]);
  });
});
