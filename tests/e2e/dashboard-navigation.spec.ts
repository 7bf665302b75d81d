import { expect, test } from './support/test';
import { adminCredentials, expectNoAxeViolations, signIn } from './support/staff';

const TABS = [
  'Bulletins',
  'Edit Text',
  'Pages and menu',
  'Assets',
  'Settings',
  'Liturgy schedule',
  'Announcements',
  'Subscribers',
  'Sent',
  'Events',
  'Sign-ups',
  // With unread messages: 'Messages (3)'.
  /^Messages( \(\d+\))?$/,
  // With accounts waiting for approval (other spec files register some): 'Users (2)'.
  /^Users( \(\d+\))?$/,
  'Backups',
  'Activity',
  'My account',
];

test('a visitor is sent to /login, remembering the tab; a forged session cookie too', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/dashboard?tab=messages');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%3Ftab%3Dmessages$/);
  await page.goto('/ua/dashboard');
  await expect(page).toHaveURL(/\/ua\/login\?next=%2Fua%2Fdashboard$/);
  // A cookie is present but not a valid session: the page's own check sends the browser away.
  await context.addCookies([
    { name: 'parish.session', value: 'forged.token.value', url: baseURL! },
  ]);
  await page.goto('/dashboard?tab=users');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%3Ftab%3Dusers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff login' })).toBeVisible();
});

test('an invalid session cookie sends the browser to /login on the next call', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page);
  await page.goto('/dashboard?tab=settings');
  await page.evaluate(() => localStorage.setItem('isLoggedIn', 'true'));
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Save settings' }) });
  await expect(form).toBeVisible();
  // The session ends behind the page's back (expired, revoked, tampered with).
  await context.addCookies([{ name: 'parish.session', value: 'no-longer-valid', url: baseURL! }]);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/settings'));
  await form.getByRole('button', { name: 'Save settings' }).click();
  expect((await answer).status()).toBe(401);
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%3Ftab%3Dsettings$/);
  expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();
});

test('sidebar tabs are links with aria-current, usable with the keyboard, and the URL shows the tab', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Dashboard sections' });
  await expect(nav.getByRole('link')).toHaveText(TABS);
  await expect(nav.getByRole('link', { name: 'Bulletins' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Bulletins' })).toBeVisible();

  await nav.getByRole('link', { name: 'Bulletins' }).focus();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Edit Text' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\?tab=text$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Text' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Edit Text' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByRole('link', { name: 'Bulletins' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );

  for (const [name, tab] of [
    ['Assets', 'assets'],
    ['Settings', 'settings'],
    ['Liturgy schedule', 'schedule'],
    ['Announcements', 'announcements'],
    ['Backups', 'backups'],
    ['Messages', 'messages'],
    ['Users', 'users'],
  ] as const) {
    await nav.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`\\?tab=${tab}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  }
  await page.goBack();
  await expect(page).toHaveURL(/\?tab=messages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  // An unknown tab shows the first one.
  await page.goto('/dashboard?tab=nonsense');
  await expect(page.getByRole('heading', { level: 1, name: 'Bulletins' })).toBeVisible();
});

test('no site header or footer; the Ukrainian dashboard is translated', async ({ page }) => {
  await signIn(page);
  await page.goto('/ua/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Розділи панелі керування' });
  await expect(nav.getByRole('link')).toHaveText([
    'Бюлетені',
    'Редагування текстів',
    'Сторінки й меню',
    'Файли',
    'Налаштування',
    'Розклад богослужінь',
    'Оголошення',
    'Підписники',
    'Надіслане',
    'Події',
    'Записи',
    /^Повідомлення( \(\d+\))?$/,
    /^Користувачі( \(\d+\))?$/,
    'Резервні копії',
    'Журнал дій',
    'Мій обліковий запис',
  ]);
  await expect(page.getByText(`Ви увійшли як ${adminCredentials().username}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Вийти' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('sign out clears the flag, revokes the token and returns to /login', async ({
  page,
  context,
}) => {
  await signIn(page);
  await page.goto('/dashboard');
  await page.evaluate(() => localStorage.setItem('isLoggedIn', 'true'));
  const token = (await context.cookies()).find((cookie) => cookie.name === 'parish.session')!.value;
  const logout = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
  await page.getByRole('button', { name: 'Sign out' }).click();
  expect((await logout).status()).toBe(200);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();
  expect((await context.cookies()).some((cookie) => cookie.name === 'parish.session')).toBe(false);
  // The token is dead on the server too, not only forgotten by this browser.
  const me = await page.request.get('/api/auth/me', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(me.status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
});

test('visitors never download dashboard code', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.text().catch(() => ''));
  });
  for (const path of ['/', '/bulletins', '/contact-us', '/parish-history', '/ua']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  // Markers only dashboard islands contain: the endpoints they call and their upload helper.
  for (const marker of [
    '/api/users/',
    '/api/auth/logout',
    '/api/files?dir=images',
    'api/services/',
  ]) {
    expect(
      bodies.filter((body) => body.includes(marker)),
      marker,
    ).toEqual([]);
  }
});
