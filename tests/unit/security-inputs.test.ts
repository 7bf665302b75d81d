import { describe, expect, it } from 'vitest';
import { safeNextPath } from '@/lib/accounts/next-path';
import { clientFromChain, normalizeForwardedHeaders, parseTrustProxy } from '@/lib/http/forwarded';
import { illFormedPath } from '@/lib/http/well-formed';

describe('safeNextPath', () => {
  it.each([
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '//evil',
    '/\\evil',
    'https://evil',
    '/%09/evil.example'.replace('%09', '\t'),
    '\t//evil',
    'javascript:alert(1)',
    '/login',
    '/ua/login?next=/x',
    '/api/users',
  ])('refuses %j', (value) => {
    expect(safeNextPath(value)).toBeNull();
  });

  it.each([
    ['/dashboard', '/dashboard'],
    ['/ua/dashboard?tab=users', '/ua/dashboard?tab=users'],
    ['/parish-history?edit=1', '/parish-history?edit=1'],
    ['/%2F/evil.example', '/%2F/evil.example'],
  ])('keeps %j', (value, expected) => {
    expect(safeNextPath(value)).toBe(expected);
    expect(new URL(expected, 'https://site.example').host).toBe('site.example');
  });
});

describe('forwarded headers', () => {
  it('reads TRUST_PROXY', () => {
    expect(parseTrustProxy(undefined)).toBe(0);
    expect(parseTrustProxy('false')).toBe(0);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('true')).toBe(Infinity);
    expect(() => parseTrustProxy('maybe')).toThrow(/TRUST_PROXY/);
  });

  it('believes nothing forwarded without a trusted proxy', () => {
    expect(clientFromChain('1.2.3.4', '::ffff:127.0.0.1', 0)).toBe('127.0.0.1');
    const headers: Record<string, string | undefined> = {
      'x-forwarded-for': '9.9.9.9',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    };
    normalizeForwardedHeaders(headers, '10.0.0.5', 0);
    expect(headers['x-forwarded-for']).toBe('10.0.0.5');
    expect(headers['x-forwarded-host']).toBeUndefined();
    expect(headers['x-forwarded-proto']).toBeUndefined();
  });

  it('takes the address the trusted hops vouch for', () => {
    // client-chosen, real client (added by proxy 1), proxy 1 (added by proxy 2); socket = proxy 2
    expect(clientFromChain('6.6.6.6, 1.1.1.1, 10.0.0.1', '10.0.0.2', 2)).toBe('1.1.1.1');
    expect(clientFromChain('6.6.6.6, 1.1.1.1', '10.0.0.1', 1)).toBe('1.1.1.1');
    expect(clientFromChain(undefined, '10.0.0.1', 1)).toBe('10.0.0.1');
    expect(clientFromChain('6.6.6.6, 1.1.1.1', '10.0.0.1', Infinity)).toBe('6.6.6.6');
    const headers: Record<string, string | undefined> = {
      'x-forwarded-for': '1.1.1.1',
      'x-forwarded-host': 'evil.example, parish.example',
    };
    normalizeForwardedHeaders(headers, '127.0.0.1', 1);
    expect(headers['x-forwarded-for']).toBe('1.1.1.1');
    expect(headers['x-forwarded-host']).toBe('parish.example');
  });
});

describe('ill-formed Unicode', () => {
  it('names the field holding a lone surrogate', () => {
    expect(illFormedPath({ title: { en: 'ok', ua: 'bad \ud800' } })).toBe('title.ua');
    expect(illFormedPath({ list: ['a', '\udc00'] })).toBe('list.1');
    expect(illFormedPath({ name: 'Петро 🙂' })).toBeNull();
  });
});
