import { expect, test, type Page } from './support/test';
import { pageSettled } from './support/settle';
import { at, english, languages, ukrainian } from './support/site';

// The fixed navigation bar (hide on scroll, dropdowns, mobile menu) and the language switcher.

const header = (page: Page) => page.getByRole('banner');
const nav = (page: Page, language: { lang: string }) =>
  page.getByRole('navigation', {
    name: language.lang === 'en' ? 'Main navigation' : 'Головна навігація',
  });

const labels = {
  en: {
    liturgy: 'Liturgy',
    all: 'All liturgy pages',
    first: 'Divine Liturgy',
    about: 'About',
    menu: 'Menu',
  },
  uk: {
    liturgy: 'Богослуження',
    all: 'Усі сторінки про богослуження',
    first: 'Божественна Літургія',
    about: 'Про нас',
    menu: 'Меню',
  },
};

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

for (const language of languages) {
  const text = labels[language.lang];

  test.describe(`navigation (${language.lang})`, () => {
    test('the bar hides after 50 px of scrolling down and comes back on scrolling up', async ({
      page,
    }) => {
      await page.goto(at(language, '/'));
      await expect(header(page)).toBeInViewport();
      await scrollTo(page, 40);
      await pageSettled(page);
      await expect(header(page)).toHaveAttribute('data-hidden', 'false');
      await scrollTo(page, 600);
      await expect(header(page)).toHaveAttribute('data-hidden', 'true');
      await expect(header(page)).not.toBeInViewport();
      await scrollTo(page, 450);
      await expect(header(page)).toHaveAttribute('data-hidden', 'false');
      await expect(header(page)).toBeInViewport();
    });

    test('a dropdown works with the keyboard alone', async ({ page }) => {
      await page.goto(at(language, '/'));
      const button = nav(page, language).getByRole('button', { name: text.liturgy });
      const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();

      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('link')).toHaveCount(10);
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();

      // ArrowDown opens and moves into the menu; arrows move, Enter follows the link.
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('link', { name: text.all })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('link', { name: text.first })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${at(language, '/liturgy/divine-liturgy')}$`));
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      // Tabbing out of an open menu closes it.
      await button.focus();
      await page.keyboard.press('Space');
      await expect(menu).toBeVisible();
      for (let i = 0; i < 11; i += 1) await page.keyboard.press('Tab');
      await expect(menu).toBeHidden();
    });

    test('a dropdown opens on hover with a mouse', async ({ page }) => {
      await page.goto(at(language, '/'));
      const item = nav(page, language)
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: text.about }) });
      await expect(item.getByRole('list')).toBeHidden();
      await item.getByRole('button').hover();
      await expect(item.getByRole('list')).toBeVisible();
    });

    test('on a phone the menu collapses behind a Menu button', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(at(language, '/'));
      const toggle = page.getByRole('button', { name: text.menu });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(nav(page, language)).toBeHidden();

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(nav(page, language)).toBeVisible();
      const liturgy = nav(page, language).getByRole('button', { name: text.liturgy });
      await liturgy.click();
      await nav(page, language).getByRole('link', { name: text.first }).click();
      await expect(page).toHaveURL(new RegExp(`${at(language, '/liturgy/divine-liturgy')}$`));
      // Arriving on the new page closes the menu.
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(nav(page, language)).toBeHidden();
    });
  });
}

test.describe('language switcher', () => {
  test('English to Ukrainian: overlay for a second, same page, choice kept in localStorage and a cookie', async ({
    page,
    context,
  }) => {
    await page.goto('/bulletins?page=1');
    const switcher = page.getByRole('button', { name: 'Українська', exact: true });
    await expect(switcher).toHaveText('Українська');
    await expect(switcher).toHaveAttribute('lang', 'uk');
    const box = await switcher.boundingBox();
    const viewport = page.viewportSize()!;
    // Fixed at the top right.
    expect(box!.y).toBeLessThan(30);
    expect(viewport.width - (box!.x + box!.width)).toBeLessThan(30);

    const started = Date.now();
    await switcher.click();
    await expect(page.getByRole('status').filter({ hasText: 'Translating...' })).toBeVisible();
    await page.waitForURL('**/ua/bulletins?page=1');
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Бюлетені');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ua');
    expect((await context.cookies()).find((cookie) => cookie.name === 'language')?.value).toBe(
      'ua',
    );

    // The choice survives a reload, and an unprefixed address now lands in Ukrainian.
    await page.reload();
    await expect(page).toHaveURL(/\/ua\/bulletins\?page=1$/);
    await page.goto('/contact-us');
    await expect(page).toHaveURL(/\/ua\/contact-us$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/ua$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  });

  test('Ukrainian back to English, and English stays chosen', async ({ page, context }) => {
    await page.goto(at(ukrainian, '/liturgy/divine-liturgy'));
    const switcher = page.getByRole('button', { name: 'English', exact: true });
    await expect(switcher).toHaveAttribute('lang', 'en');
    await switcher.click();
    await expect(page.getByRole('status').filter({ hasText: 'Змінюємо мову…' })).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/liturgy/divine-liturgy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    expect((await context.cookies()).find((cookie) => cookie.name === 'language')?.value).toBe(
      'en',
    );
    await page.reload();
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.locator('html')).toHaveAttribute('lang', english.lang);
  });

  test('from the home page the switch lands on the other home page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Українська' }).click();
    await page.waitForURL(/\/ua$/);
    await page.getByRole('button', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
