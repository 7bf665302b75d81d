import type { TestProject } from 'vitest/node';
import { createTestDatabase } from '../support/test-database';
import { startServer } from '../support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    serverPid: number;
    dataDir: string;
    databaseUrl: string;
    databaseKind: 'sqlite' | 'postgres';
  }
}

// One real server on a fresh real database for all API test files.
export default async function setup(project: TestProject) {
  const database = await createTestDatabase();
  const server = await startServer({
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.url,
    AUTH_SECRET: 'api-test-secret-0123456789abcdef',
    REGISTRATION: 'approval',
  });
  project.provide('baseUrl', server.url);
  project.provide('serverPid', server.pid);
  project.provide('dataDir', database.dataDir);
  project.provide('databaseUrl', database.url);
  project.provide('databaseKind', database.kind);
  return async () => {
    await server.stop();
    if (process.env.TEST_KEEP_DATA !== '1') await database.drop();
  };
}
