import { expect, test, type APIRequestContext, type Page } from './support/test';
import { makeTestPdf } from '../support/make-pdf';
import { bearerToken } from './support/staff';
import { at, english, ukrainian } from './support/site';

// The public bulletins archive: 6 cards a page, numbered pages in the URL, localized dates.

interface Bulletin {
  id: string;
  title: string;
  date: string;
  fileUrl: string;
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const pager = (page: Page, label: string) => page.getByRole('navigation', { name: label });

async function deleteAllBulletins(request: APIRequestContext, headers: Record<string, string>) {
  const all = (await (await request.get('/api/bulletins')).json()) as Bulletin[];
  for (const bulletin of all) {
    const response = await request.delete(`/api/bulletins/${bulletin.id}`, { headers });
    expect(response.status()).toBe(204);
  }
}

test.describe.configure({ mode: 'serial' });

test('an empty archive says so, in both languages', async ({ page, request }) => {
  await deleteAllBulletins(request, await bearerToken(request));
  await page.goto('/bulletins');
  await expect(page.getByText('No bulletins found')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await page.goto(at(ukrainian, '/bulletins'));
  await expect(page.getByText('Бюлетенів не знайдено')).toBeVisible();
});

test('13 bulletins: pages of 6, 6 and 1, with previous/next and numbered buttons in the URL', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = await bearerToken(request);
  await deleteAllBulletins(request, headers);
  const pdf = makeTestPdf({ heading: 'Parish bulletin' });
  // Dates one week apart, oldest first; the list shows the newest first.
  const created: Bulletin[] = [];
  for (let n = 1; n <= 13; n += 1) {
    const date = new Date(Date.UTC(2026, 0, 4 + 7 * (n - 1))).toISOString().slice(0, 10);
    const response = await request.post('/api/bulletins', {
      headers,
      multipart: {
        title: `Bulletin ${String(n).padStart(2, '0')}`,
        description: n % 2 ? `Announcements for week ${n}` : '',
        date,
        label: n === 13 ? 'Special' : 'Weekly',
        file: { name: `bulletin-${n}.pdf`, mimeType: 'application/pdf', buffer: pdf },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    created.push((await response.json()) as Bulletin);
  }
  const newestFirst = [...created].reverse();

  // Page 1: the six newest, Previous disabled, pages 1-3 with 1 current.
  await page.goto('/bulletins');
  await expect(cards(page)).toHaveCount(6);
  await expect(cards(page).getByRole('heading')).toHaveText(
    newestFirst.slice(0, 6).map((b) => b.title),
  );
  const nav = pager(page, 'Bulletin pages');
  await expect(nav.getByRole('link', { name: /^Page \d$/ })).toHaveText(['1', '2', '3']);
  await expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: /Previous/ })).toHaveCount(0);
  await expect(nav.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');

  // A card: label, date in English, title, description, a preview and View in a new tab.
  const first = cards(page).first();
  await expect(first.getByText('Special', { exact: true })).toBeVisible();
  await expect(first.locator('time')).toHaveText('March 29, 2026');
  await expect(first.locator('time')).toHaveAttribute('datetime', '2026-03-29');
  await expect(first.getByText('Announcements for week 13')).toBeVisible();
  await expect(first.locator('img, .bulletin-card__placeholder')).toHaveCount(1);
  const view = first.getByRole('link', { name: /^View/ });
  await expect(view).toHaveAttribute('href', newestFirst[0]!.fileUrl);
  await expect(view).toHaveAttribute('target', '_blank');
  const [popup] = await Promise.all([page.waitForEvent('popup'), view.click()]);
  expect(new URL(popup.url()).pathname).toBe(newestFirst[0]!.fileUrl);
  await popup.close();

  // Next, then a numbered button, then Previous: the page number travels in the URL.
  await nav.getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(/\/bulletins\?page=2$/);
  await expect(cards(page)).toHaveCount(6);
  await expect(cards(page).getByRole('heading')).toHaveText(
    newestFirst.slice(6, 12).map((b) => b.title),
  );
  await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(/\/bulletins\?page=3$/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByRole('heading')).toHaveText([newestFirst[12]!.title]);
  await expect(nav.getByRole('link', { name: /Next/ })).toHaveCount(0);
  await expect(nav.getByText('Next')).toHaveAttribute('aria-disabled', 'true');

  await nav.getByRole('link', { name: /Previous/ }).click();
  await expect(page).toHaveURL(/\/bulletins\?page=2$/);
  await nav.getByRole('link', { name: 'Page 1' }).click();
  await expect(page).toHaveURL(/\/bulletins$/);
  await expect(cards(page)).toHaveCount(6);

  // Every page is server-rendered at its own address; past the last page is a 404.
  const direct = await page.goto('/bulletins?page=3');
  expect(direct?.status()).toBe(200);
  await expect(cards(page)).toHaveCount(1);
  expect((await page.goto('/bulletins?page=4'))?.status()).toBe(404);

  // Ukrainian: same pages, Ukrainian labels and dates.
  await page.goto(at(ukrainian, '/bulletins?page=3'));
  await expect(cards(page)).toHaveCount(1);
  const ukNav = pager(page, 'Сторінки бюлетенів');
  await expect(ukNav.getByRole('link', { name: 'Сторінка 3' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const expectedDate = new Intl.DateTimeFormat('uk', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(newestFirst[12]!.date),
  );
  await expect(cards(page).first().locator('time')).toHaveText(expectedDate);
  await expect(
    cards(page)
      .first()
      .getByRole('link', { name: /^Переглянути/ }),
  ).toBeVisible();
  await ukNav.getByRole('link', { name: /Попередня/ }).click();
  await expect(page).toHaveURL(/\/ua\/bulletins\?page=2$/);
  await expect(cards(page)).toHaveCount(6);

  // A deleted bulletin disappears on the next request (the cached pages are refreshed).
  const removed = await request.delete(`/api/bulletins/${newestFirst[0]!.id}`, { headers });
  expect(removed.status()).toBe(204);
  await page.goto(at(english, '/bulletins'));
  await expect(cards(page).getByRole('heading').first()).toHaveText(newestFirst[1]!.title);
  await expect(pager(page, 'Bulletin pages').getByRole('link', { name: /^Page \d$/ })).toHaveText([
    '1',
    '2',
  ]);
  expect((await page.goto('/bulletins?page=3'))?.status()).toBe(404);
});
