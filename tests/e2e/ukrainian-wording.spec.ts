import { expect, test } from './support/test';
import {
  blockOutsideRequests,
  editorArea,
  openEditor,
  readPage,
  signInAsStaff,
  writePage,
} from './support/editor';
import { expectNoAxeViolations, openTab } from './support/staff';

// Issue 28: Ukrainian screens say everything in Ukrainian, with the glossary's words: language
// names in the form the label needs, the server's refusals told by code, the reworded samples.

test('a save the server refuses is explained in Ukrainian, never in the server’s English', async ({
  page,
}) => {
  await blockOutsideRequests(page);
  await signInAsStaff(page);
  const slug = 'sunday-school';
  const before = await readPage(page.request, slug);
  await openEditor(page, `/ua/ministries-and-groups/${slug}`, 'Редагувати сторінку');
  await expect(editorArea(page)).toBeVisible();
  // Longer than the server allows, as a page open since before a lower limit would send it: the
  // input's maxLength is taken off, the server still refuses.
  const title = page.getByPlaceholder('Введіть заголовок сторінки');
  await title.evaluate((input) => input.removeAttribute('maxlength'));
  await title.fill('Недільна школа '.repeat(20));
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().endsWith(`/api/content/${slug}`),
  );
  await page.getByRole('button', { name: 'Зберегти зміни' }).click();
  const response = await answer;
  expect(response.status()).toBe(400);
  // The server's reason is English ("A title is at most 200 characters")...
  expect(JSON.stringify(await response.json())).toContain('at most 200');

  // ...the screen says it in Ukrainian.
  // (Next's route announcer is an empty alert of its own.)
  const alert = page.getByRole('alert').filter({ hasText: /\S/ });
  await expect(alert).toContainText('Не вдалося зберегти вміст');
  await expect(alert).toContainText('Заголовок може мати щонайбільше 200 символів.');
  await expect(alert).not.toContainText(/[A-Za-z]/);
  // Nothing was saved.
  const after = await readPage(page.request, slug);
  // (Put back whatever a failing run may have saved, for the specs that follow.)
  if (JSON.stringify(after) !== JSON.stringify(before)) await writePage(page.request, slug, before);
  expect(after).toEqual(before);
});

test('the Ukrainian dashboard names languages as the label needs them', async ({ page }) => {
  await signInAsStaff(page);
  await openTab(page, 'settings', 'Налаштування', '/ua');
  const form = page.locator('form').first();
  await expect(form.getByLabel('Назва (англійською)', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Назва (українською)', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Посилання на карту', { exact: true })).toBeVisible();
  await expect(page.getByText(/\((Англійська|Українська)\)/)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await openTab(page, 'bulletins', 'Бюлетені', '/ua');
  await expect(page.getByLabel('Мітка (українською)').first()).toBeVisible();
  await expect(page.getByText('Англійською', { exact: false }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('/ua shows the reworded samples and the glossary’s words, with no axe violations', async ({
  page,
}) => {
  await page.goto('/ua');
  const schedule = page.getByRole('region', { name: 'Розклад богослужінь' });
  await expect(schedule).toContainText('З понеділка по п’ятницю');
  await expect(schedule).toContainText('Першої неділі місяця об\u00a011:30');
  await expect(
    page.getByRole('link', { name: 'Захист дітей і вразливих осіб' }).first(),
  ).toBeAttached();
  await expect(page.locator('body')).not.toContainText('...');
  await expectNoAxeViolations(page);
});
