import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce } from '@/lib/security/csp';
import { isDynamicHtmlPath } from '@/lib/security/dynamic-paths';

const scriptSrc = (policy: string) =>
  policy
    .split('; ')
    .find((directive) => directive.startsWith('script-src '))
    ?.split(' ')
    .slice(1);

describe('contentSecurityPolicy', () => {
  it('allows eval only for the dev server', () => {
    expect(scriptSrc(contentSecurityPolicy())).not.toContain("'unsafe-eval'");
    expect(scriptSrc(contentSecurityPolicy({ nonce: 'abc' }))).not.toContain("'unsafe-eval'");
    expect(scriptSrc(contentSecurityPolicy({ dev: true }))).toContain("'unsafe-eval'");
    expect(scriptSrc(contentSecurityPolicy({ nonce: 'abc', dev: true }))).toContain(
      "'unsafe-eval'",
    );
  });

  it('trusts inline scripts by nonce, never by unsafe-inline, when it has a nonce', () => {
    expect(scriptSrc(contentSecurityPolicy({ nonce: 'abc' }))).toEqual([
      "'self'",
      "'nonce-abc'",
      "'strict-dynamic'",
    ]);
  });
});

describe('isDynamicHtmlPath', () => {
  it.each([
    ['/login', true],
    ['/ua/login', true],
    ['/dashboard', true],
    ['/dashboard/anything', true],
    ['/ua/dashboard', true],
    ['/', false],
    ['/ua', false],
    ['/loginx', false],
    ['/bulletins', false],
    ['/about-us/login', false],
    ['/uadashboard', false],
  ])('%s -> %s', (path, expected) => expect(isDynamicHtmlPath(path)).toBe(expected));
});

describe('createNonce', () => {
  it('makes 128-bit base64 values, a new one each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
