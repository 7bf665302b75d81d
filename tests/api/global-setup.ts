import type { TestProject } from 'vitest/node';
import { createTestDatabase } from '../support/test-database';
import { startServer } from '../support/server';
import { TEST_AUTH_SECRET } from '../support/constants';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    serverPid: number;
    dataDir: string;
    databaseUrl: string;
    databaseKind: 'sqlite' | 'postgres';
    /** The site's first account (an administrator), registered before any test file runs. */
    adminToken: string;
    adminUsername: string;
    adminPassword: string;
  }
}

const ADMIN = { username: 'first-admin', password: 'first-admin-password-123' };

// One real server on a fresh real database for all API test files.
export default async function setup(project: TestProject) {
  const database = await createTestDatabase();
  const server = await startServer({
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.url,
    AUTH_SECRET: TEST_AUTH_SECRET,
    REGISTRATION: 'approval',
  });
  project.provide('baseUrl', server.url);
  project.provide('serverPid', server.pid);
  project.provide('dataDir', database.dataDir);
  project.provide('databaseUrl', database.url);
  project.provide('databaseKind', database.kind);

  // The first account ever becomes the administrator whatever REGISTRATION says.
  const response = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = (await response.json()) as { user?: { role?: string }; authToken?: string };
  if (response.status !== 201 || body.user?.role !== 'admin' || !body.authToken) {
    await server.stop();
    await database.drop();
    throw new Error(
      `Registering the first account failed: ${response.status} ${JSON.stringify(body)}`,
    );
  }
  project.provide('adminToken', body.authToken);
  project.provide('adminUsername', ADMIN.username);
  project.provide('adminPassword', ADMIN.password);
  return async () => {
    await server.stop();
    if (process.env.TEST_KEEP_DATA !== '1') await database.drop();
  };
}
