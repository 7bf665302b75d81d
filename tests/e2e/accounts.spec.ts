import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from './support/test';
import {
  approve,
  bearerToken,
  expectNoAxeViolations,
  newCredentials,
  openTab,
  ownClientAddress,
  signIn,
  type Credentials,
} from './support/staff';

// Issue 23 in the browser, in both languages: My account, reset links (Users tab and the
// operator's command line), roles, the Activity tab, the forgot-password page, and signing in
// without JavaScript.

/** Registers from a made-up address of its own: registrations are limited per address. */
async function registerAccount(page: Page, credentials: Credentials) {
  const response = await page.request.post('/api/auth/register', {
    data: credentials,
    headers: ownClientAddress(),
  });
  expect(response.status(), await response.text()).toBe(201);
}

const row = (page: Page, username: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${username}`) }) });

/** An approved account with the given role, registered through the API. */
async function staffAccount(
  page: Page,
  role: 'admin' | 'editor',
  prefix: string,
): Promise<Credentials & { id: string }> {
  const credentials = newCredentials(prefix);
  await registerAccount(page, credentials);
  const id = await approve(page.request, credentials.username);
  if (role === 'editor') {
    const headers = await bearerToken(page.request);
    const patched = await page.request.patch(`/api/users/${id}`, {
      headers,
      data: { role: 'editor' },
    });
    expect(patched.status()).toBe(200);
  }
  return { ...credentials, id };
}

/**
 * The operator's command line exactly as the README prints it (`npm run admin -- …`), with the
 * e2e site's environment (its database and its PORT), as on the server that runs it.
 */
function admin(args: string[], input?: string) {
  const result = spawnSync('npm', ['run', 'admin', '--', ...args], {
    input,
    encoding: 'utf8',
    env: {
      ...process.env,
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      PORT: new URL(process.env.E2E_BASE_URL!).port,
    },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

async function signInThroughForm(page: Page, credentials: Credentials, prefix = '') {
  await page.goto(`${prefix}/login`);
  await page.getByLabel(/^(Username|Ім’я користувача)$/).fill(credentials.username);
  await page.getByLabel(/^(Password|Пароль)$/).fill(credentials.password);
  await page.getByLabel(/^(Password|Пароль)$/).press('Enter');
  await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard`));
}

test('My account: change the password in both languages; other sessions end, this one stays', async ({
  page,
  browser,
}) => {
  const editor = await staffAccount(page, 'editor', 'myaccount');
  const other = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  try {
    const otherPage = await other.newPage();
    const credentials = { username: editor.username, password: editor.password };
    await signIn(otherPage, credentials);
    await signIn(page, credentials);
    await openTab(page, 'account', 'My account');
    await expect(page.getByText(`Signed in as ${editor.username} (Editor).`)).toBeVisible();
    await expectNoAxeViolations(page);

    const form = page
      .locator('form')
      .filter({ has: page.getByRole('heading', { name: 'Change password' }) });
    await form.getByLabel('Current password').fill('wrong-password-1');
    await form.getByLabel('New password').fill('brand-new-password-1');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('status')).toHaveText('The current password is not correct.');

    await form.getByLabel('Current password').fill(editor.password);
    await form.getByLabel('New password').fill('brand-new-password-1');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Your password was changed. Your other sessions were signed out.',
    );
    // This session stays; the other browser's ended.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    expect((await otherPage.request.get('/api/auth/me')).status()).toBe(401);

    // The e-mail address, in Ukrainian.
    await openTab(page, 'account', 'Мій обліковий запис', '/ua');
    await expect(page.getByText(`Ви увійшли як ${editor.username} (Редактор).`)).toBeVisible();
    const mail = page
      .locator('form')
      .filter({ has: page.getByRole('heading', { name: 'Адреса електронної пошти' }) });
    await mail.getByLabel('Адреса електронної пошти (необов’язково)').fill('editor@parish.test');
    await mail.getByLabel('Поточний пароль').fill('brand-new-password-1');
    await mail.getByRole('button', { name: 'Зберегти адресу' }).click();
    await expect(mail.getByRole('status')).toHaveText('Адресу електронної пошти збережено.');
    await expectNoAxeViolations(page);
  } finally {
    await other.close();
  }
});

async function resetThroughLink(browser: Browser, url: string, password: string, prefix = '') {
  const context = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  try {
    const visitor = await context.newPage();
    const link = new URL(url);
    // A link made from the Ukrainian dashboard already opens /ua/reset-password.
    link.pathname = link.pathname.replace(/^\/ua(?=\/)/, '');
    await visitor.goto(`${prefix}${link.pathname}${link.search}`);
    const label = prefix ? 'Новий пароль' : 'New password';
    await visitor.getByLabel(label).fill(password);
    await visitor
      .getByRole('button', { name: prefix ? 'Установити пароль' : 'Set password' })
      .click();
    await expect(visitor.getByRole('status')).toContainText(
      prefix ? 'Пароль змінено.' : 'Your password was changed.',
    );
    await expectNoAxeViolations(visitor);
    // Used once: the same link now says so, in the visitor's language.
    await visitor.goto(`/ua${link.pathname}${link.search}`);
    await expect(visitor.getByRole('alert').filter({ hasText: 'вже використано' })).toBeVisible();
    await visitor.goto(`${link.pathname}${link.search}`);
    await expect(
      visitor.getByRole('alert').filter({ hasText: 'This reset link has already been used.' }),
    ).toBeVisible();
  } finally {
    await context.close();
  }
}

test('a reset link from the Users tab, copied and used in another browser (English)', async ({
  page,
  browser,
  context,
}) => {
  const member = newCredentials('resetme');
  await registerAccount(page, member);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  await openTab(page, 'users', 'Users');
  await page
    .getByRole('button', { name: `Create a password reset link for ${member.username}` })
    .click();
  const field = page.getByLabel(`Password reset link for ${member.username}`, { exact: true });
  await expect(field).toHaveValue(/\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
  await expect(
    page.getByText(new RegExp(`Give this link only to ${member.username}\\. It works once, until`)),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied.')).toBeVisible();
  const url = await field.inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expectNoAxeViolations(page);

  await resetThroughLink(browser, url, 'reset-by-link-password-1');
  const signedIn = await page.request.post('/api/auth/login', {
    data: { username: member.username, password: 'reset-by-link-password-1' },
  });
  expect(signedIn.status()).toBe(200);
});

test('a reset link from the Users tab in Ukrainian; a forged link says so', async ({
  page,
  browser,
}) => {
  const member = newCredentials('resetua');
  await registerAccount(page, member);
  await signIn(page);
  await openTab(page, 'users', 'Користувачі', '/ua');
  await page
    .getByRole('button', { name: `Створити посилання для скидання пароля: ${member.username}` })
    .click();
  const field = page.getByLabel(`Посилання для скидання пароля: ${member.username}`, {
    exact: true,
  });
  // Made from the Ukrainian dashboard: the link opens the Ukrainian reset page, which names the account.
  await expect(field).toHaveValue(/\/ua\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
  await expectNoAxeViolations(page);
  const visitor = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  try {
    const resetPage = await visitor.newPage();
    await resetPage.goto(await field.inputValue());
    await expect(
      resetPage.getByText(`Задайте новий пароль для користувача ${member.username}.`),
    ).toBeVisible();
  } finally {
    await visitor.close();
  }
  await resetThroughLink(browser, await field.inputValue(), 'reset-ua-password-123', '/ua');

  await page.goto(`/ua/reset-password?token=${randomBytes(32).toString('base64url')}`);
  await expect(page.getByRole('alert').filter({ hasText: 'недійсне' })).toBeVisible();
  await page.goto('/reset-password?token=nonsense');
  await expect(
    page.getByRole('alert').filter({ hasText: 'This reset link is not valid.' }),
  ).toBeVisible();
});

test('roles: approve as editor in the Users tab; an editor sees only what it can do', async ({
  page,
  browser,
}) => {
  const volunteer = newCredentials('volunteer');
  await registerAccount(page, volunteer);
  await signIn(page);
  await openTab(page, 'users', 'Users');
  await page.getByRole('button', { name: `Approve as editor: ${volunteer.username}` }).click();
  await expect(page.getByText(`${volunteer.username} is now an editor.`)).toBeVisible();
  await expect(row(page, volunteer.username)).toContainText('Editor');

  const context = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  try {
    const editorPage = await context.newPage();
    await signIn(editorPage, volunteer);
    await editorPage.goto('/dashboard');
    const nav = editorPage.getByRole('navigation', { name: 'Dashboard sections' });
    await expect(nav.getByRole('link')).toHaveText([
      'Bulletins',
      'Edit Text',
      'Pages and menu',
      'Assets',
      'Liturgy schedule',
      'Announcements',
      'Subscribers',
      'Sent',
      'Events',
      'Sign-ups',
      /^Messages( \(\d+\))?$/,
      'My account',
    ]);
    // A tab it may not see falls back to the first one.
    await editorPage.goto('/dashboard?tab=settings');
    await expect(editorPage.getByRole('heading', { level: 1, name: 'Bulletins' })).toBeVisible();
    await expectNoAxeViolations(editorPage);
    await editorPage.goto('/ua/dashboard');
    await expect(
      editorPage.getByRole('navigation', { name: 'Розділи панелі керування' }).getByRole('link'),
    ).toHaveCount(12);
    const refused = await editorPage.request.put('/api/settings', {
      headers: { origin: new URL(editorPage.url()).origin },
      data: {},
    });
    expect(refused.status()).toBe(403);
  } finally {
    await context.close();
  }

  // Back in the Users tab: make it an administrator, then an editor again.
  await page.getByRole('button', { name: `Make administrator: ${volunteer.username}` }).click();
  await expect(page.getByText(`${volunteer.username} is now an administrator.`)).toBeVisible();
  await page.getByRole('button', { name: `Make editor: ${volunteer.username}` }).click();
  await expect(page.getByText(`${volunteer.username} is now an editor.`)).toBeVisible();
  await openTab(page, 'users', 'Користувачі', '/ua');
  await expect(row(page, volunteer.username)).toContainText('Редактор');
});

test('the Activity tab lists who changed what, in both languages', async ({ page }) => {
  const editor = await staffAccount(page, 'editor', 'logger');
  const headers = {
    Authorization: (
      await bearerToken(page.request, { username: editor.username, password: editor.password })
    ).Authorization,
  };
  const created = await page.request.post('/api/announcements', {
    headers,
    data: {
      title: { en: 'Activity e2e news', ua: 'Новини журналу' },
      subtitle: { en: '', ua: '' },
      body: { en: 'Text', ua: 'Текст' },
      date: '2026-12-01',
      published: false,
    },
  });
  expect(created.status()).toBe(201);
  await signIn(page);
  await openTab(page, 'activity', 'Activity');
  const entry = page.getByRole('row').filter({ hasText: 'Activity e2e news' }).first();
  await expect(entry).toContainText(editor.username);
  await expect(entry).toContainText('Added an announcement');
  await expectNoAxeViolations(page);
  await openTab(page, 'activity', 'Журнал дій', '/ua');
  await expect(
    // The announcement by its Ukrainian title, in the Ukrainian log.
    page.getByRole('row').filter({ hasText: 'Новини журналу' }).first(),
  ).toContainText('Додано оголошення');
  await expectNoAxeViolations(page);
  await page.request.delete(`/api/announcements/${(await created.json()).id}`, { headers });
});

test('without SMTP the forgot-password page says to ask an administrator, in both languages', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(
    page.getByText('Forgot your password? Ask an administrator for a reset link.'),
  ).toBeVisible();
  await page.goto('/forgot-password');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
  ).toBeVisible();
  await expect(page.getByText('This site does not send e-mail.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/ua/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Забули пароль?' })).toBeVisible();
  await expect(
    page.getByText('Цей сайт не надсилає електронних листів.', { exact: false }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Назад до входу' }).click();
  await expect(page).toHaveURL(/\/ua\/login$/);
  await expectNoAxeViolations(page);
});

test("the operator's reset-password prints a link that works in the browser; create-admin lets a new administrator in", async ({
  page,
  browser,
}) => {
  const member = newCredentials('locked');
  await registerAccount(page, member);
  const printed = admin(['reset-password', member.username]);
  expect(printed.status, printed.stderr).toBe(0);
  // npm prints its own header first; the link is the line the command printed.
  const url = printed.stdout.match(/^http\S+$/m)?.[0] ?? '';
  expect(url).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
  // The site's own address (SITE_URL, Settings or localhost on PORT): this site's port.
  expect(new URL(url).port).toBe(new URL(process.env.E2E_BASE_URL!).port);
  await resetThroughLink(browser, url, 'operator-reset-password-1');

  // --stdin sets a password directly.
  const set = admin(['reset-password', member.username, '--stdin'], 'operator-set-password-1\n');
  expect(set.status, set.stderr).toBe(0);
  expect(
    (
      await page.request.post('/api/auth/login', {
        data: { username: member.username, password: 'operator-set-password-1' },
      })
    ).status(),
  ).toBe(200);

  // A new administrator for a site whose administrators lost access.
  const rescuer = newCredentials('rescuer');
  const created = admin(['create-admin', rescuer.username], `${rescuer.password}\n`);
  expect(created.status, created.stderr).toBe(0);
  expect(admin(['create-admin', rescuer.username], `${rescuer.password}\n`).status).toBe(1);
  const listed = admin(['list']);
  expect(listed.stdout).toMatch(new RegExp(`^${rescuer.username}\\tadmin\\t`, 'm'));
  await signInThroughForm(page, rescuer);
  await openTab(page, 'users', 'Users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await openTab(page, 'activity', 'Activity');
  await expect(
    page.getByRole('row').filter({ hasText: 'Operator (command line)' }).first(),
  ).toBeVisible();
});

test('My account asks for an empty current password, and an earlier message goes with the next action', async ({
  page,
}) => {
  const editor = await staffAccount(page, 'editor', 'emptypw');
  await signIn(page, { username: editor.username, password: editor.password });
  for (const [prefix, heading, labels] of [
    [
      '',
      'My account',
      {
        mailForm: 'E-mail address',
        address: 'E-mail address (optional)',
        current: 'Current password',
        save: 'Save e-mail address',
        saved: 'Your e-mail address was saved.',
        ask: 'Enter your current password to change the e-mail address.',
        passwordForm: 'Change password',
        change: 'Change password',
        required: 'Fill in both passwords.',
      },
    ],
    [
      '/ua',
      'Мій обліковий запис',
      {
        mailForm: 'Адреса електронної пошти',
        address: 'Адреса електронної пошти (необов’язково)',
        current: 'Поточний пароль',
        save: 'Зберегти адресу',
        saved: 'Адресу електронної пошти збережено.',
        ask: 'Щоб змінити адресу, введіть поточний пароль.',
        passwordForm: 'Зміна пароля',
        change: 'Змінити пароль',
        required: 'Заповніть обидва поля пароля.',
      },
    ],
  ] as const) {
    await openTab(page, 'account', heading, prefix);
    const mail = page
      .locator('form')
      .filter({ has: page.getByRole('heading', { name: labels.mailForm, exact: true }) });
    const password = page
      .locator('form')
      .filter({ has: page.getByRole('heading', { name: labels.passwordForm }) });
    await mail.getByLabel(labels.address).fill(`${editor.username}@parish.test`);
    await mail.getByRole('button', { name: labels.save }).click();
    await expect(mail.getByRole('status')).toHaveText(labels.ask);
    await mail.getByLabel(labels.current).fill(editor.password);
    await mail.getByRole('button', { name: labels.save }).click();
    await expect(mail.getByRole('status')).toHaveText(labels.saved);
    // The next action, in the other form: the old success message does not stay.
    await password.getByRole('button', { name: labels.change }).click();
    await expect(password.getByRole('status')).toHaveText(labels.required);
    await expect(mail.getByRole('status')).toHaveText('');
    await expectNoAxeViolations(page);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('registering posts the form too: Register opens the register form, which creates the account', async ({
    page,
  }) => {
    const account = newCredentials('nojsreg');
    await page.setExtraHTTPHeaders(ownClientAddress());
    await page.goto('/ua/login');
    await page.getByRole('button', { name: 'Зареєструватися' }).click();
    await expect(page).toHaveURL(/\/ua\/login\?mode=register$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Створення облікового запису');
    await page.getByLabel('Ім’я користувача').fill(account.username);
    await page.getByLabel('Пароль').fill(account.password);
    await page.getByLabel('Пароль').press('Enter');
    await expect(page).toHaveURL(/\/ua\/dashboard$/);
    // The same name again: back to the register form with the reason.
    await page.context().clearCookies();
    await page.goto('/login?mode=register');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password').fill(account.password);
    await page.getByLabel('Password').press('Enter');
    await expect(page).toHaveURL(/\/login\?mode=register&error=taken$/);
    await expect(page.getByRole('alert')).toContainText('This username is already taken.');
  });

  test('signing in posts the form (no password in any URL) and lands on the dashboard', async ({
    page,
  }) => {
    const account = newCredentials('nojs');
    await registerAccount(page, account);
    const requests: { method: string; url: string; body: string | null }[] = [];
    page.on('request', (request) =>
      requests.push({ method: request.method(), url: request.url(), body: request.postData() }),
    );
    // A wrong password first: back to the form with the reason, in Ukrainian.
    await page.goto('/ua/login');
    await page.getByLabel('Ім’я користувача').fill(account.username);
    await page.getByLabel('Пароль').fill('wrong-password-nojs');
    await page.getByLabel('Пароль').press('Enter');
    await expect(page).toHaveURL(/\/ua\/login\?error=invalid$/);
    await expect(page.getByRole('alert').filter({ hasText: 'неправильне' })).toBeVisible();

    await page.goto('/login');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password').fill(account.password);
    await page.getByLabel('Password').press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Your account is waiting for approval')).toBeVisible();

    const posts = requests.filter((request) => request.url.includes('/api/auth/login'));
    expect(posts.map((request) => request.method)).toEqual(['POST', 'POST']);
    expect(posts[1]?.body).toContain(encodeURIComponent(account.password).replace(/%20/g, '+'));
    for (const request of requests) {
      expect(request.url).not.toContain(account.password);
      expect(request.url).not.toContain('wrong-password-nojs');
    }
  });
});
