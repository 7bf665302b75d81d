import { expect, test, type Page } from './support/test';
import { bearerToken, expectNoAxeViolations, openTab, signIn } from './support/staff';
import { signInAsStaff } from './support/editor';

// The parish makes the site its own: the first-day checklist, sample values marked in Settings,
// and the parish's name and tagline in Ukrainian. NOTE: the first test expects the seeded sample
// settings; this file sorts before every spec that saves settings (one worker, files in order).

const checklist = (page: Page) => page.getByRole('region', { name: 'Set up your site' });
const item = (page: Page, name: string | RegExp) =>
  checklist(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name }) });
const form = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: 'Save settings' }) });

let original: Record<string, unknown>;

test.beforeAll(async ({ request }) => {
  original = (await (await request.get('/api/settings')).json()) as Record<string, unknown>;
});

// Other specs read the title: leave the settings as they were.
test.afterAll(async ({ request }) => {
  const headers = await bearerToken(request);
  const restored = await request.put('/api/settings', { headers, data: original });
  expect(restored.status()).toBe(200);
});

test('the dashboard opens on the checklist; its links lead to each place; axe clean in both languages', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'Set up your site' })).toBeVisible();
  // Each item says in words whether it is done.
  await expect(item(page, 'Phone number')).toContainText('Not done yet');
  await expect(item(page, /^Pages with text: \d+\/21$/)).toBeVisible();
  // The home page's samples are on the list too.
  await expect(item(page, 'Tagline on the home page')).toContainText('Not done yet');
  await expect(item(page, 'Patron: name and text')).toContainText('Not done yet');
  await expect(item(page, 'Figures (the parish in numbers)')).toContainText('Not done yet');
  await expect(item(page, /^Sample announcements changed or deleted/)).toBeVisible();
  await expectNoAxeViolations(page);

  await item(page, /^Address$/)
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/dashboard\?tab=settings#settings-address$/);
  await expect(page.getByRole('group', { name: 'Address' })).toBeVisible();
  // Not on the other tabs.
  await expect(page.getByRole('heading', { name: 'Set up your site' })).toHaveCount(0);

  await page.goto('/dashboard');
  await item(page, 'First bulletin').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bulletins' })).toBeVisible();
  await item(page, /^Pages with text/)
    .getByRole('link')
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Text' })).toBeVisible();

  await page.goto('/ua/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'Налаштуйте свій сайт' })).toBeVisible();
  await expect(page.getByText('Ще не зроблено').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the sample note is shown to signed-in staff only, in their language', async ({
  page,
  request,
}) => {
  const note = '(Sample text: change it in the dashboard.)';
  const ukrainianNote = '(Зразок тексту: змініть його в панелі керування.)';
  for (const path of ['/', '/ua']) {
    const html = await (await request.get(path)).text();
    expect(html).not.toContain('Sample text');
    expect(html).not.toContain('Зразок тексту');
  }
  await page.goto('/');
  await expect(page.locator('.site-footer')).toBeVisible();
  await expect(page.getByText(note)).toHaveCount(0);
  // Signed in as the login page leaves it: the session cookie and the logged-in flag.
  await signInAsStaff(page);
  await page.goto('/');
  await expect(page.locator('.site-footer').getByText(note)).toBeVisible();
  await page.goto('/ua');
  await expect(page.locator('.site-footer').getByText(ukrainianNote)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('sample values are marked in Settings until staff save their own', async ({ page }) => {
  await signIn(page);
  await openTab(page, 'settings', 'Settings');
  const phone = form(page).getByLabel('Phone', { exact: true });
  await expect(phone).toHaveAccessibleDescription("Sample value — replace with your parish's");
  await expectNoAxeViolations(page);

  await phone.fill('+1 204 555 0177');
  await form(page).getByRole('button', { name: 'Save settings' }).click();
  await expect(form(page).getByRole('status')).toHaveText('Settings saved!');
  await expect(page.getByText("Sample value — replace with your parish's")).toHaveCount(0);

  // The checklist ticks the phone.
  await page.goto('/dashboard');
  await expect(item(page, 'Phone number')).toContainText('Done');
  await expect(item(page, 'Email address')).toContainText('Not done yet');
});

test('staff write the parish’s name and tagline in Ukrainian; /ua shows them, / stays English', async ({
  page,
}) => {
  const name = `Парафія святого Володимира ${Date.now()}`;
  const englishName = `St. Volodymyr Parish of Winnipeg ${Date.now()}`;
  const tagline = 'Громада, де кожного чекають на молитву.';
  await signIn(page);
  await page.goto('/dashboard');
  await expect(item(page, 'Parish name in every language')).toContainText('Not done yet');
  await openTab(page, 'settings', 'Settings');
  await form(page).getByLabel('Title (English)', { exact: true }).fill(englishName);
  await form(page).getByLabel('Title (Ukrainian)', { exact: true }).fill(name);
  await form(page)
    .getByLabel('Tagline under the parish name (Ukrainian)', { exact: true })
    .fill(tagline);
  await form(page).getByRole('button', { name: 'Save settings' }).click();
  await expect(form(page).getByRole('status')).toHaveText('Settings saved!');

  await page.goto('/dashboard');
  await expect(item(page, 'Parish name in every language')).toContainText('Done');

  await page.goto('/ua');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText(tagline)).toBeVisible();
  await expect(page).toHaveTitle(name);
  await expectNoAxeViolations(page);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishName);
  await expect(page.getByText(tagline)).toHaveCount(0);
});
