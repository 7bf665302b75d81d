import { expect, test, type Page } from './support/test';
import {
  bearerToken,
  expectNoAxeViolations,
  openTab,
  signIn,
  adminCredentials,
} from './support/staff';

const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});
const row = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('lists every editable page with its status per language and edit links for both', async ({
  page,
}) => {
  await openTab(page, 'text', 'Edit Text');
  await expect(page.getByText('Text Editor Unavailable')).toHaveCount(0);
  for (const caption of ['About', 'Liturgy', 'Ministries & Groups']) {
    await expect(page.getByRole('table', { name: caption })).toBeVisible();
  }
  // The specification's 3 about pages, 9 liturgy pages and 9 ministry pages, and any page staff
  // added (other browser tests add some).
  const rows = async (caption: string) =>
    page.getByRole('table', { name: caption }).getByRole('rowheader').allTextContents();
  expect(await rows('About')).toEqual(
    expect.arrayContaining(['Parish History', 'Why Ukrainian Catholic?', 'District Parishes']),
  );
  expect((await rows('Liturgy')).length).toBeGreaterThanOrEqual(9);
  expect(await rows('Liturgy')).toEqual(expect.arrayContaining(['Divine Liturgy', 'Blessings']));
  expect((await rows('Ministries & Groups')).length).toBeGreaterThanOrEqual(9);
  const choir = row(page, 'Parish Choir');
  await expect(choir.getByRole('link', { name: 'Edit in English: Parish Choir' })).toHaveAttribute(
    'href',
    '/ministries-and-groups/parish-choir?edit=1',
  );
  await expect(
    choir.getByRole('link', { name: 'Edit in Ukrainian: Parish Choir' }),
  ).toHaveAttribute('href', '/ua/ministries-and-groups/parish-choir?edit=1');
});

test('statuses follow the edits: both saved, then the English only makes Ukrainian out of date', async ({
  page,
  request,
}) => {
  const headers = await bearerToken(request);
  const slug = 'youth-ministry';
  const put = async (en: string, ua: string) => {
    const current = (await (await request.get(`/api/content/${slug}`)).json()) as {
      version: number;
    } | null;
    const response = await request.put(`/api/content/${slug}`, {
      headers,
      data: {
        title: { en: 'Youth Ministry', ua: 'Молодіжне служіння' },
        content: { en: doc(en), ua: doc(ua) },
        version: current?.version ?? 0,
      },
    });
    expect(response.status(), await response.text()).toBe(200);
  };

  await put('Our youth ministry.', 'Молодіжне служіння парафії.');
  await openTab(page, 'text', 'Edit Text');
  const youth = row(page, 'Youth Ministry');
  const [english, ukrainian] = [youth.getByRole('cell').nth(0), youth.getByRole('cell').nth(1)];
  await expect(english).toContainText('Up to date');
  await expect(ukrainian).toContainText('Up to date');
  await expect(english).toContainText(`Last edited by ${adminCredentials().username}`);

  await put('Parishes of our youth, with new Sunday times.', 'Молодіжне служіння парафії.');
  await page.reload();
  await expect(english).toContainText('Up to date');
  await expect(ukrainian).toContainText('Out of date');

  await put(
    'Parishes of our youth, with new Sunday times.',
    'Молодіжне служіння парафії, з новим розкладом.',
  );
  await page.reload();
  await expect(ukrainian).toContainText('Up to date');
});

test('a page never given Ukrainian text shows it as missing; the link opens the editor in that language', async ({
  page,
}) => {
  await openTab(page, 'text', 'Edit Text');
  // What the login form does after signing in: the editor island looks for this flag.
  await page.evaluate(() => localStorage.setItem('isLoggedIn', 'true'));
  const sacraments = row(page, 'Adult Faith Ministry');
  // Only the seeded placeholder ('Start typing here...') in English: missing there too.
  await expect(sacraments.getByRole('cell').nth(0)).toContainText('Missing');
  await expect(sacraments.getByRole('cell').nth(1)).toContainText('Missing');
  await expect(sacraments.getByRole('cell').nth(1)).toContainText('Not edited yet');
  await sacraments.getByRole('link', { name: 'Edit in Ukrainian: Adult Faith Ministry' }).click();
  await expect(page).toHaveURL(/\/ua\/ministries-and-groups\/adult-faith-ministry/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  // The editor island honours ?edit=1: the page opens in edit mode.
  await expect(page.getByPlaceholder('Введіть заголовок сторінки')).toBeVisible({
    timeout: 15_000,
  });
});

test('in Ukrainian, with no axe violations in either language', async ({ page }) => {
  await openTab(page, 'text', 'Edit Text');
  await expectNoAxeViolations(page);
  await openTab(page, 'text', 'Редагування текстів', '/ua');
  await expect(page.getByRole('columnheader', { name: 'Українська' }).first()).toBeVisible();
  await expect(
    row(page, 'Історія парафії').getByRole('link', {
      name: 'Редагувати українською: Історія парафії',
    }),
  ).toHaveAttribute('href', '/ua/parish-history?edit=1');
  await expectNoAxeViolations(page);
});
