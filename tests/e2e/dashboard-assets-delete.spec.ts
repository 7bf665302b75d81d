import sharp from 'sharp';
import { expect, test, type Page } from './support/test';
import { bearerToken, expectNoAxeViolations, openTab, signIn } from './support/staff';

// Deleting images in Assets (issue 24): a confirmation first; an image still shown on a page is
// refused with the page named, and deleted only when staff confirm a second time.

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

/** Answers the next browser dialogs in order (true = OK), recording their texts. */
function answerDialogs(page: Page, answers: boolean[]): string[] {
  const texts: string[] = [];
  const handler = async (dialog: import('@playwright/test').Dialog) => {
    texts.push(dialog.message());
    const accept = answers.shift();
    if (answers.length === 0) page.off('dialog', handler);
    if (accept) await dialog.accept();
    else await dialog.dismiss();
  };
  page.on('dialog', handler);
  return texts;
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await openTab(page, 'assets', 'Assets');
});

test('deletes an unused image after a confirmation: gone from the list and from storage', async ({
  page,
}) => {
  const image = await uploadOne(page, '#884400');
  const item = page.getByRole('listitem').filter({ hasText: image.name });
  await expect(item).toBeVisible();
  const dialogs = answerDialogs(page, [true]);
  await page.getByRole('button', { name: `Delete ${image.name}` }).click();
  await expect(page.getByText(`${image.name} was deleted.`)).toBeVisible();
  await expect(item).toHaveCount(0);
  expect(dialogs).toEqual([`Delete the image ${image.name}? This cannot be undone.`]);
  expect((await page.request.get(image.url)).status()).toBe(404);
});

test('an image used on a page: the page is named, and it stays unless confirmed again', async ({
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
  const item = page.getByRole('listitem').filter({ hasText: image.name });

  const first = answerDialogs(page, [true, false]);
  const refused = page.waitForResponse((response) => response.request().method() === 'DELETE');
  await page.getByRole('button', { name: `Delete ${image.name}` }).click();
  expect((await refused).status()).toBe(409);
  await expect.poll(() => first.length).toBe(2);
  expect(first[1]).toContain('the page “UCBC” (en)');
  await expect(item).toBeVisible();
  expect((await page.request.get(image.url)).status()).toBe(200);

  answerDialogs(page, [true, true]);
  await page.getByRole('button', { name: `Delete ${image.name}` }).click();
  await expect(page.getByText(`${image.name} was deleted.`)).toBeVisible();
  await expect(item).toHaveCount(0);
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
