import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, baseUrl, registerUser, type TestUser } from '../support/api';
import { filesIn, form } from '../support/uploads';

let pending: TestUser;
beforeAll(async () => {
  pending = await registerUser('files-pending');
});

/** A 3000×1200 JPEG whose EXIF says "rotate 90° clockwise", with a camera owner and GPS position. */
async function photoWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 1200, channels: 3, background: '#0b4f8a' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Private Person', Artist: 'Private Person' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '49/1 50/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const post = (body: FormData, token = adminToken(), dir = 'images') =>
  api(`/api/files?dir=${dir}`, { method: 'POST', token, body });
const image = (data: Buffer, name: string, type = 'image/jpeg') => ({ file: { data, name, type } });

describe('POST /api/files?dir=images', () => {
  it('stores an image without its metadata, upright, at most 2400 px, plus a WebP copy', async () => {
    const original = await photoWithExif();
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);

    const response = await post(form({}, image(original, 'Église front.JPG')));
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      name: expect.stringMatching(/^eglise-front-[0-9a-f]{12}\.jpg$/),
      url: `/uploads/images/${response.body.name}`,
    });

    const served = await fetch(`${baseUrl()}${response.body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe(
      "sandbox; default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    // Rotated upright (portrait now), then scaled so the long side is 2400.
    expect([stored.width, stored.height]).toEqual([960, 2400]);

    const webpUrl = response.body.url.replace(/\.jpg$/, '.webp');
    const webp = await fetch(`${baseUrl()}${webpUrl}`);
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    const webpMeta = await sharp(Buffer.from(await webp.arrayBuffer())).metadata();
    expect([webpMeta.format, webpMeta.width, webpMeta.height, webpMeta.exif]).toEqual([
      'webp',
      960,
      2400,
      undefined,
    ]);
  });

  it('keeps a small PNG at its size', async () => {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 4, background: '#ff000080' },
    })
      .png()
      .toBuffer();
    const response = await post(form({}, image(png, 'icon.png', 'image/png')));
    expect(response.status).toBe(201);
    expect(response.body.name).toMatch(/^icon-[0-9a-f]{12}\.png$/);
    const served = await fetch(`${baseUrl()}${response.body.url}`);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 40, 30]);
  });

  const refusals: [string, () => FormData | Promise<FormData>, number][] = [
    [
      'an SVG',
      () =>
        form(
          {},
          image(
            Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
            'x.svg',
            'image/svg+xml',
          ),
        ),
      415,
    ],
    [
      'HTML named .png',
      () =>
        form(
          {},
          image(Buffer.from('<html><script>alert(1)</script></html>'), 'x.png', 'image/png'),
        ),
      415,
    ],
    ['a PDF', () => form({}, image(Buffer.from('%PDF-1.4\n'), 'x.jpg')), 415],
    [
      'a truncated JPEG',
      () => form({}, image(Buffer.from('ffd8ffe000104a46494600', 'hex'), 'x.jpg')),
      415,
    ],
    ['no file', () => form({}), 400],
    ['an empty file', () => form({}, image(Buffer.alloc(0), 'x.png')), 400],
    [
      'a text field besides the file',
      async () => form({ name: 'x' }, image(await photoWithExif(), 'x.jpg')),
      400,
    ],
  ];
  it.each(refusals)('refuses %s (%i), storing nothing', async (_name, body, status) => {
    const before = filesIn('images');
    const response = await post(await body());
    expect(response.status).toBe(status);
    expect(filesIn('images')).toEqual(before);
    expect(filesIn('tmp')).toEqual([]);
  });

  it.each(['../../', 'bulletins', 'IMAGES', '', 'images/../..'])(
    'refuses dir=%j with 400',
    async (dir) => {
      const before = filesIn('images');
      const response = await post(
        form({}, image(await photoWithExif(), 'x.jpg')),
        adminToken(),
        encodeURIComponent(dir),
      );
      expect(response.status).toBe(400);
      expect(filesIn('images')).toEqual(before);
    },
  );

  it('needs an administrator: 401 without credentials, 403 for a pending account; nothing stored', async () => {
    const before = filesIn('images');
    const photo = await photoWithExif();
    expect(
      (
        await api('/api/files?dir=images', {
          method: 'POST',
          body: form({}, image(photo, 'x.jpg')),
        })
      ).status,
    ).toBe(401);
    expect((await post(form({}, image(photo, 'x.jpg')), pending.token)).status).toBe(403);
    expect(filesIn('images')).toEqual(before);
  });
});

describe('GET /api/files?dir=images', () => {
  it('lists the uploaded images, newest first, once each (not their WebP copies)', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer();
    const latest = (await post(form({}, image(png, 'latest.png', 'image/png')))).body;
    const response = await api('/api/files?dir=images');
    expect(response.status).toBe(200);
    expect(response.body[0]).toEqual(latest);
    for (const entry of response.body) {
      expect(Object.keys(entry).sort()).toEqual(['name', 'url']);
      expect(entry.url).toBe(`/uploads/images/${entry.name}`);
    }
    const names = response.body.map((entry: { name: string }) => entry.name);
    const stems = names.map((name: string) => name.replace(/\.[^.]+$/, ''));
    expect(new Set(stems).size).toBe(stems.length);
    expect(names.filter((name: string) => name.endsWith('.webp'))).toEqual([]);
  });

  it.each(['../../', '..%2F..%2F', 'bulletins', 'thumbnails', 'tmp', '/etc', 'images%00'])(
    'refuses dir=%s with 400',
    async (dir) => {
      const response = await api(`/api/files?dir=${dir}`);
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({
        code: 'validation_failed',
        fields: { dir: expect.any(String) },
      });
    },
  );

  it('refuses a request without dir', async () => {
    expect((await api('/api/files')).status).toBe(400);
  });

  it.each([
    '/uploads/images/nosuch.png',
    '/uploads/images/..%2F..%2Fparish.db',
    '/uploads/images/x.svg',
    '/uploads/images/.x.png.part',
  ])('serves nothing at %s', async (url) => {
    expect((await fetch(`${baseUrl()}${url}`)).status).toBe(404);
  });
});
