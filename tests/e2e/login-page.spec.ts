import { expect, test, type Page } from './support/test';
import {
  adminCredentials,
  expectNoAxeViolations,
  newCredentials,
  ownClientAddress,
} from './support/staff';

/** The form's own alert (Next adds a route announcer with role=alert to every page). */
const alert = (page: Page) => page.locator('form').getByRole('alert');

async function fill(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
}

test.describe('login page', () => {
  test('has labelled fields, a Login/Register toggle, and no site header or footer', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff login' })).toBeVisible();
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');
    const toggle = page.getByRole('group', { name: 'Login or register' });
    await expect(toggle.getByRole('button', { name: 'Login' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await toggle.getByRole('button', { name: 'Register' }).click();
    await expect(toggle.getByRole('button', { name: 'Register' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create a staff account' }),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('asks for both fields before sending anything', async ({ page }) => {
    await page.goto('/login');
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/')) calls += 1;
    });
    await page.getByRole('button', { name: 'Login', exact: true }).last().click();
    await expect(alert(page)).toHaveText('Please enter username and password');
    await page.getByLabel('Username').fill('someone');
    await page.locator('form').getByRole('button', { name: 'Login' }).click();
    await expect(alert(page)).toHaveText('Please enter username and password');
    expect(calls).toBe(0);
  });

  test('a wrong password says "Login failed" and leaves no logged-in flag', async ({ page }) => {
    await page.goto('/login');
    await fill(page, adminCredentials().username, 'not-the-password');
    await page.locator('form').getByRole('button', { name: 'Login' }).click();
    await expect(alert(page)).toHaveText('Login failed');
    expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('no answer from the server says "Failed to login"', async ({ page, context }) => {
    await page.goto('/login');
    await fill(page, adminCredentials().username, adminCredentials().password);
    await context.setOffline(true);
    await page.locator('form').getByRole('button', { name: 'Login' }).click();
    await expect(alert(page)).toHaveText('Failed to login');
    await context.setOffline(false);
  });

  test('signing in goes to the dashboard and keeps only a flag, never the token, in localStorage', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    await fill(page, adminCredentials().username, adminCredentials().password);
    await page.locator('form').getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('navigation', { name: 'Dashboard sections' })).toBeVisible();
    const storage = await page.evaluate(() => ({ ...localStorage }));
    expect(storage.isLoggedIn).toBe('true');
    const session = (await context.cookies()).find((cookie) => cookie.name === 'parish.session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(JSON.stringify(storage)).not.toContain(session!.value);
    expect(await page.evaluate(() => document.cookie)).not.toContain('parish.session');
  });

  test('returns to the page named by next', async ({ page }) => {
    await page.goto('/dashboard?tab=settings');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%3Ftab%3Dsettings$/);
    await fill(page, adminCredentials().username, adminCredentials().password);
    await page.locator('form').getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  // Each of these would leave the site if taken as it comes: browsers drop tabs and newlines and
  // read a backslash as a slash. Sign-in must land on the dashboard instead.
  for (const next of [
    '//evil.example/steal',
    '/%09/evil.example',
    '/%0A/evil.example',
    '/%0D/evil.example',
    '/%5Cevil.example',
    'https%3A%2F%2Fevil.example',
  ]) {
    test(`ignores a next that points off the site: ${next}`, async ({ page }) => {
      await page.goto(`/login?next=${next}`);
      await fill(page, adminCredentials().username, adminCredentials().password);
      await page.locator('form').getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/);
    });
  }

  test('too many failures show a wait message (HTTP 429)', async ({ page }) => {
    const username = newCredentials('locked').username;
    await page.goto('/login');
    await fill(page, username, 'wrong-password');
    const submit = page.locator('form').getByRole('button', { name: 'Login' });
    let status = 0;
    for (let attempt = 0; attempt < 10 && status !== 429; attempt += 1) {
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
      await submit.click();
      status = (await answer).status();
    }
    expect(status).toBe(429);
    await expect(alert(page)).toHaveText(
      /^Too many attempts\. Please wait \d+ (second|seconds) and try again\.$/,
    );
  });

  test('registering on this site (approval) lands on the dashboard waiting for approval', async ({
    page,
  }) => {
    const account = newCredentials('newbie');
    await page.setExtraHTTPHeaders(ownClientAddress());
    await page.goto('/login');
    await page.getByRole('button', { name: 'Register' }).click();
    await fill(page, account.username, account.password);
    await page.locator('form').getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Your account is waiting for approval')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Dashboard sections' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    // The tab URLs show nothing either: every tab changes something.
    await page.goto('/dashboard?tab=settings');
    await expect(page.getByRole('heading', { name: 'Settings' })).toHaveCount(0);
    await expect(page.getByText('Your account is waiting for approval')).toBeVisible();
  });

  test('a taken username or a short password says "Registration failed"', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Register' }).click();
    await fill(page, adminCredentials().username, 'long-enough-password');
    await page.locator('form').getByRole('button', { name: 'Register' }).click();
    await expect(alert(page)).toHaveText('Registration failed This username is already taken.');
    await fill(page, newCredentials().username, 'short');
    await page.locator('form').getByRole('button', { name: 'Register' }).click();
    await expect(alert(page)).toHaveText(
      'Registration failed Passwords need at least 10 characters.',
    );
  });

  test('no answer while registering says "Failed to register"', async ({ page, context }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Register' }).click();
    const account = newCredentials();
    await fill(page, account.username, account.password);
    await context.setOffline(true);
    await page.locator('form').getByRole('button', { name: 'Register' }).click();
    await expect(alert(page)).toHaveText('Failed to register');
    await context.setOffline(false);
  });

  test('works in Ukrainian at /ua/login', async ({ page }) => {
    await page.goto('/ua/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Вхід для працівників' }),
    ).toBeVisible();
    await page.locator('form').getByRole('button', { name: 'Увійти' }).click();
    await expect(alert(page)).toHaveText('Будь ласка, введіть ім’я користувача і пароль');
    await page.getByLabel('Ім’я користувача').fill(adminCredentials().username);
    await page.getByLabel('Пароль').fill(adminCredentials().password);
    await page.locator('form').getByRole('button', { name: 'Увійти' }).click();
    await expect(page).toHaveURL(/\/ua\/dashboard$/);
    await expect(page.getByRole('navigation', { name: 'Розділи панелі керування' })).toBeVisible();
  });

  test('has no axe violations, in both languages and both modes', async ({ page }) => {
    await page.goto('/login');
    await expectNoAxeViolations(page);
    await page.locator('form').getByRole('button', { name: 'Login' }).click();
    await expect(alert(page)).not.toBeEmpty();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await expectNoAxeViolations(page);
    await page.goto('/ua/login');
    await expectNoAxeViolations(page);
  });
});
