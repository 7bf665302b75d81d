import sharp from 'sharp';
import { expect, test, type Page } from './support/test';
import { bearerToken, expectNoAxeViolations, openTab, signIn } from './support/staff';

// Deleting images in Assets (issues 24, 38): one dialog of the site's own; an image still shown on a
// page is refused with the page named in the reader's language, and deleted only when staff
// choose "Delete it anyway".

const form = (page: Page) => page.getByRole('form', { name: 'Upload images' });

async function uploadOne(page: Page, colour: string): Promise<{ name: string; url: string }> {
  const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: colour } })
    .png()
    .toBuffer();
  await form(page)
    .getByLabel('Images')
    .setInputFiles({ name: 'to-delete.png', mimeType: 'image/png', buffer: png });
  const answer = page.waitForResponse(
    (response) => response.url().includes('/api/files') && response.request().method() === 'POST',
  );
  await form(page).getByRole('button', { name: 'Upload' }).click();
  const stored = (await (await answer).json()) as { name: string; url: string };
  await expect(form(page).getByRole('status')).toHaveText('1 image uploaded.');
  return stored;
}

/** The site's own delete dialog (a modal <dialog>, never the browser's confirm). */
const deleteDialog = (page: Page) => page.getByRole('dialog');

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await openTab(page, 'assets', 'Assets');
});

test('deletes an unused image after one confirmation in the site’s own dialog', async ({
  page,
}) => {
  const image = await uploadOne(page, '#884400');
  const item = page.getByRole('listitem').filter({ hasText: image.name });
  await expect(item).toBeVisible();
  page.on('dialog', () => {
    throw new Error('A browser dialog was opened');
  });
  const button = page.getByRole('button', { name: `Delete ${image.name}` });
  await button.click();
  const dialog = deleteDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText(`Delete the image ${image.name}?`);
  // Focus starts on the safe choice; Escape closes and gives focus back.
  await expect(dialog.getByRole('button', { name: 'Keep the image' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await expect(item).toBeVisible();

  await button.click();
  await dialog.getByRole('button', { name: 'Delete the image' }).click();
  await expect(page.getByText(`${image.name} was deleted.`)).toBeVisible();
  await expect(item).toHaveCount(0);
  await expect(dialog).toBeHidden();
  expect((await page.request.get(image.url)).status()).toBe(404);
});

test('an image used on a page: the dialog names the page in the reader’s language and what visitors will see', async ({
  page,
}) => {
  const image = await uploadOne(page, '#004488');
  const headers = await bearerToken(page.request);
  const saved = await page.request.put('/api/content/ucbc', {
    headers,
    data: {
      title: { en: 'UCBC', ua: 'УКБК' },
      content: {
        en: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [{ type: 'image', attrs: { src: image.url, alt: 'Brotherhood' } }],
            },
          ],
        },
        ua: { type: 'doc', content: [{ type: 'paragraph' }] },
      },
    },
  });
  expect(saved.status()).toBe(200);
  const pages = (await (await page.request.get('/api/pages')).json()) as {
    slug: string;
    title: { en: string; ua: string };
  }[];
  const ucbc = pages.find((each) => each.slug === 'ucbc')!;
  const item = page.getByRole('listitem').filter({ hasText: image.name });
  const dialog = deleteDialog(page);

  const refused = page.waitForResponse((response) => response.request().method() === 'DELETE');
  await page.getByRole('button', { name: `Delete ${image.name}` }).click();
  await dialog.getByRole('button', { name: 'Delete the image' }).click();
  expect((await refused).status()).toBe(409);
  await expect(dialog.getByRole('heading')).toHaveText(`${image.name} is still used`);
  await expect(dialog.getByRole('listitem')).toHaveText([
    `the page “${ucbc.title.en}” (in the English text)`,
  ]);
  await expect(dialog).toContainText('visitors will see its description there instead');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Keep the image' }).click();
  await expect(dialog).toBeHidden();
  await expect(item).toBeVisible();
  expect((await page.request.get(image.url)).status()).toBe(200);

  // The Ukrainian dashboard names the same page by its Ukrainian name, without language codes.
  await openTab(page, 'assets', 'Файли', '/ua');
  await page.getByRole('button', { name: `Видалити ${image.name}` }).click();
  await dialog.getByRole('button', { name: 'Видалити зображення' }).click();
  await expect(dialog.getByRole('listitem')).toHaveText([
    `сторінка «${ucbc.title.ua}» (в англійському тексті)`,
  ]);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Усе одно видалити' }).click();
  await expect(page.getByText(`${image.name} видалено.`)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: image.name })).toHaveCount(0);
  expect((await page.request.get(image.url)).status()).toBe(404);
});

test('the Backups tab downloads a backup and then says when it was made; both languages, axe', async ({
  page,
}) => {
  await openTab(page, 'backups', 'Backups');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download a backup' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^parish-backup-[0-9-]+\.tar\.gz$/);
  expect(await file.failure()).toBeNull();
  await page.reload();
  await expect(page.getByTestId('last-backup')).toContainText('The last backup was made on');
  await expectNoAxeViolations(page);
  await openTab(page, 'backups', 'Резервні копії', '/ua');
  await expect(page.getByTestId('last-backup')).toContainText('Останню резервну копію створено');
  await expect(page.getByRole('link', { name: 'Завантажити резервну копію' })).toBeVisible();
  await expectNoAxeViolations(page);
});
