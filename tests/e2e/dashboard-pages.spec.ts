import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { bearerToken, expectNoAxeViolations, openTab, signIn } from './support/staff';
import { blockOutsideRequests, editorArea, openEditor, signInAsStaff } from './support/editor';

// Issue 25 in the browser: staff add a page under About in the 'Pages and menu' tab, write it in
// place, see it in the header menu in both languages, reorder it with the keyboard, rename and
// retire it; the editor saves a draft that visitors do not see and the preview shows.

// The browser tests share one site: every page a test here adds is retired after it, so the
// menus and landing pages other spec files count stay as seeded.
test.afterEach(async ({ request }) => {
  const headers = await bearerToken(request);
  const pages = (await (await request.get('/api/pages')).json()) as { id: string; slug: string }[];
  for (const page of pages.filter((entry) => /-[0-9a-f]{6}$/.test(entry.slug))) {
    const retired = await request.delete(`/api/pages/${page.id}`, { headers });
    expect(retired.status()).toBe(200);
  }
});

const addForm = (page: Page) => page.getByRole('form', { name: 'Add a page' });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ }).first();

test('create, write, menu in both languages, reorder by keyboard, rename (308) and retire (410)', async ({
  page,
  browser,
}) => {
  await signInAsStaff(page);
  await blockOutsideRequests(page);
  await openTab(page, 'pages', 'Pages and menu');
  await expectNoAxeViolations(page);

  const tag = randomBytes(3).toString('hex');
  const slug = `pysanka-workshop-2026-${tag}`;
  const form = addForm(page);
  await form.getByLabel('Name (English)').fill(`Pysanka workshop 2026 ${tag}`);
  await form.getByLabel('Name (Ukrainian)').fill(`Майстерня писанки 2026 ${tag}`);
  // The address is suggested from the name (issue 38).
  await expect(form.getByLabel('Address')).toHaveValue(slug);
  await form.getByLabel('Address').fill(slug);
  await form.getByLabel('Section').selectOption('about-us');
  await form.getByRole('button', { name: 'Add page' }).click();
  await expect(status(page)).toHaveText('Page added.');
  const item = page.getByRole('article').filter({ hasText: `Pysanka workshop 2026 ${tag}` });
  await expect(item).toBeVisible();

  // Its text, written in place on its own address.
  await openEditor(page, `/about-us/${slug}`);
  await editorArea(page).fill('Bring an egg, we bring the wax.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.locator('.rich-text')).toContainText('Bring an egg, we bring the wax.');

  // A visitor (no session) finds it in the header's About menu, in both languages.
  const visitor = await browser.newPage();
  await visitor.goto('/');
  await visitor.getByRole('button', { name: /^About/ }).click();
  const menu = visitor.getByRole('navigation', { name: 'Main navigation' });
  await menu.getByRole('link', { name: `Pysanka workshop 2026 ${tag}` }).click();
  await expect(visitor).toHaveURL(new RegExp(`/about-us/${slug}$`));
  await expect(visitor.locator('.rich-text')).toContainText('Bring an egg');
  // Search finds it by a word of its text; the sitemap lists it in both languages.
  await visitor.goto('/search?q=wax');
  await expect(
    visitor.getByRole('main').getByRole('link', { name: `Pysanka workshop 2026 ${tag}` }),
  ).toHaveAttribute('href', `/about-us/${slug}`);
  const sitemap = await (await visitor.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/about-us/${slug}</loc>`);
  expect(sitemap).toContain(`/ua/about-us/${slug}</loc>`);
  await visitor.goto('/ua');
  await visitor.getByRole('button', { name: /^Про/ }).click();
  await expect(
    visitor
      .getByRole('navigation', { name: 'Головна навігація' })
      .getByRole('link', { name: `Майстерня писанки 2026 ${tag}` }),
  ).toHaveAttribute('href', `/ua/about-us/${slug}`);

  // Reorder with the keyboard: up moves it before the page above it in About.
  await openTab(page, 'pages', 'Pages and menu');
  const up = page.getByRole('button', { name: `Move up: Pysanka workshop 2026 ${tag}` });
  const aboutList = page.getByRole('region', { name: 'About' }).getByRole('article');
  const before = await aboutList.count();
  if (before > 1) {
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText('Order saved.');
    await expect(aboutList.nth(before - 2)).toContainText(`Pysanka workshop 2026 ${tag}`);
  }

  // Rename: the old address leads to the new one.
  await item.getByRole('button', { name: /^Rename or move/ }).click();
  const edit = page.getByRole('form', { name: `Rename or move: Pysanka workshop 2026 ${tag}` });
  await edit.getByLabel('Address').fill(`pysanka-${tag}`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(status(page)).toHaveText('Page saved.');
  const moved = await visitor.request.get(`/about-us/${slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  await visitor.goto(`/ua/about-us/${slug}`);
  await expect(visitor).toHaveURL(new RegExp(`/ua/about-us/pysanka-${tag}$`));

  // Retire: the address answers 410 with a page in the visitor's language.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Retire: Pysanka workshop 2026 ${tag}` }).click();
  await expect(status(page)).toHaveText('Page retired.');
  const gone = await visitor.goto(`/ua/about-us/pysanka-${tag}`);
  expect(gone?.status()).toBe(410);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Цієї сторінки більше немає');

  // Adding a page at its address says so and offers to bring the retired one back (issue 38).
  await form.getByLabel('Name (English)').fill(`Another ${tag}`);
  await form.getByLabel('Address').fill(`pysanka-${tag}`);
  await form.getByLabel('Section').selectOption('about-us');
  await form.getByRole('button', { name: 'Add page' }).click();
  await expect(status(page)).toHaveText(
    `The retired page “Pysanka workshop 2026 ${tag}” has the address pysanka-${tag}. Bring it back, or choose another address.`,
  );
  await page.getByRole('button', { name: `Bring back “Pysanka workshop 2026 ${tag}”` }).click();
  await expect(status(page)).toHaveText('The page is back at its address and in the menu.');
  expect((await visitor.request.get(`/about-us/pysanka-${tag}`)).status()).toBe(200);
  // A reserved address is named as such.
  await form.getByLabel('Address').fill('bulletins');
  await form.getByLabel('Section').selectOption('');
  await form.getByRole('button', { name: 'Add page' }).click();
  await expect(status(page)).toHaveText(
    'bulletins is one of the site’s own addresses. Choose another address.',
  );
  await visitor.close();
});

test('the tab in Ukrainian has no axe violations', async ({ page }) => {
  await signIn(page);
  await openTab(page, 'pages', 'Сторінки й меню', '/ua');
  const form = page.getByRole('form', { name: 'Додати сторінку' });
  await expect(form).toBeVisible();
  // A language by the form the label needs (GLOSSARY.md, rule 5), never its display name.
  await expect(form.getByLabel('Назва (англійською)', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Назва (українською)', { exact: true })).toBeVisible();
  await expect(page.getByText(/\((Англійська|Українська)\)/)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a draft stays out of the public page, shows in the preview, and is published by Save', async ({
  page,
  browser,
  request,
}) => {
  const tag = randomBytes(3).toString('hex');
  const slug = `draft-${tag}`;
  const headers = await bearerToken(request);
  const created = await request.post('/api/pages', {
    headers,
    data: {
      slug,
      section: 'liturgy',
      title: { en: `Draft page ${tag}`, ua: '' },
      showInMenu: true,
    },
  });
  expect(created.status()).toBe(201);
  await signInAsStaff(page);
  await blockOutsideRequests(page);
  await openEditor(page, `/liturgy/${slug}`);
  await editorArea(page).fill('Published words.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.locator('.rich-text')).toContainText('Published words.');

  await page.getByRole('button', { name: 'Edit page' }).click();
  await editorArea(page).fill('Draft words.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved. Visitors still see the published page.')).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(`/liturgy/${slug}`);
  await expect(visitor.locator('.rich-text')).toContainText('Published words.');
  await expect(visitor.locator('body')).not.toContainText('Draft words.');
  await visitor.close();

  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Preview' }).click(),
  ]);
  await expect(preview).toHaveURL(new RegExp(`/dashboard/preview/${slug}$`));
  await expect(preview.locator('.rich-text')).toContainText('Draft words.');
  // The preview leads back to the editor (issue 38).
  await expect(preview.getByRole('link', { name: 'Back to the editor' })).toHaveAttribute(
    'href',
    `/liturgy/${slug}?edit`,
  );
  await preview.close();

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.locator('.rich-text')).toContainText('Draft words.');
  const draft = await request.get(`/api/content/${slug}?draft=1`, { headers });
  expect(await draft.text()).toBe('null');

  // A new draft is published from its preview, in one click.
  await page.getByRole('button', { name: 'Edit page' }).click();
  await editorArea(page).fill('Words published from the preview.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved. Visitors still see the published page.')).toBeVisible();
  await page.goto(`/dashboard/preview/${slug}`);
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page).toHaveURL(new RegExp(`/liturgy/${slug}$`));
  await expect(page.locator('.rich-text')).toContainText('Words published from the preview.');
  expect(await (await request.get(`/api/content/${slug}?draft=1`, { headers })).text()).toBe(
    'null',
  );
});

test('a change scheduled from the editor is confirmed in the staff member’s language and waits for its time', async ({
  page,
  browser,
  request,
}) => {
  const tag = randomBytes(3).toString('hex');
  const slug = `scheduled-${tag}`;
  const headers = await bearerToken(request);
  const created = await request.post('/api/pages', {
    headers,
    data: {
      slug,
      section: 'ministries-and-groups',
      title: { en: `Scheduled page ${tag}`, ua: `Запланована сторінка ${tag}` },
      showInMenu: true,
    },
  });
  expect(created.status()).toBe(201);
  await signInAsStaff(page);
  await blockOutsideRequests(page);
  await openEditor(page, `/ua/ministries-and-groups/${slug}`, 'Редагувати сторінку');
  await editorArea(page).fill('Слова на завтра.');
  await page.getByLabel('Час публікації').fill('2031-06-01T09:30');
  await page.getByRole('button', { name: 'Опублікувати в цей час' }).click();
  await expect(page.getByText(/^Заплановано на .*2031/)).toBeVisible();
  await expect(page.getByText(/У цієї сторінки є чернетка, запланована на/)).toBeVisible();
  await expectNoAxeViolations(page);

  const scheduled = await request.get(`/api/content/${slug}?draft=1`, { headers });
  expect((await scheduled.json()).publishAt).toBe(new Date('2031-06-01T09:30').toISOString());
  const visitor = await browser.newPage();
  await visitor.goto(`/ua/ministries-and-groups/${slug}`);
  await expect(visitor.locator('body')).not.toContainText('Слова на завтра.');

  // Issue 38: the editor says a change is scheduled, and Save asks before touching it; the
  // default (Enter) updates the scheduled change, so visitors still see the published text.
  await expect(page.getByRole('region', { name: 'Запланована зміна' })).toContainText('2031');
  await editorArea(page).fill('Слова на завтра, виправлені.');
  await page.getByRole('button', { name: 'Зберегти зміни' }).click();
  const choice = page.getByRole('dialog', { name: 'Для цієї сторінки заплановано зміну' });
  await expect(choice).toBeVisible();
  await expect(choice.getByRole('button', { name: 'Оновити заплановану зміну' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(choice).toBeHidden();
  const updated = await (await request.get(`/api/content/${slug}?draft=1`, { headers })).json();
  expect(updated.publishAt).toBe(new Date('2031-06-01T09:30').toISOString());
  expect(JSON.stringify(updated.content)).toContain('Слова на завтра, виправлені.');
  await visitor.goto(`/ua/ministries-and-groups/${slug}`);
  await expect(visitor.locator('body')).not.toContainText('Слова на завтра');
  await visitor.close();
  // The Pages tab marks the page with its waiting change.
  await openTab(page, 'pages', 'Сторінки й меню', '/ua');
  await expect(
    page.getByRole('article').filter({ hasText: `Запланована сторінка ${tag}` }),
  ).toContainText(/Зміну заплановано на .*2031/);
});
