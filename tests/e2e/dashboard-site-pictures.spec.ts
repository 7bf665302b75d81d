import sharp from 'sharp';
import { expect, test, type Page } from './support/test';
import { bearerToken, expectNoAxeViolations, openTab, signIn } from './support/staff';

// Settings → Site pictures: the hero image chosen from Assets shows on the home page in its sizes,
// with its description in each language. The pictures are cleared again at the end.

// The pictures are a part of the Settings form, saved by its one Save.
const form = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const settingsForm = (page: Page, save: string) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: save }) });

test.afterEach(async ({ request }) => {
  const response = await request.put('/api/settings/pictures', {
    headers: await bearerToken(request),
    data: { heroImage: '', logo: '', heroImageAlt: { en: '', ua: '' } },
  });
  expect(response.status()).toBe(200);
});

test('choose a hero image from Assets; the home page shows it in both languages', async ({
  page,
}) => {
  const data = await sharp({
    create: { width: 1800, height: 900, channels: 3, background: '#2d5f8b' },
  })
    .jpeg()
    .toBuffer();
  const upload = await page.request.post('/api/files?dir=images', {
    headers: await bearerToken(page.request),
    multipart: { file: { name: 'church front.jpg', mimeType: 'image/jpeg', buffer: data } },
  });
  expect(upload.status()).toBe(201);
  const asset = (await upload.json()) as { name: string; url: string };

  await signIn(page);
  await openTab(page, 'settings', 'Settings');
  const pictures = form(page, 'Site pictures');
  const hero = pictures.getByRole('group', { name: 'Hero image' });
  await expect(hero.getByRole('radio', { name: 'None' })).toBeChecked();
  await hero.getByRole('radio', { name: asset.name }).check();
  await pictures.getByLabel('Picture description (English)').fill('Our church in winter');
  await pictures.getByLabel('Picture description (Ukrainian)').fill('Наша церква взимку');
  await expectNoAxeViolations(page);
  await settingsForm(page, 'Save settings').getByRole('button', { name: 'Save settings' }).click();
  await expect(settingsForm(page, 'Save settings').getByRole('status')).toHaveText(
    'Settings saved!',
  );
  // Kept by that one Save: after a reload the picture is still the chosen one.
  await page.reload();
  await expect(
    form(page, 'Site pictures')
      .getByRole('group', { name: 'Hero image' })
      .getByRole('radio', { name: asset.name }),
  ).toBeChecked();

  // Motion off, as in site-routes.spec.ts: axe then measures contrast on sections at rest.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const [path, alt] of [
    ['/', 'Our church in winter'],
    ['/ua', 'Наша церква взимку'],
  ] as const) {
    await page.goto(path);
    const image = page.locator('.home-hero picture img');
    await expect(image).toHaveAttribute('alt', alt);
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('width', '1600');
    await expect(image).toHaveAttribute('height', '800');
    // The browser really loaded one of the sizes (AVIF or WebP), not the 1800 px original.
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/uploads\/pictures\/church-front-[0-9a-f]{12}-(480|768|1080|1600)\.(avif|webp)$/,
    );
    await expectNoAxeViolations(page);
  }
});

test('the Site pictures form in Ukrainian is labelled and accessible', async ({ page }) => {
  await signIn(page);
  await openTab(page, 'settings', 'Налаштування', '/ua');
  const pictures = form(page, 'Зображення сайту');
  await expect(pictures.getByRole('group', { name: 'Головне зображення' })).toBeVisible();
  await expect(pictures.getByRole('group', { name: 'Логотип' })).toBeVisible();
  await expect(pictures.getByLabel('Опис зображення (українською)')).toBeVisible();
  await expectNoAxeViolations(page);
});
