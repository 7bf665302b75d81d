import { expect, test, type Page, type Response } from './support/test';
import { pageSettled } from './support/settle';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startServer } from '../support/server';
import { adminCredentials, expectNoAxeViolations, ownClientAddress } from './support/staff';
import {
  blockOutsideRequests,
  counter,
  editorArea,
  ensurePageWritten,
  signInAsStaff,
} from './support/editor';

// Pages with text show the pencil (an unwritten one opens straight in edit mode).
test.beforeEach(async ({ request }) => {
  await ensurePageWritten(request, 'parish-history');
  await ensurePageWritten(request, 'divine-liturgy');
  await ensurePageWritten(request, 'parish-council');
});

// Who gets the editor, and who gets its code. Markers of the editor's libraries: ProseMirror's
// view names its root class `ProseMirror`, and Tiptap's core names its own (`tiptap`).
const EDITOR_CODE = /ProseMirror|prosemirror|tiptap/;

/** Every script the page downloads, with its text, until the page is idle. */
function collectScripts(page: Page): { url: string; text: Promise<string> }[] {
  const scripts: { url: string; text: Promise<string> }[] = [];
  page.on('response', (response: Response) => {
    const type = response.request().resourceType();
    if (type === 'script' || response.url().endsWith('.js')) {
      scripts.push({ url: response.url(), text: response.text().catch(() => '') });
    }
  });
  return scripts;
}

test('a visitor sees no edit toggle and downloads no editor code', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/parish-history');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // By then an island that looked for the flag would have shown its pencil.
  await pageSettled(page);
  await expect(page.getByRole('button', { name: 'Edit page' })).toHaveCount(0);

  expect(scripts.length).toBeGreaterThan(0);
  const withEditorCode: string[] = [];
  for (const script of scripts) {
    if (EDITOR_CODE.test(await script.text)) withEditorCode.push(script.url);
  }
  expect(withEditorCode).toEqual([]);
  // Nor the editor's texts: only the toggle's few labels are part of the page.
  const html = await (await page.request.get('/parish-history')).text();
  expect(html).not.toContain('Enter Youtube URL:');
  expect(html).not.toContain('Enter Page Title');
  console.log(`visitor /parish-history: ${scripts.length} scripts, none with editor code`);
});

test('the editor code arrives only once a signed-in administrator opens the editor', async ({
  page,
}) => {
  await blockOutsideRequests(page);
  await signInAsStaff(page);
  const scripts = collectScripts(page);
  await page.goto('/parish-history');
  const toggle = page.getByRole('button', { name: 'Edit page' });
  await expect(toggle).toBeVisible();
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Close editor' })).toBeVisible();
  await expect(editorArea(page)).toBeVisible();
  // The same detector finds the editor's code now: the visitor test above can fail.
  let found = false;
  for (const script of scripts) if (EDITOR_CODE.test(await script.text)) found = true;
  expect(found).toBe(true);
});

test('signing in on the login page sets the flag the toggle looks for; a stale flag is cleared', async ({
  page,
}) => {
  const { username, password } = adminCredentials();
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.locator('form').getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(/\/dashboard/);
  await page.goto('/liturgy/divine-liturgy');
  await expect(page.getByRole('button', { name: 'Edit page' })).toBeVisible();

  // The session ends (cookie gone) but the flag stays: the page stays a visitor's page.
  await page.context().clearCookies();
  await page.goto('/liturgy/divine-liturgy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('isLoggedIn')))
    .toBeNull();
  await expect(page.getByRole('button', { name: 'Edit page' })).toHaveCount(0);
});

test('the toggle opens and closes the editor; Loading... shows while the editor loads', async ({
  page,
}) => {
  await blockOutsideRequests(page);
  await signInAsStaff(page);
  await page.goto('/ministries-and-groups/parish-council');
  const heading = page.getByRole('heading', { level: 1, name: 'Parish Council', exact: true });
  await expect(heading).toBeVisible();

  // Hold the editor's chunks back until 'Loading...' has been seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Edit page' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
  release();
  await expect(page.getByPlaceholder('Enter Page Title')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  // The hero gives way to the editor, which names the page in its own (screen-reader) heading.
  await expect(heading).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Editing “Parish Council”' }),
  ).toBeAttached();

  await page.getByRole('button', { name: 'Close editor' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit page' })).toBeVisible();
});

test('?edit (the dashboard edit links) opens the editor at once; closing drops it from the address', async ({
  page,
}) => {
  await blockOutsideRequests(page);
  await signInAsStaff(page);
  await page.goto('/ua/liturgy/divine-liturgy?edit=1');
  await expect(page.getByPlaceholder('Введіть заголовок сторінки')).toBeVisible();
  await expect(editorArea(page)).toBeVisible();
  await page.getByRole('button', { name: 'Закрити редактор' }).click();
  await expect(page.getByRole('button', { name: 'Редагувати сторінку' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
});

test('edit mode passes axe-core in both languages', async ({ page }) => {
  await blockOutsideRequests(page);
  await signInAsStaff(page);
  for (const path of [
    '/liturgy/vespers-and-matins?edit=1',
    '/ua/liturgy/vespers-and-matins?edit=1',
  ]) {
    await page.goto(path);
    await expect(editorArea(page)).toBeVisible();
    await expectNoAxeViolations(page);
  }
  // And with the dialogs open.
  await page.getByRole('button', { name: 'Історія' }).click();
  await expect(page.getByRole('dialog', { name: 'Історія змін' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a pending (not approved) account gets no toggle', async ({ page }) => {
  const username = `pending-${Date.now().toString(36)}`;
  const password = 'pending-password-123';
  const registered = await page.request.post('/api/auth/register', {
    data: { username, password },
    headers: ownClientAddress(),
  });
  expect(registered.status()).toBe(201);
  expect(((await registered.json()) as { user: { role: string } }).user.role).toBe('pending');
  await page.addInitScript(() => window.localStorage.setItem('isLoggedIn', 'true'));
  const me = page.waitForResponse('**/api/auth/me');
  await page.goto('/parish-history');
  expect((await me).status()).toBe(200);
  await pageSettled(page);
  await expect(page.getByRole('button', { name: 'Edit page' })).toHaveCount(0);
});

test.describe('a page without content', () => {
  // A brand-new site: nothing is seeded as page content, so every page is still unwritten.
  let database: TestDatabase;
  let stop: () => Promise<void>;
  let url: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    database = await createTestDatabase();
    const server = await startServer({
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.url,
      AUTH_SECRET: 'e2e-editor-empty-0123456789abcdef',
      REGISTRATION: 'approval',
    });
    stop = server.stop;
    url = server.url;
  });

  test.afterAll(async () => {
    await stop?.();
    await database?.drop();
  });

  test('opens straight in edit mode for a signed-in administrator', async ({ page, browser }) => {
    const credentials = { username: 'empty-admin', password: 'empty-admin-password' };
    expect(
      (await page.request.post(`${url}/api/auth/register`, { data: credentials })).status(),
    ).toBe(201);
    expect((await page.request.get(`${url}/api/content/why-ukrainian-catholic`)).status()).toBe(
      200,
    );
    expect(
      await (await page.request.get(`${url}/api/content/why-ukrainian-catholic`)).json(),
    ).toBeNull();

    // A visitor simply reads the page: its name and a note that it is being prepared.
    const visitor = await browser.newPage();
    await visitor.goto(`${url}/why-ukrainian-catholic`);
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(visitor.getByText('This page is being prepared.')).toBeVisible();
    await expect(visitor.getByPlaceholder('Enter Page Title')).toHaveCount(0);
    await visitor.close();

    await blockOutsideRequests(page);
    await page.addInitScript(() => window.localStorage.setItem('isLoggedIn', 'true'));
    await page.goto(`${url}/why-ukrainian-catholic`);
    await expect(page.getByPlaceholder('Enter Page Title')).toBeVisible();
    // The specification's default document, shown as a placeholder: no text, 0 characters.
    await expect(editorArea(page)).toHaveText('');
    await expect(editorArea(page).locator('p.is-editor-empty')).toHaveAttribute(
      'data-placeholder',
      'Start typing here...',
    );
    await expect(counter(page)).toHaveText(/^0 \//);
    await expect(page.getByRole('button', { name: 'Close editor' })).toBeVisible();
    await page.getByPlaceholder('Enter Page Title').fill('Why Ukrainian Catholic?');
    await editorArea(page).click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Our first words on this page.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('button', { name: 'Edit page' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Why Ukrainian Catholic?', exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Our first words on this page.')).toBeVisible();
    const stored = await (
      await page.request.get(`${url}/api/content/why-ukrainian-catholic`)
    ).json();
    expect(stored.version).toBe(1);
  });
});
