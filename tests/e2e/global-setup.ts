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
  process.env.E2E_DATABASE_URL = database.url;

  // The site's first account is its administrator (whatever REGISTRATION says): registered here,
  // before any test, so every spec file can sign in as it (tests/e2e/support/staff.ts).
  const admin = { username: 'e2e-admin', password: 'e2e-admin-password-123' };
  const registered = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (registered.status !== 201) {
    await server.stop();
    await database.drop();
    throw new Error(
      `Registering the e2e administrator failed: ${registered.status} ${await registered.text()}`,
    );
  }
  process.env.E2E_ADMIN_USERNAME = admin.username;
  process.env.E2E_ADMIN_PASSWORD = admin.password;
  writeFileSync(
    path.join(database.dataDir, 'e2e-server.json'),
    JSON.stringify({ url: server.url }),
  );
  return async () => {
    await server.stop();
    await database.drop();
  };
}
