import { expect, test, type APIRequestContext, type Page } from './support/test';
import {
  adminCredentials,
  bearerToken,
  expectNoAxeViolations,
  newCredentials,
  openTab,
  ownClientAddress,
  signIn,
} from './support/staff';

const row = (page: Page, username: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${username}`) }) });

/** Leaves the first administrator as the only one (other spec files may have approved accounts). */
async function demoteOtherAdmins(request: APIRequestContext) {
  const headers = await bearerToken(request);
  const users = (await (await request.get('/api/users', { headers })).json()) as {
    id: string;
    username: string;
    role: string;
  }[];
  for (const user of users) {
    if (user.role === 'admin' && user.username !== adminCredentials().username) {
      expect(
        (
          await request.patch(`/api/users/${user.id}`, { headers, data: { role: 'pending' } })
        ).status(),
      ).toBe(200);
    }
  }
}

test('approval flow: a new account waits, the administrator approves it, then it can save settings', async ({
  browser,
}) => {
  const newcomer = newCredentials('deacon');
  const adminContext = await browser.newContext();
  const newcomerContext = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  const admin = await adminContext.newPage();
  const second = await newcomerContext.newPage();
  try {
    // The newcomer registers in the browser and lands on the dashboard, waiting.
    await second.goto('/login');
    await second.getByRole('button', { name: 'Register' }).click();
    await second.getByLabel('Username').fill(newcomer.username);
    await second.getByLabel('Password').fill(newcomer.password);
    await second.locator('form').getByRole('button', { name: 'Register' }).click();
    await expect(second).toHaveURL(/\/dashboard$/);
    await expect(second.getByText('Your account is waiting for approval')).toBeVisible();
    await expect(second.getByRole('navigation', { name: 'Dashboard sections' })).toHaveCount(0);
    await expectNoAxeViolations(second);
    // Nothing it could call changes anything either.
    const refused = await second.request.put('/api/settings', {
      headers: { origin: new URL(second.url()).origin },
      data: {},
    });
    expect(refused.status()).toBe(403);

    // The administrator sees it as waiting and approves it.
    await signIn(admin);
    await openTab(admin, 'users', 'Users');
    await expect(admin.getByText(/^\d+ accounts? (is|are) waiting for approval\.$/)).toBeVisible();
    await expect(row(admin, newcomer.username)).toContainText('Waiting for approval');
    await admin
      .getByRole('button', { name: `Approve as administrator: ${newcomer.username}` })
      .click();
    await expect(admin.getByText(`${newcomer.username} is now an administrator.`)).toBeVisible();
    await expect(row(admin, newcomer.username)).toContainText('Administrator');

    // The newcomer's next page load shows every tab, and a settings save now succeeds.
    await second.reload();
    await expect(second.getByRole('navigation', { name: 'Dashboard sections' })).toBeVisible();
    await second.getByRole('link', { name: 'Settings' }).click();
    await expect(second).toHaveURL(/\?tab=settings$/);
    const form = second
      .locator('form')
      .filter({ has: second.getByRole('button', { name: 'Save settings' }) });
    await form.getByLabel('Website', { exact: true }).fill('https://parish.example/welcome');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(form.getByRole('status')).toHaveText('Settings saved!');
  } finally {
    await adminContext.close();
    await newcomerContext.close();
  }
});

test('the last administrator cannot be revoked or deleted: the server’s refusal is shown', async ({
  page,
  request,
}) => {
  await demoteOtherAdmins(request);
  await signIn(page);
  await openTab(page, 'users', 'Users');
  const me = adminCredentials().username;
  await expect(row(page, me)).toContainText('(you)');
  const answer = page.waitForResponse(
    (response) => response.url().includes('/api/users/') && response.request().method() === 'PATCH',
  );
  await page.getByRole('button', { name: `Revoke ${me}` }).click();
  expect((await answer).status()).toBe(409);
  await expect(
    page.getByText('The last administrator cannot be demoted or removed.'),
  ).toBeVisible();
  await expect(row(page, me)).toContainText('Administrator');

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Delete ${me}` }).click();
  await expect(
    page.getByText('The last administrator cannot be demoted or removed.'),
  ).toBeVisible();
  await expect(row(page, me)).toBeVisible();
});

test('revoke and delete another account', async ({ page, request }) => {
  const other = newCredentials('helper');
  expect(
    (
      await request.post('/api/auth/register', { data: other, headers: ownClientAddress() })
    ).status(),
  ).toBe(201);
  await signIn(page);
  await openTab(page, 'users', 'Users');
  await page.getByRole('button', { name: `Approve as administrator: ${other.username}` }).click();
  await expect(row(page, other.username)).toContainText('Administrator');
  await page.getByRole('button', { name: `Revoke ${other.username}` }).click();
  await expect(page.getByText(`${other.username} is waiting for approval again.`)).toBeVisible();
  await expect(row(page, other.username)).toContainText('Waiting for approval');
  const dialogs: string[] = [];
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole('button', { name: `Delete ${other.username}` }).click();
  await expect(page.getByText(`${other.username} was deleted.`)).toBeVisible();
  await expect(row(page, other.username)).toHaveCount(0);
  expect(dialogs).toEqual([`Delete the account ${other.username}?`]);
  // Its session is gone with it.
  const login = await request.post('/api/auth/login', { data: other });
  expect(login.status()).toBe(401);
});

test('in Ukrainian, with no axe violations in either language', async ({ page }) => {
  await signIn(page);
  await openTab(page, 'users', 'Users');
  await expectNoAxeViolations(page);
  await openTab(page, 'users', 'Користувачі', '/ua');
  await expect(page.getByRole('columnheader', { name: 'Ім’я користувача' })).toBeVisible();
  await expectNoAxeViolations(page);
});
