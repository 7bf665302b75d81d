import { TEST_AUTH_SECRET } from './constants';
import { startServer, type RunningServer } from './server';
import { createTestDatabase, type TestDatabase } from './test-database';

// For test files that need a server of their own (other configuration, or one they may kill),
// beside the shared one of tests/api/global-setup.ts.

export interface OwnServer {
  server: RunningServer;
  database: TestDatabase;
  /** The environment it was started with: start it again on the same data with this. */
  env: Record<string, string>;
  /** Bearer token of its first account, an administrator. */
  adminToken: string;
}

export async function startOwnServer(extraEnv: Record<string, string> = {}): Promise<OwnServer> {
  const database = await createTestDatabase();
  const env = {
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.url,
    AUTH_SECRET: TEST_AUTH_SECRET,
    ...extraEnv,
  };
  const server = await startServer(env);
  const response = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'own-admin', password: 'own-admin-password-123' }),
  });
  const body = (await response.json()) as { authToken?: string };
  if (response.status !== 201 || !body.authToken) {
    await server.stop();
    await database.drop();
    throw new Error(`Registering the first account failed: ${response.status}`);
  }
  return { server, database, env, adminToken: body.authToken };
}

/** Resolves once the server has printed `text`; fails after `timeoutMs`. */
export async function waitForOutput(
  server: RunningServer,
  text: string,
  timeoutMs = 30_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`No "${text}" in the output:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server.output();
}
