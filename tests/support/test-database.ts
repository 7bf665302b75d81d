import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface TestDatabase {
  /** DATABASE_URL for the server under test. */
  url: string;
  dataDir: string;
  kind: 'sqlite' | 'postgres';
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test run: SQLite in a temp folder, or, when TEST_DATABASE_URL
 * names a PostgreSQL server, a new database on it (dropped afterwards).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parish-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    return {
      url: `file:${path.join(dataDir, 'parish.db')}`,
      dataDir,
      kind: 'sqlite',
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `parish_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir,
    kind: 'postgres',
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
