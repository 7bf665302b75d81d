import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, baseUrl, registerUser, type TestUser } from '../support/api';
import { form } from '../support/uploads';

// The hero image and logo chosen through the Settings API: their sizes are made when chosen, the
// home page shows them with srcset and width/height, and every page shares the hero as og:image.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;
let original: Loose;
let pending: TestUser;
let heroUrl: string;
let logoUrl: string;

async function upload(width: number, height: number, name: string): Promise<string> {
  const data = await sharp({ create: { width, height, channels: 3, background: '#6a8fb5' } })
    .jpeg()
    .toBuffer();
  const response = await api('/api/files?dir=images', {
    method: 'POST',
    token: adminToken(),
    body: form({}, { file: { data, name, type: 'image/jpeg' } }),
  });
  expect(response.status).toBe(201);
  return response.body.url as string;
}

const page = async (path: string) => (await fetch(`${baseUrl()}${path}`)).text();
// HTML attribute names are case-insensitive (React writes srcSet, fetchPriority).
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

beforeAll(async () => {
  original = (await api('/api/settings')).body;
  pending = await registerUser('pictures-pending');
  heroUrl = await upload(2000, 1000, 'hero church.jpg');
  logoUrl = await upload(300, 300, 'parish logo.jpg');
});

afterAll(async () => {
  await api('/api/settings', { method: 'PUT', token: adminToken(), json: original });
});

describe('Site pictures through PUT /api/settings', () => {
  it('makes the sizes when the hero image is chosen and shows them on the home page', async () => {
    const saved = await api('/api/settings', {
      method: 'PUT',
      token: adminToken(),
      json: {
        ...original,
        heroImage: heroUrl,
        logo: logoUrl,
        heroImageAlt: { en: 'The church at dawn', ua: 'Церква на світанку' },
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      title: original.title,
      heroImage: heroUrl,
      logo: logoUrl,
      heroImageAlt: { en: 'The church at dawn', ua: 'Церква на світанку' },
    });
    expect((await api('/api/settings')).body.heroImage).toBe(heroUrl);

    const html = await page('/');
    const picture = /<picture[^>]*>([\s\S]*?)<\/picture>/.exec(
      html.slice(html.indexOf('<section class="home-hero"')),
    )?.[0];
    expect(picture).toBeDefined();
    const source = /<source[^>]*>/.exec(picture ?? '')?.[0] ?? '';
    const img = /<img[^>]*>/.exec(picture ?? '')?.[0] ?? '';
    expect(attr(source, 'type')).toBe('image/avif');
    expect(attr(img, 'alt')).toBe('The church at dawn');
    expect(attr(img, 'width')).toBe('1600');
    expect(attr(img, 'height')).toBe('800');
    expect(attr(img, 'fetchpriority'), img).toBe('high');
    expect(attr(img, 'loading')).not.toBe('lazy');
    expect(attr(img, 'sizes')).toBeTruthy();

    const avif = (attr(source, 'srcset') ?? '').split(', ');
    const webp = (attr(img, 'srcset') ?? '').split(', ');
    expect(avif.map((entry) => entry.split(' ')[1])).toEqual(['480w', '768w', '1080w', '1600w']);
    expect(webp.map((entry) => entry.split(' ')[1])).toEqual(['480w', '768w', '1080w', '1600w']);
    for (const [entries, type] of [
      [avif, 'image/avif'],
      [webp, 'image/webp'],
    ] as const) {
      for (const entry of entries) {
        const [url, width] = entry.split(' ');
        const response = await fetch(`${baseUrl()}${url}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe(type);
        const size = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(`${size.width}w`).toBe(width);
      }
    }

    // The logo beside the parish name: decorative (the link names the parish), 40 px high.
    const header = html.slice(
      html.indexOf('class="site-brand"'),
      html.indexOf('</a>', html.indexOf('class="site-brand"')),
    );
    const logo = /<img[^>]*>/.exec(header)?.[0] ?? '';
    expect(attr(logo, 'alt')).toBe('');
    expect(attr(logo, 'height')).toBe('80');
    expect(attr(logo, 'srcset')).toContain('/uploads/pictures/');
  });

  it('shares the hero image as og:image with its size, in every language', async () => {
    for (const [path, alt] of [
      ['/', 'The church at dawn'],
      ['/ua', 'Церква на світанку'],
    ] as const) {
      const html = await page(path);
      const image = meta(html, 'og:image');
      expect(image).toMatch(
        /^https?:\/\/[^/]+\/uploads\/pictures\/hero-church-[0-9a-f]+-share-1200\.jpg$/,
      );
      expect(meta(html, 'og:image:width')).toBe('1200');
      expect(meta(html, 'og:image:height')).toBe('600');
      expect(meta(html, 'og:image:type')).toBe('image/jpeg');
      expect(meta(html, 'og:image:alt')).toBe(alt);
      expect(meta(html, 'twitter:image')).toBe(image);
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      const shared = await fetch(`${baseUrl()}${new URL(image ?? '').pathname}`);
      expect(shared.status).toBe(200);
      expect(shared.headers.get('content-type')).toBe('image/jpeg');
    }
    // Not only the home page: every public page carries it.
    expect(meta(await page('/bulletins'), 'og:image')).toContain('-share-1200.jpg');
  });

  it.each([
    ['an asset that does not exist', '/uploads/images/nosuch-000000000000.jpg'],
    ['an image elsewhere', 'https://example.com/church.jpg'],
    ['a bulletin', '/uploads/bulletins/x.pdf'],
    ['a path that climbs out', '/uploads/images/../parish.db'],
  ])('refuses %s with 400 and changes nothing', async (_, heroImage) => {
    const before = (await api('/api/settings')).body;
    const response = await api('/api/settings', {
      method: 'PUT',
      token: adminToken(),
      json: { ...before, title: 'Must not be saved', heroImage },
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields)).toContain('heroImage');
    expect((await api('/api/settings')).body).toEqual(before);
  });

  it('keeps the pictures when a PUT leaves them out, and clears them with ""', async () => {
    const { heroImage, logo, heroImageAlt, ...specFields } = (await api('/api/settings')).body;
    expect(heroImage).toBe(heroUrl);
    const kept = await api('/api/settings', {
      method: 'PUT',
      token: adminToken(),
      json: specFields,
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ heroImage, logo, heroImageAlt });

    const cleared = await api('/api/settings/pictures', {
      method: 'PUT',
      token: adminToken(),
      json: { heroImage: '', logo: '' },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ heroImage: '', logo: '', heroImageAlt });
    const html = await page('/');
    expect(meta(html, 'og:image')).toBeUndefined();
    expect(html).not.toContain('/uploads/pictures/');
  });

  it('lets only administrators choose pictures', async () => {
    const anonymous = await api('/api/settings/pictures', {
      method: 'PUT',
      json: { heroImage: heroUrl },
    });
    expect(anonymous.status).toBe(401);
    const notApproved = await api('/api/settings/pictures', {
      method: 'PUT',
      token: pending.token,
      json: { heroImage: heroUrl },
    });
    expect(notApproved.status).toBe(403);
    expect((await api('/api/settings/pictures')).body.heroImage).toBe('');
  });

  it('refuses alt text that is too long or in an unknown language', async () => {
    for (const heroImageAlt of [
      { en: 'x'.repeat(301), ua: '' },
      { en: '', ua: '', de: '' },
    ]) {
      const response = await api('/api/settings/pictures', {
        method: 'PUT',
        token: adminToken(),
        json: { heroImageAlt },
      });
      expect(response.status).toBe(400);
    }
  });
});
