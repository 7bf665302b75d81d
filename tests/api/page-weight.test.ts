import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, baseUrl } from '../support/api';
import { form } from '../support/uploads';
import { inBothLanguages, visitorPages } from '../support/visitor-pages';

// What a visitor's page carries beyond its content (issue 37): one stylesheet, the same file on
// every page, and each rule's text once (Next's `inlineCss` wrote it twice, as a <style> and again
// in the RSC payload), and the home page's hero picture preloaded nowhere but where it is shown.

const pages = inBothLanguages(visitorPages);

const text = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(new URL(path, baseUrl()), { headers });
  expect(response.status, path).toBe(200);
  return response.text();
};

/**
 * Pieces of a stylesheet distinctive enough to be counted in a page: each rule (up to its `}`) of
 * 30 characters or more, written with characters that no payload escapes (no quotes, backslashes,
 * `<`, `>` or `&`), so the same piece is found in a <style>, a linked file or the RSC payload alike.
 */
function rulesOf(css: string): string[] {
  return css
    .split('}')
    .map((rule) => rule.trim())
    .filter((rule) => rule.length >= 30 && !/["'\\<>&]/.test(rule));
}

const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

const stylesheetsOf = (html: string) =>
  [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)].map(
    (match) => /href="([^"]+)"/.exec(match[0])?.[1] ?? '',
  );

describe('stylesheets', () => {
  it.each(pages)('%s carries the text of each stylesheet once', async (path) => {
    const html = await text(path);
    const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
    const linked = await Promise.all(stylesheetsOf(html).map((href) => text(href)));
    // Everything the visitor receives for the page: its HTML (payload included) and its CSS files.
    const received = [html, ...linked].join('\n');
    const rules = [...inline, ...linked].flatMap(rulesOf);
    expect(rules.length, 'the page has styles to check').toBeGreaterThan(20);
    const repeated = rules.filter((rule) => count(received, rule) > 1);
    expect(repeated.slice(0, 3), `${repeated.length} of ${rules.length} rules twice`).toEqual([]);
  });

  // One render-blocking request before the first paint, and the same file (cached) on the next
  // page: a component that imports a CSS file or module of its own would add a stylesheet here.
  it('every visitor page links one stylesheet, the same for all, and inlines none', async () => {
    const sheets = new Map<string, string[]>();
    for (const path of pages) {
      const html = await text(path);
      expect(html, path).not.toMatch(/<style[\s>]/);
      sheets.set(path, stylesheetsOf(html));
    }
    const files = new Set([...sheets.values()].flat());
    expect([...sheets].filter(([, list]) => list.length !== 1)).toEqual([]);
    expect(files.size).toBe(1);
  });
});

describe('the home page hero picture', () => {
  let original: Record<string, unknown>;
  let heroStem: string;

  beforeAll(async () => {
    original = (await api('/api/settings/pictures')).body;
    const data = await sharp({
      create: { width: 1800, height: 1200, channels: 3, background: '#8a6a3b' },
    })
      .jpeg()
      .toBuffer();
    const uploaded = await api('/api/files?dir=images', {
      method: 'POST',
      token: adminToken(),
      body: form({}, { file: { data, name: 'weight hero.jpg', type: 'image/jpeg' } }),
    });
    expect(uploaded.status).toBe(201);
    const saved = await api('/api/settings/pictures', {
      method: 'PUT',
      token: adminToken(),
      json: { heroImage: uploaded.body.url, heroImageAlt: { en: 'The church', ua: 'Церква' } },
    });
    expect(saved.status).toBe(200);
    // The stored sizes share one stem: /uploads/pictures/weight-hero-<hash>-<width>.<format>.
    const home = await text('/');
    const source = /<source[^>]*srcSet="([^" ]+)/i.exec(home)?.[1] ?? '';
    heroStem = source.replace(/-\d+\.avif$/, '');
    expect(heroStem).toMatch(/^\/uploads\/pictures\/weight-hero-/);
  });

  afterAll(async () => {
    await api('/api/settings/pictures', { method: 'PUT', token: adminToken(), json: original });
  });

  /** Preload hints for the hero: <link rel="preload"> tags and React's hint rows (`:HL[...]`). */
  function heroPreloads(body: string): string[] {
    const links = (body.match(/<link[^>]*rel="preload"[^>]*>/g) ?? []).filter((tag) =>
      tag.includes(heroStem),
    );
    const hints = [...body.matchAll(/HL\[[^\]]*/g)]
      .map((match) => match[0])
      .filter((hint) => hint.includes(heroStem));
    return [...links, ...hints];
  }

  it('is fetched first where it is shown: in the HTML, at high priority, never lazily', async () => {
    for (const path of ['/', '/ua']) {
      const html = await text(path);
      const img = /<picture[\s\S]*?(<img[^>]*>)/.exec(html)?.[1] ?? '';
      expect(img, path).toContain(heroStem);
      expect(img, path).toMatch(/fetchPriority="high"/i);
      expect(img, path).not.toMatch(/loading="lazy"/i);
    }
  });

  it('is preloaded by no other page, nor by the prefetch of a link to the home page', async () => {
    const page = '/liturgy/divine-liturgy';
    expect(heroPreloads(await text(page))).toEqual([]);
    // What the header's link to / fetches on that page: the router's prefetch of the route, in
    // each form Next 16's client asks for it (whole route, route tree, every segment).
    const rsc = { rsc: '1', 'next-router-prefetch': '1', 'next-url': page };
    for (const headers of [
      rsc,
      { ...rsc, 'next-router-segment-prefetch': '/_tree' },
      { ...rsc, 'next-router-segment-prefetch': '/_full' },
      { rsc: '1', 'next-url': page },
    ]) {
      for (const home of ['/', '/ua']) {
        const payload = await text(home, headers);
        expect(payload.length, JSON.stringify(headers)).toBeGreaterThan(0);
        expect(heroPreloads(payload), `${home} ${JSON.stringify(headers)}`).toEqual([]);
      }
    }
  });
});
