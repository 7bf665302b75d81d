import { randomBytes } from 'node:crypto';
import { expect, test } from './support/test';
import { makeTestPdf } from '../support/make-pdf';
import { bearerToken, expectNoAxeViolations } from './support/staff';
import { at, english, languages, ukrainian } from './support/site';

// The site search: the header's box (a plain GET form, keyboard only), the results page with the
// matching words marked, pages of ten, both languages, no axe violations.

const word = `kolach${randomBytes(3).toString('hex')}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const headers = await bearerToken(request);
  // Eleven bulletins that share the word only inside their PDF: two pages of results.
  for (let n = 1; n <= 11; n += 1) {
    const response = await request.post('/api/bulletins', {
      headers,
      multipart: {
        title: `Search bulletin ${String(n).padStart(2, '0')}`,
        date: new Date(Date.UTC(2026, 0, n)).toISOString().slice(0, 10),
        label: 'Weekly',
        file: {
          name: `b${n}.pdf`,
          mimeType: 'application/pdf',
          buffer: makeTestPdf({ heading: `Blessing of ${word} bread` }),
        },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
});

for (const language of languages) {
  test(`search from the header with the keyboard, results marked and paged (${language.lang})`, async ({
    page,
  }) => {
    const t =
      language === english
        ? {
            box: 'Search the site',
            results: '11 results',
            next: 'Next',
            pager: 'Search result pages',
          }
        : {
            box: 'Пошук на сайті',
            results: '11 результатів',
            next: 'Наступна',
            pager: 'Сторінки результатів пошуку',
          };
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(at(language, '/'));
    const box = page.getByRole('banner').getByRole('searchbox', { name: t.box });
    await box.focus();
    await page.keyboard.type(word);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${at(language, '/search')}\\?q=${word}$`));
    await expect(page.getByRole('main').getByRole('status')).toContainText(t.results);
    const results = page.getByRole('main').locator('ol > li');
    await expect(results).toHaveCount(10);
    await expect(results.first().locator('mark')).toHaveText(word);
    await expect(results.first().getByRole('link')).toHaveAttribute(
      'href',
      /\/uploads\/bulletins\//,
    );
    // The box on the results page keeps the query.
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue(word);
    await expectNoAxeViolations(page);
    await page
      .getByRole('navigation', { name: t.pager })
      .getByRole('link', { name: t.next })
      .click();
    await expect(page).toHaveURL(new RegExp(`page=2$`));
    await expect(results).toHaveCount(1);
  });
}

test('works without JavaScript, and says so when nothing matches', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(at(ukrainian, '/search'));
  await expect(page.getByText('Введіть одне-два слова')).toBeVisible();
  await page.getByRole('main').getByRole('searchbox').fill(`nothing${word}`);
  await page.getByRole('main').getByRole('button', { name: 'Шукати' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('нічого не знайдено');
  await page.getByRole('main').getByRole('searchbox').fill(word);
  await page.getByRole('main').getByRole('searchbox').press('Enter');
  await expect(page.getByRole('main').locator('mark').first()).toHaveText(word);
  // (axe needs JavaScript in the page; the same page is checked with it above.)
  await context.close();
});
