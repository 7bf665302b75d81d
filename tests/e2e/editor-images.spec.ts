import sharp from 'sharp';
import { expect, test, type Page } from './support/test';
import {
  blockOutsideRequests,
  caretToEnd,
  openEditor,
  publicHtml,
  readPage,
  setEditorHtml,
  signInAsStaff,
  writePage,
} from './support/editor';
import { bearerToken, expectNoAxeViolations } from './support/staff';

// Pictures from the computer in the editor: the file button, a paste and a drop each upload into
// Assets (POST /api/files) and ask for a description before anything is inserted. The page used
// here (holy-sacraments) is put back after each test.

const SLUG = 'holy-sacraments';
const prosemirror = (page: Page) => page.locator('.ProseMirror');

async function photo(background: string): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 400, channels: 3, background } })
    .png()
    .toBuffer();
}

async function restoring(page: Page, body: () => Promise<void>) {
  const before = await readPage(page.request, SLUG);
  try {
    await body();
  } finally {
    await writePage(page.request, SLUG, before);
  }
}

/** Puts a picture on the clipboard-or-drag DataTransfer of an event aimed at the editor. */
async function sendFile(page: Page, kind: 'paste' | 'drop', png: Buffer, name: string) {
  const box = await prosemirror(page).locator('p').first().boundingBox();
  await prosemirror(page).evaluate(
    (element, { kind, base64, name, x, y }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type: 'image/png' }));
      const event =
        kind === 'paste'
          ? new ClipboardEvent('paste', {
              clipboardData: transfer,
              bubbles: true,
              cancelable: true,
            })
          : new DragEvent('drop', {
              dataTransfer: transfer,
              bubbles: true,
              cancelable: true,
              clientX: x,
              clientY: y,
            });
      element.dispatchEvent(event);
    },
    {
      kind,
      base64: png.toString('base64'),
      name,
      x: (box?.x ?? 0) + 5,
      y: (box?.y ?? 0) + (box?.height ?? 10) / 2,
    },
  );
}

test.beforeEach(async ({ page }) => {
  await blockOutsideRequests(page);
  await signInAsStaff(page);
});

test('file button: uploads into Assets, insists on a description, and the page renders it', async ({
  page,
}) => {
  await restoring(page, async () => {
    await openEditor(page, `/liturgy/${SLUG}`);
    await setEditorHtml(page, '<p>The holy mysteries.</p>');
    await caretToEnd(page);
    await page.getByRole('button', { name: 'Upload or choose an image', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Insert an image' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByLabel('Upload from your computer').setInputFiles({
      name: 'Baptismal font.png',
      mimeType: 'image/png',
      buffer: await photo('#4477aa'),
    });
    await expect(dialog.getByText(/^Uploaded: baptismal-font-[0-9a-f]{12}\.png$/)).toBeVisible();
    // It is in Assets now, for the dashboard and the next picture.
    const assets = (await (await page.request.get('/api/files?dir=images')).json()) as {
      name: string;
    }[];
    expect(assets.some((asset) => asset.name.startsWith('baptismal-font-'))).toBe(true);

    await dialog.getByRole('button', { name: 'Insert this image' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Describe the image, or mark it as decoration.',
    );
    await expect(dialog.getByLabel('Description of the image')).toBeFocused();
    await dialog.getByLabel('Description of the image').fill('The baptismal font');
    await dialog.getByRole('button', { name: 'Insert this image' }).click();
    await expect(dialog).toBeHidden();
    const inserted = prosemirror(page).locator('img[alt="The baptismal font"]');
    await expect(inserted).toHaveAttribute(
      'src',
      /^\/uploads\/images\/baptismal-font-[0-9a-f]{12}\.png$/,
    );
    await expect(inserted).toHaveAttribute('width', '640');

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('button', { name: 'Edit page' })).toBeVisible();
    const html = await publicHtml(page.request, `/liturgy/${SLUG}`);
    const img = /<img[^>]*alt="The baptismal font"[^>]*>/.exec(html)?.[0] ?? '';
    expect(img).toContain('loading="lazy"');
    expect(img).toContain('width="640"');
    expect(img).toContain('height="400"');
  });
});

test('paste (Ukrainian) and drop: the picture is uploaded and waits for its description', async ({
  page,
}) => {
  await restoring(page, async () => {
    await openEditor(page, `/ua/liturgy/${SLUG}`, 'Редагувати сторінку');
    await caretToEnd(page);
    await sendFile(page, 'paste', await photo('#aa7744'), 'ikona.png');
    const dialog = page.getByRole('dialog', { name: 'Вставити зображення' });
    await expect(dialog.getByText(/^Завантажено: ikona-[0-9a-f]{12}\.png$/)).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Опис зображення').fill('Ікона Богородиці');
    await dialog.getByRole('button', { name: 'Вставити це зображення' }).click();
    await expect(dialog).toBeHidden();
    await expect(prosemirror(page).locator('img[alt="Ікона Богородиці"]')).toHaveCount(1);

    // A drop: decoration this time, so an empty alt is stored on purpose.
    await sendFile(page, 'drop', await photo('#77aa44'), 'ornament.png');
    await expect(dialog.getByText(/^Завантажено: ornament-[0-9a-f]{12}\.png$/)).toBeVisible();
    await dialog.getByLabel('Це зображення — лише прикраса (без опису)').check();
    await dialog.getByRole('button', { name: 'Вставити це зображення' }).click();
    await expect(prosemirror(page).locator('img[src*="/ornament-"][alt=""]')).toHaveCount(1);

    await page.getByRole('button', { name: 'Зберегти зміни' }).click();
    await expect(page.getByRole('button', { name: 'Редагувати сторінку' })).toBeVisible();
    const html = await publicHtml(page.request, `/ua/liturgy/${SLUG}`);
    expect(html).toMatch(/<img[^>]*alt="Ікона Богородиці"/);
    expect(html).toMatch(/<img[^>]*src="\/uploads\/images\/ornament-[0-9a-f]{12}\.png"[^>]*alt=""/);
  });
});

test("an image address from Assets' 'Copy URL' is accepted on this http site", async ({
  page,
  baseURL,
}) => {
  const upload = await page.request.post('/api/files?dir=images', {
    headers: await bearerToken(page.request),
    multipart: {
      file: { name: 'copied.png', mimeType: 'image/png', buffer: await photo('#336699') },
    },
  });
  const asset = (await upload.json()) as { url: string };
  await openEditor(page, `/liturgy/${SLUG}`);
  await setEditorHtml(page, '<p>Copied.</p>');
  await caretToEnd(page);
  page.once('dialog', (prompt) => void prompt.accept(`${baseURL}${asset.url}`));
  await page.getByRole('button', { name: 'Insert image', exact: true }).click();
  await expect(prosemirror(page).locator(`img[src="${asset.url}"]`)).toHaveCount(1);
});
