import { expect, test } from './support/test';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startServer, type RunningServer } from '../support/server';

// REGISTRATION=closed needs its own server: the shared one runs with approval.
let database: TestDatabase;
let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  database = await createTestDatabase();
  server = await startServer({
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.url,
    AUTH_SECRET: 'e2e-closed-secret-0123456789abcdef',
    REGISTRATION: 'closed',
  });
});

test.afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

test('REGISTRATION=closed offers Register only until the first administrator exists', async ({
  page,
}) => {
  await page.goto(`${server.url}/login`);
  // A new site: someone must create the first administrator, and the API allows exactly that.
  await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
  // Whoever registers first is told they become the administrator, not that they must wait.
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(
    page.getByText("This is the site's first account: it becomes the administrator"),
  ).toBeVisible();
  await expect(page.getByText('can change nothing until an administrator approves it')).toHaveCount(
    0,
  );
  await page.goto(`${server.url}/ua/login`);
  await page.getByRole('button', { name: 'Зареєструватися' }).click();
  await expect(page.getByText('Це перший обліковий запис сайту')).toBeVisible();
  const first = await page.request.post(`${server.url}/api/auth/register`, {
    data: { username: 'closed-admin', password: 'closed-admin-password' },
  });
  expect(first.status()).toBe(201);

  await page.goto(`${server.url}/login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff login' })).toBeVisible();
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Login or register' })).toHaveCount(0);
  await page.goto(`${server.url}/ua/login`);
  await expect(page.getByRole('button', { name: 'Зареєструватися' })).toHaveCount(0);
});
