import { describe, expect, it } from 'vitest';
import { adminToken, api, baseUrl } from '../support/api';

// What browsers ask a site for by name: /favicon.ico, the web app manifest, the Apple touch icon
// and the theme colour; and the login form's username field as accessibility checkers want it.

async function bytes(path: string) {
  const response = await fetch(`${baseUrl()}${path}`);
  return { response, data: Buffer.from(await response.arrayBuffer()) };
}

describe('icons and manifest', () => {
  it('/favicon.ico is an icon file holding 16, 32 and 48 px images', async () => {
    const { response, data } = await bytes('/favicon.ico');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    // ICONDIR: reserved 0, type 1 (icon), then one 16-byte entry per image.
    expect(data.readUInt16LE(0)).toBe(0);
    expect(data.readUInt16LE(2)).toBe(1);
    const count = data.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, index) => data.readUInt8(6 + 16 * index));
    expect(sizes).toEqual([16, 32, 48]);
    for (let index = 0; index < count; index += 1) {
      const offset = data.readUInt32LE(6 + 16 * index + 12);
      expect(data.subarray(offset, offset + 8).toString('hex')).toBe('89504e470d0a1a0a');
    }
  });

  it('every page links the icon, the Apple touch icon, the manifest and the theme colour', async () => {
    for (const path of ['/', '/ua', '/bulletins', '/login']) {
      const html = (await api(path)).text;
      expect(html, path).toMatch(/<link rel="apple-touch-icon" href="\/apple-icon\.png[^"]*"/);
      expect(html, path).toMatch(/<link rel="icon" href="\/icon\.svg[^"]*"/);
      expect(html, path).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"/);
      expect(html, path).toContain('<meta name="theme-color" content="#0b4f8a"/>');
    }
    const apple = await bytes('/apple-icon.png');
    expect(apple.response.status).toBe(200);
    expect(apple.data.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    // PNG IHDR: width and height at bytes 16 and 20.
    expect([apple.data.readUInt32BE(16), apple.data.readUInt32BE(20)]).toEqual([180, 180]);
  });

  it('the manifest names the parish as its settings do, with icons that answer', async () => {
    const current = (await api('/api/settings')).body as Record<string, unknown>;
    const title = `Holy Protection Parish ${Date.now()}`;
    const saved = await api('/api/settings', {
      method: 'PUT',
      token: adminToken(),
      json: { ...current, title },
    });
    expect(saved.status).toBe(200);
    try {
      const response = await api('/manifest.webmanifest');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
      const manifest = JSON.parse(response.text) as {
        name: string;
        start_url: string;
        theme_color: string;
        icons: { src: string; sizes: string; type: string }[];
      };
      expect(manifest.name).toBe(title);
      expect(manifest.start_url).toBe('/');
      expect(manifest.theme_color).toBe('#0b4f8a');
      expect(manifest.icons.map((icon) => icon.src)).toEqual([
        '/icon.svg',
        '/apple-icon.png',
        '/favicon.ico',
        '/icon-192.png',
        '/icon-512.png',
      ]);
      for (const icon of manifest.icons) {
        const answer = await fetch(`${baseUrl()}${icon.src}`);
        expect(answer.status, icon.src).toBe(200);
        expect(answer.headers.get('content-type'), icon.src).toContain(icon.type.split('+')[0]);
        // A PNG is as large as the manifest says (IHDR: width and height at bytes 16 and 20).
        if (icon.type === 'image/png') {
          const data = Buffer.from(await answer.arrayBuffer());
          const [width, height] = icon.sizes.split('x').map(Number);
          expect([data.readUInt32BE(16), data.readUInt32BE(20)], icon.src).toEqual([width, height]);
        }
      }
    } finally {
      await api('/api/settings', { method: 'PUT', token: adminToken(), json: current });
    }
  });
});

describe('login form', () => {
  it.each(['/login', '/ua/login'])('%s has a text username field for autofill', async (path) => {
    const html = (await api(path)).text;
    const input = /<input[^>]*name="username"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('type="text"');
    expect(input).toMatch(/autocomplete="username"/i);
  });
});
