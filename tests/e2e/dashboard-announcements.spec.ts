import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { bearerToken, expectNoAxeViolations, openTab, signIn } from './support/staff';

interface Announcement {
  id: string;
  title: { en: string; ua: string };
  sortOrder: number | null;
}

const addForm = (page: Page) => page.getByRole('form', { name: 'Add an announcement' });
const list = (page: Page) => page.getByRole('list').filter({ has: page.getByRole('article') });
const item = (page: Page, title: string) =>
  list(page).getByRole('article', { name: new RegExp(title) });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ }).first();
const homeCards = (page: Page) => page.locator('.updates__list').getByRole('listitem');

async function all(request: APIRequestContext): Promise<Announcement[]> {
  const headers = await bearerToken(request);
  return (await (
    await request.get('/api/announcements?all=1', { headers })
  ).json()) as Announcement[];
}

/** Deletes what a test made and unpins everything, so the seeded cards lead the home page again. */
async function cleanUp(request: APIRequestContext, titles: string[]) {
  const headers = await bearerToken(request);
  for (const entry of await all(request)) {
    if (titles.includes(entry.title.en))
      await request.delete(`/api/announcements/${entry.id}`, { headers });
    else if (entry.sortOrder !== null)
      await request.put(`/api/announcements/${entry.id}`, { headers, data: { sortOrder: null } });
  }
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('staff add, publish, edit, reorder and delete an announcement; the home page follows in both languages', async ({
  page,
  request,
}) => {
  const tag = randomBytes(3).toString('hex');
  const first = `Parish picnic ${tag}`;
  const renamed = `Parish picnic and concert ${tag}`;
  const newer = `Choir rehearsal ${tag}`;
  try {
    await openTab(page, 'announcements', 'Announcements');
    const form = addForm(page);
    await form.getByRole('button', { name: 'Add announcement' }).click();
    await expect(status(page)).toHaveText('A title in English and a date are required.');

    await form.getByLabel('Title (English)').fill(first);
    await form.getByLabel('Title (Ukrainian)').fill(`Парафіяльний пікнік ${tag}`);
    await form.getByLabel('Subtitle or date line (English)').fill('Sunday after Liturgy');
    await form.getByLabel('Subtitle or date line (Ukrainian)').fill('Неділя після Літургії');
    await form.getByLabel('Text (English)').fill('Bring a dish to share.');
    await form.getByLabel('Text (Ukrainian)').fill('Принесіть страву для всіх.');
    await form.getByLabel('Date', { exact: true }).fill('2099-05-01');
    await form.getByLabel('Published: show it on the home page').uncheck();
    await form.getByRole('button', { name: 'Add announcement' }).click();
    await expect(status(page)).toHaveText('Announcement added.');
    await expect(form.getByLabel('Title (English)')).toHaveValue('');
    await expect(item(page, first)).toContainText(`Парафіяльний пікнік ${tag}`);
    await expect(item(page, first)).toContainText('Not published');

    await page.goto('/');
    await expect(page.getByText(first)).toHaveCount(0);
    await openTab(page, 'announcements', 'Announcements');
    await page.getByRole('button', { name: `Publish ${first}` }).click();
    await expect(status(page)).toHaveText('Announcement published.');
    await expect(page.getByRole('button', { name: `Unpublish ${first}` })).toBeVisible();
    await page.goto('/');
    await expect(homeCards(page).first()).toContainText(first);
    await expect(homeCards(page).first()).toContainText('Bring a dish to share.');
    await page.goto('/ua');
    await expect(homeCards(page).first()).toContainText(`Парафіяльний пікнік ${tag}`);
    await expect(homeCards(page).first()).toContainText('Неділя після Літургії');

    // Edit: Cancel keeps it; Save changes it.
    await openTab(page, 'announcements', 'Announcements');
    await page.getByRole('button', { name: `Edit ${first}` }).click();
    const editor = page.getByRole('form', { name: `Edit ${first}` });
    await editor.getByLabel('Title (English)').fill('');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(status(page)).toHaveText('A title in English and a date are required.');
    await editor.getByLabel('Title (English)').fill(renamed);
    await editor.getByLabel('Title (Ukrainian)').fill(`Парафіяльний пікнік і концерт ${tag}`);
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(status(page)).toHaveText('Announcement saved.');
    await expect(item(page, renamed)).toBeVisible();

    // A newer announcement comes first; moving ours up keeps it above, on the home page too.
    const headers = await bearerToken(request);
    const created = await request.post('/api/announcements', {
      headers,
      data: { title: { en: newer, ua: '' }, date: '2099-06-01', published: true },
    });
    expect(created.status()).toBe(201);
    await page.reload();
    const titles = list(page).getByRole('heading', { level: 3 });
    await expect(titles.nth(0)).toContainText(newer);
    await expect(titles.nth(1)).toContainText(renamed);
    await page.getByRole('button', { name: `Move up: ${renamed}` }).click();
    await expect(status(page)).toHaveText('Order saved.');
    await expect(titles.nth(0)).toContainText(renamed);
    await expect(titles.nth(1)).toContainText(newer);
    await expect(page.getByRole('button', { name: `Move up: ${renamed}` })).toBeDisabled();
    await expect(item(page, renamed)).toContainText('Kept in place');
    await page.goto('/');
    await expect(homeCards(page).nth(0)).toContainText(renamed);
    await expect(homeCards(page).nth(1)).toContainText(newer);
    await page.goto('/ua');
    await expect(homeCards(page).nth(0)).toContainText(`Парафіяльний пікнік і концерт ${tag}`);
    // No Ukrainian title: the English one stands in.
    await expect(homeCards(page).nth(1)).toContainText(newer);

    await openTab(page, 'announcements', 'Announcements');
    await page.getByRole('button', { name: 'Order by date again' }).click();
    await expect(status(page)).toHaveText('Announcements are ordered by date again, newest first.');
    await expect(titles.nth(0)).toContainText(newer);

    // Delete asks first.
    const dialogs: string[] = [];
    page.once('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    await expect(item(page, renamed)).toBeVisible();
    page.once('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    await expect(status(page)).toHaveText('Announcement deleted.');
    await expect(item(page, renamed)).toHaveCount(0);
    expect(dialogs).toEqual([
      `Delete the announcement “${renamed}”?`,
      `Delete the announcement “${renamed}”?`,
    ]);
    await page.goto('/');
    await expect(page.getByText(renamed)).toHaveCount(0);
    await page.goto('/ua');
    await expect(page.getByText(`Парафіяльний пікнік і концерт ${tag}`)).toHaveCount(0);
  } finally {
    await cleanUp(request, [first, renamed, newer]);
  }
});

test('the home page shows the seeded announcements in both languages', async ({ page }) => {
  await page.goto('/');
  await expect(homeCards(page)).toHaveCount(3);
  await expect(homeCards(page).nth(0)).toContainText('Easter Celebration');
  await expect(homeCards(page).nth(1)).toContainText('Youth Group');
  await expect(homeCards(page).nth(2)).toContainText('Community Outreach');
  await page.goto('/ua');
  await expect(homeCards(page).nth(0)).toContainText('Святкування Великодня');
  await expect(homeCards(page).nth(1)).toContainText('Молодіжна група');
  await expect(homeCards(page).nth(2)).toContainText('Допомога громаді');
});

test('the Messages tab counts unread messages, and the count follows Mark as read', async ({
  page,
  request,
}) => {
  const tag = randomBytes(3).toString('hex');
  const bytes = randomBytes(3);
  const sent = await request.post('/api/contact', {
    headers: { 'x-forwarded-for': `10.${bytes[0]}.${bytes[1]}.${bytes[2]}` },
    data: { name: `Unread ${tag}`, email: 'v@example.org', subject: 'general', message: 'Hello' },
  });
  expect(sent.status()).toBe(201);
  await openTab(page, 'messages', 'Messages');
  const tab = page.getByRole('navigation').getByRole('link', { name: /^Messages/ });
  const unread = async () => {
    const name = (await tab.textContent()) ?? '';
    return Number(/\((\d+)\)/.exec(name)?.[1] ?? 0);
  };
  const before = await unread();
  expect(before).toBeGreaterThan(0);
  await expect(tab).toHaveAccessibleName(`Messages, ${before} unread`);
  await page
    .getByRole('article', { name: new RegExp(`Unread ${tag}`) })
    .getByRole('button', { name: 'Mark as read' })
    .click();
  await expect(page.getByText('Marked as read.')).toBeVisible();
  if (before > 1) await expect(tab).toHaveAccessibleName(`Messages, ${before - 1} unread`);
  else await expect(tab).toHaveAccessibleName('Messages');
  await expectNoAxeViolations(page);
  await openTab(page, 'messages', 'Повідомлення', '/ua');
  await expectNoAxeViolations(page);
});

test('no axe violations in either language', async ({ page }) => {
  await openTab(page, 'announcements', 'Announcements');
  await expectNoAxeViolations(page);
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await expectNoAxeViolations(page);
  await openTab(page, 'announcements', 'Оголошення', '/ua');
  await expect(page.getByRole('form', { name: 'Додати оголошення' })).toBeVisible();
  await expect(page.getByLabel('Заголовок (англійською)')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the home page with announcements, one with a picture, has no axe violations in either language', async ({
  page,
  request,
}) => {
  const title = `Blessing of the new icon ${randomBytes(3).toString('hex')}`;
  const headers = await bearerToken(request);
  const created = await request.post('/api/announcements', {
    headers,
    data: {
      title: { en: title, ua: `Освячення нової ікони` },
      body: { en: 'After the Divine Liturgy.', ua: 'Після Божественної Літургії.' },
      imageUrl: '/uploads/images/new-icon.webp',
      date: '2099-06-01',
      published: true,
    },
  });
  expect(created.status()).toBe(201);
  try {
    for (const path of ['/', '/ua']) {
      await page.goto(path);
      await expect(homeCards(page).first().locator('img')).toHaveAttribute('alt', '');
      await expectNoAxeViolations(page);
    }
  } finally {
    await cleanUp(request, [title]);
  }
});
