import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTestDatabase } from '../support/test-database';
import { startServer } from '../support/server';

// A real server on a fresh database for the browser tests; its URL reaches the tests through
// E2E_BASE_URL (set here, before Playwright starts the workers).
export default async function globalSetup() {
  const database = await createTestDatabase();
  const server = await startServer({
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.url,
    AUTH_SECRET: 'e2e-test-secret-0123456789abcdef',
    REGISTRATION: 'approval',
  });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = database.dataDir;
  writeFileSync(path.join(database.dataDir, 'e2e-server.json'), JSON.stringify({ url: server.url }));
  return async () => {
    await server.stop();
    await database.drop();
  };
}
