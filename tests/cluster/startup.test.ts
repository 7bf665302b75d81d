import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startServer } from '../support/server';
import { countRows } from '../support/db-rows';
import { cluster } from './client';

// Rolling restarts and autoscaling start instances together, on a database that may be empty.
describe('three instances started at the same moment on an empty database', () => {
  it('all come up, with exactly one seed (5 times)', async () => {
    const { postgres, instanceEnv } = cluster();
    for (let round = 1; round <= 5; round++) {
      const name = `parish_start_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: postgres.url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const databaseUrl = postgres.url.replace(/\/postgres$/, `/${name}`);
      const base = path.join(path.dirname(postgres.dataDir), name);
      const started = await Promise.allSettled(
        [1, 2, 3].map((n) =>
          startServer({
            ...instanceEnv,
            DATABASE_URL: databaseUrl,
            DATA_DIR: path.join(base, `instance-${n}`),
          }),
        ),
      );
      try {
        expect(
          started.map((result) => result.status),
          `round ${round}`,
        ).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
        for (const result of started) {
          if (result.status !== 'fulfilled') continue;
          expect((await fetch(`${result.value.url}/api/health`)).status).toBe(200);
        }
        expect(
          await countRows(databaseUrl, ['Settings', 'Service', 'PageContent', 'SiteSecret']),
        ).toEqual({
          Settings: 1,
          Service: 5,
          // Nothing is seeded as page content (an unwritten page shows a note).
          PageContent: 0,
          SiteSecret: 1,
        });
      } finally {
        await Promise.all(
          started.map((result) => (result.status === 'fulfilled' ? result.value.stop() : null)),
        );
      }
    }
  }, 300_000);
});
