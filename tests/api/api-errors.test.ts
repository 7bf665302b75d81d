import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api';

// Every /api answer is JSON, including addresses and methods no handler implements.

describe('unknown /api addresses', () => {
  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/nope/deeper'],
    ['DELETE', '/api/bulletins/some-id/extra'],
    ['PATCH', '/api/content/parish-history/revisions/1/restore/again'],
    ['PUT', '/api/x'],
  ])('%s %s answers 404 JSON', async (method, address) => {
    const response = await api(address, { method });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.body).toEqual({
      error: { code: 'not_found', message: expect.any(String) },
    });
  });
});

describe('methods a route does not implement', () => {
  it('PATCH /api/settings answers 405 JSON naming the allowed methods', async () => {
    const response = await api('/api/settings', { method: 'PATCH', json: {} });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, PUT, OPTIONS');
    expect(response.body).toEqual({
      error: { code: 'method_not_allowed', message: expect.any(String) },
    });
  });

  it('DELETE /api/health answers 405 JSON', async () => {
    const response = await api('/api/health', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(response.body.error.code).toBe('method_not_allowed');
  });

  it('OPTIONS names the same methods', async () => {
    const response = await api('/api/settings', { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('allow')).toBe('GET, HEAD, PUT, OPTIONS');
  });

  // Every route file, with its dynamic segments filled in: a route that forgets its
  // otherMethods(...) line falls back to Next's empty 405 and fails here.
  const root = path.resolve(import.meta.dirname, '../../app/api');
  const routes = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('route.ts') && !file.includes('[...path]'))
    .map((file) => `/api/${path.dirname(file)}`.replace(/\[[^\]]+\]/g, 'parish-history'))
    .sort();

  it('finds the routes', () => expect(routes.length).toBeGreaterThan(15));

  it.each(routes)('%s refuses each other method with 405 JSON', async (address) => {
    const options = await api(address, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    const allow = options.headers.get('allow')!;
    const allowed = allow.split(', ');
    expect(allowed).toContain('OPTIONS');
    const refused = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'].filter(
      (method) => !allowed.includes(method),
    );
    for (const method of refused) {
      const response = await api(address, { method });
      expect(response.status, `${method} ${address}`).toBe(405);
      expect(response.headers.get('allow'), `${method} ${address}`).toBe(allow);
      if (method !== 'HEAD')
        expect(response.body?.error?.code, `${method} ${address}`).toBe('method_not_allowed');
    }
  });
});
