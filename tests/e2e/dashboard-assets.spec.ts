import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import sharp from 'sharp';
import { expectNoAxeViolations, openTab, signIn } from './support/staff';

const form = (page: Page) => page.getByRole('form', { name: 'Upload images' });

/** A PNG of random pixels: PNG cannot compress noise, so the file is about width × height × 3 bytes. */
async function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await openTab(page, 'assets', 'Assets');
});

test('asks for an image and refuses other files', async ({ page }) => {
  await form(page).getByRole('button', { name: 'Upload' }).click();
  await expect(form(page).getByRole('status')).toHaveText('Choose at least one image.');
  await form(page)
    .getByLabel('Images')
    .setInputFiles({ name: 'a.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await form(page).getByRole('button', { name: 'Upload' }).click();
  await expect(form(page).getByRole('status')).toHaveText('Only images can be uploaded here.');
});

test('uploads a several-MB image with a progress bar; it is listed as a linked thumbnail', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const name = `window-${randomBytes(3).toString('hex')}`;
  const png = await noisePng(1400, 1400);
  expect(png.length).toBeGreaterThan(5 * 1024 * 1024);
  await form(page)
    .getByLabel('Images')
    .setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: png });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 2 * 1024 * 1024,
  });
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('progress');
      if (bar) seen.push(Number(bar.getAttribute('value')));
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['value'],
    });
  });
  const answer = page.waitForResponse(
    (response) => response.url().includes('/api/files') && response.request().method() === 'POST',
  );
  await form(page).getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  const response = await answer;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  expect(response.status()).toBe(201);
  const stored = (await response.json()) as { name: string; url: string };
  await expect(form(page).getByRole('status')).toHaveText('1 image uploaded.');
  const seen = await page.evaluate(
    () => (window as unknown as { progressSeen: number[] }).progressSeen,
  );
  expect(seen.some((value) => value > 0 && value < 100)).toBe(true);

  const item = page.getByRole('listitem').filter({ hasText: stored.name });
  const link = item.getByRole('link', { name: stored.name });
  await expect(link).toHaveAttribute('href', stored.url);
  const thumbnail = link.locator('img');
  await expect(thumbnail).toHaveAttribute('src', stored.url.replace(/\.png$/, '.webp'));
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  expect((await page.request.get(stored.url)).status()).toBe(200);
});

/** Uploads one small PNG through the form; answers its stored name (from the server's answer). */
async function uploadOne(page: Page): Promise<string> {
  await form(page)
    .getByLabel('Images')
    .setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: await noisePng(40, 30) });
  const answer = page.waitForResponse(
    (response) => response.url().includes('/api/files') && response.request().method() === 'POST',
  );
  await form(page).getByRole('button', { name: 'Upload' }).click();
  const { name } = (await (await answer).json()) as { name: string };
  await expect(form(page).getByRole('status')).toHaveText('1 image uploaded.');
  return name;
}

/** The clipboard's text, read from a second tab of the same browser (granted, and focused). */
async function clipboardText(page: Page): Promise<string> {
  const reader = await page.context().newPage();
  await reader.goto('/robots.txt');
  await reader.bringToFront();
  const text = await reader.evaluate(() => navigator.clipboard.readText());
  await reader.close();
  return text;
}

// NOTE: the button is found by the uploaded file's own name, never as "the first one": the list
// is newest first, and the refresh that adds the new file can land between reading the first
// button's name and clicking it, so a click could copy an older file's URL.
test('copies a file’s full URL to the clipboard', async ({ page, context }) => {
  // Permissions belong to an origin: the page's own, whatever host name the test server has.
  const origin = new URL(page.url()).origin;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const name = await uploadOne(page);
  await page.getByRole('button', { name: `Copy URL of ${name}` }).click();
  const expected = `${origin}/uploads/images/${name}`;
  await expect(page.getByText(`URL copied: ${expected}`)).toBeVisible();
  expect(await clipboardText(page)).toBe(expected);
});

test('copies without the Clipboard API, as on a plain-http address', async ({ page, context }) => {
  const origin = new URL(page.url()).origin;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  // What a browser offers a page outside a secure context: no navigator.clipboard at all.
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined }),
  );
  await page.reload();
  expect(await page.evaluate(() => navigator.clipboard)).toBeUndefined();
  const name = await uploadOne(page);
  await page.getByRole('button', { name: `Copy URL of ${name}` }).click();
  const expected = `${origin}/uploads/images/${name}`;
  await expect(page.getByText(`URL copied: ${expected}`)).toBeVisible();
  expect(await clipboardText(page)).toBe(expected);
});

test('shows the URL to copy by hand when no way of copying works', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
    document.execCommand = () => false;
  });
  await page.reload();
  const name = await uploadOne(page);
  await page.getByRole('button', { name: `Copy URL of ${name}` }).click();
  const url = `${new URL(page.url()).origin}/uploads/images/${name}`;
  await expect(page.getByText(`Could not copy. The URL is ${url}`)).toBeVisible();
});

test('in Ukrainian, with no axe violations in either language', async ({ page }) => {
  await expectNoAxeViolations(page);
  await openTab(page, 'assets', 'Файли', '/ua');
  await expect(page.getByRole('form', { name: 'Завантажити зображення' })).toBeVisible();
  await expectNoAxeViolations(page);
});
