import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../support/server';
import { startOwnServer, type OwnServer } from '../support/own-server';

// A site of its own, where staff delete every announcement: the home page says news will come
// (no empty box), and a restart does not bring the seeded sample cards back.

let site: OwnServer;

beforeAll(async () => {
  site = await startOwnServer();
});

afterAll(async () => {
  await site?.server.stop();
  await site?.database.drop();
});

const call = (path: string, init: RequestInit = {}) =>
  fetch(`${site.server.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${site.adminToken}`, ...init.headers },
  });

async function deleteAll() {
  const all = (await (await call('/api/announcements?all=1')).json()) as { id: string }[];
  for (const { id } of all) {
    expect((await call(`/api/announcements/${id}`, { method: 'DELETE' })).status).toBe(204);
  }
}

describe('a home page without announcements', () => {
  it('shows a friendly line in each language instead of an empty list', async () => {
    expect(((await (await call('/api/announcements')).json()) as unknown[]).length).toBe(3);
    await deleteAll();
    const en = await (await fetch(`${site.server.url}/`)).text();
    const uk = await (await fetch(`${site.server.url}/ua`)).text();
    expect(en).toContain('News from the parish will appear here soon.');
    expect(uk).toContain('Незабаром тут з’являться новини парафії.');
    for (const html of [en, uk]) expect(html).not.toContain('class="updates__list');
  });

  it('stays without them after a restart: the sample cards are seeded only once', async () => {
    await site.server.stop();
    site.server = await startServer(site.env);
    expect(await (await call('/api/announcements?all=1')).json()).toEqual([]);
  });
});
