import { describe, expect, it } from 'vitest';
import { adminToken, api, baseUrl } from '../support/api';

// The Content-Security-Policy of every kind of HTML response, read from the raw headers.

type Policy = Map<string, string[]>;

function parsePolicy(header: string | null): Policy {
  expect(header, 'a Content-Security-Policy header').toBeTruthy();
  // Two headers would arrive joined by a comma and be enforced both: there must be exactly one.
  expect(header).not.toContain(',');
  const policy: Policy = new Map();
  for (const part of header!.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) policy.set(name, values);
  }
  return policy;
}

const FRAMES = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://maps.google.com',
  'https://www.google.com',
  'https://www.facebook.com',
];

/** What both policies share: everything but script-src. */
function expectCommonDirectives(policy: Policy) {
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('frame-src')).toEqual(FRAMES);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  expect(policy.get('connect-src')).toEqual(["'self'"]);
}

/** The nonce of a strict policy, after checking its script-src. */
function nonceOf(policy: Policy): string {
  const scripts = policy.get('script-src') ?? [];
  expect(scripts).toEqual([
    "'self'",
    expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}=='$/),
    "'strict-dynamic'",
  ]);
  return scripts[1]!.slice("'nonce-".length, -1);
}

/** Every executable script tag of the page carries the nonce (JSON-LD data blocks are not run). */
function expectScriptsNonced(html: string, nonce: string) {
  const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter(
    (tag) => !tag.includes('application/ld+json'),
  );
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
}

describe('cached public pages', () => {
  it.each(['/', '/ua', '/bulletins', '/ua/bulletins', '/contact-us', '/parish-history'])(
    '%s carries the fixed policy',
    async (path) => {
      const response = await api(path);
      expect(response.status).toBe(200);
      const policy = parsePolicy(response.headers.get('content-security-policy'));
      expectCommonDirectives(policy);
      expect(policy.get('script-src')).toEqual([
        "'self'",
        "'unsafe-inline'",
        'https://connect.facebook.net',
      ]);
      // A cached page cannot hold a per-request nonce, so it holds none at all.
      expect(response.text).not.toMatch(/<script[^>]*\snonce=/);
    },
  );

  it.each(['/nope', '/ua/nope', '/liturgy/nope', '/nope.txt'])(
    'the 404 page %s carries it too',
    async (path) => {
      const response = await api(path);
      expect(response.status).toBe(404);
      expectCommonDirectives(parsePolicy(response.headers.get('content-security-policy')));
    },
  );
});

describe('pages rendered per request', () => {
  it.each(['/login', '/ua/login'])(
    '%s has a strict nonce policy that its scripts carry',
    async (path) => {
      const response = await api(path);
      expect(response.status).toBe(200);
      const policy = parsePolicy(response.headers.get('content-security-policy'));
      expectCommonDirectives(policy);
      expectScriptsNonced(response.text, nonceOf(policy));
    },
  );

  it('gives every request its own nonce', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const response = await api('/login');
      nonces.add(nonceOf(parsePolicy(response.headers.get('content-security-policy'))));
    }
    expect(nonces.size).toBe(3);
  });

  it.each(['/dashboard', '/ua/dashboard'])(
    '%s sends a visitor to the login page, which has a nonce policy',
    async (path) => {
      const redirect = await api(path);
      expect(redirect.status).toBe(307);
      const target = new URL(redirect.headers.get('location')!, baseUrl());
      const login = await api(target.pathname + target.search);
      expect(login.status).toBe(200);
      expectScriptsNonced(
        login.text,
        nonceOf(parsePolicy(login.headers.get('content-security-policy'))),
      );
    },
  );

  it.each(['/dashboard', '/ua/dashboard?tab=assets'])(
    '%s, signed in, has a nonce policy',
    async (path) => {
      const response = await api(path, { cookie: adminToken() });
      expect(response.status).toBe(200);
      const policy = parsePolicy(response.headers.get('content-security-policy'));
      expectCommonDirectives(policy);
      expectScriptsNonced(response.text, nonceOf(policy));
    },
  );
});

describe('isolation and browser features', () => {
  it.each(['/', '/ua/bulletins', '/login', '/nope', '/api/settings'])(
    '%s keeps other windows out and turns off features the site never uses',
    async (path) => {
      const response = await api(path);
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      const policy = new Map(
        response.headers
          .get('permissions-policy')!
          .split(',')
          .map((part) => part.trim().split('=') as [string, string]),
      );
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy.get(feature), feature).toBe('()');
      }
      // Only the video frame the visitor asked for may start playing.
      expect(policy.get('autoplay')).toBe(
        '(self "https://www.youtube-nocookie.com" "https://www.youtube.com")',
      );
    },
  );

  it('signed in, the dashboard has them too', async () => {
    const response = await api('/dashboard', { cookie: adminToken() });
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });
});
