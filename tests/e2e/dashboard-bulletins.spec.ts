import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { makeTestPdf } from '../support/make-pdf';
import { bearerToken, expectNoAxeViolations, openTab, signIn } from './support/staff';

/** Matches a text that contains `text` as typed (titles may hold regex characters). */
const literal = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;
const uploadForm = (page: Page) => page.getByRole('form', { name: 'Add a bulletin' });
const status = (page: Page) => uploadForm(page).getByRole('status');
const today = new Date().toISOString().slice(0, 10);

async function fillUpload(
  page: Page,
  fields: { title?: string; date?: string; label?: string; description?: string },
) {
  const form = uploadForm(page);
  if (fields.title !== undefined) await form.getByLabel('Title (English)').fill(fields.title);
  if (fields.description !== undefined)
    await form.getByLabel('Description (English').fill(fields.description);
  if (fields.date !== undefined) await form.getByLabel('Date', { exact: true }).fill(fields.date);
  if (fields.label !== undefined) await form.getByLabel('Label (English)').fill(fields.label);
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('the upload form asks for title, date, label and a file, in the specification’s words', async ({
  page,
}) => {
  await openTab(page, 'bulletins', 'Bulletins');
  const upload = uploadForm(page).getByRole('button', { name: 'Upload' });
  await upload.click();
  await expect(status(page)).toHaveText('Please fill in all fields and attach a file.');
  await fillUpload(page, { title: 'No file yet', date: today, label: 'Weekly' });
  await upload.click();
  await expect(status(page)).toHaveText('Please fill in all fields and attach a file.');
  await uploadForm(page)
    .getByLabel('File')
    .setInputFiles({ name: 'b.pdf', mimeType: 'application/pdf', buffer: makeTestPdf() });
  await uploadForm(page).getByLabel('Label (English)').fill('');
  await upload.click();
  await expect(status(page)).toHaveText('Please fill in all fields and attach a file.');
  await uploadForm(page)
    .getByLabel('File')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await fillUpload(page, { label: 'Weekly' });
  await upload.click();
  await expect(status(page)).toHaveText('Only .pdf, .doc and .docx files can be uploaded.');
});

test('the server’s refusal is shown: a .pdf that is not a PDF', async ({ page }) => {
  await openTab(page, 'bulletins', 'Bulletins');
  await fillUpload(page, { title: unique('Fake'), date: today, label: 'Weekly' });
  await uploadForm(page)
    .getByLabel('File')
    .setInputFiles({
      name: 'fake.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('just text, not a PDF'),
    });
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/bulletins'));
  await uploadForm(page).getByRole('button', { name: 'Upload' }).click();
  expect((await answer).status()).toBe(415);
  await expect(status(page)).toHaveText('Only .pdf, .doc and .docx files can be uploaded.');
});

test('a several-MB PDF uploads with a progress bar, gets a thumbnail, and its preview shows on /bulletins', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const title = unique('Easter bulletin');
  const pdf = makeTestPdf({ heading: title, paddingMegabytes: 5 });
  expect(pdf.length).toBeGreaterThan(5 * 1024 * 1024);
  await openTab(page, 'bulletins', 'Bulletins');
  await fillUpload(page, {
    title,
    date: today,
    label: 'Special',
    description: 'Holy Week services',
  });
  await uploadForm(page)
    .getByLabel('File')
    .setInputFiles({ name: 'easter.pdf', mimeType: 'application/pdf', buffer: pdf });

  // Record every value the bar shows; a throttled line (about 2 MB/s) makes the upload take a few seconds.
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
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 2 * 1024 * 1024,
  });
  const started = Date.now();
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/bulletins') && response.request().method() === 'POST',
  );
  await uploadForm(page).getByRole('button', { name: 'Upload' }).click();
  const bar = page.getByRole('progressbar', { name: 'Upload progress' });
  await expect(bar).toBeVisible();
  await expect(uploadForm(page).getByText(/^Uploading… \d+%$/)).toBeVisible();
  const response = await answer;
  const elapsed = Date.now() - started;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  expect(response.status()).toBe(201);
  const created = (await response.json()) as { id: string; thumbnailUrl: string | null };
  expect(created.thumbnailUrl).toBe(`/uploads/thumbnails/${created.id}.webp`);
  await expect(status(page)).toHaveText(`Bulletin “${title}” added.`);
  await expect(bar).toHaveCount(0);
  const seen = await page.evaluate(
    () => (window as unknown as { progressSeen: number[] }).progressSeen,
  );
  expect(seen.some((value) => value > 0 && value < 100)).toBe(true);
  console.log(
    `5 MB PDF upload (2 MB/s line) incl. thumbnail: ${elapsed} ms; progress values seen: ${seen.length}`,
  );

  // The dashboard row shows the preview too.
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: literal(title) }) });
  await expect(row.locator('img')).toHaveAttribute('src', created.thumbnailUrl!);

  // The public page uses it as the card's preview image, and the image really loads.
  await page.goto('/bulletins');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title }) });
  const preview = card.locator('img');
  await expect(preview).toHaveAttribute('src', created.thumbnailUrl!);
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(600);
  const image = await page.request.get(created.thumbnailUrl!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/webp');
});

test('thumbnail cost: a PDF upload against a DOC of the same size', async ({ request }) => {
  const headers = await bearerToken(request);
  const pdf = makeTestPdf({ paddingMegabytes: 2 });
  const post = async (name: string, mimeType: string, buffer: Buffer) => {
    const started = performance.now();
    const response = await request.post('/api/bulletins', {
      headers,
      multipart: {
        title: unique('Timing'),
        date: '2001-01-01',
        label: 'Weekly',
        file: { name, mimeType, buffer },
      },
    });
    expect(response.status()).toBe(201);
    return {
      ms: Math.round(performance.now() - started),
      body: (await response.json()) as { id: string; thumbnailUrl: string | null },
    };
  };
  const withPreview = await post('t.pdf', 'application/pdf', pdf);
  const docBody = Buffer.concat([
    Buffer.from('d0cf11e0a1b11ae1', 'hex'),
    Buffer.alloc(pdf.length - 8),
  ]);
  const without = await post('t.doc', 'application/msword', docBody);
  expect(withPreview.body.thumbnailUrl).not.toBeNull();
  expect(without.body.thumbnailUrl).toBeNull();
  console.log(
    `POST /api/bulletins, ${(pdf.length / 1048576).toFixed(1)} MB: PDF with thumbnail ${withPreview.ms} ms, DOC ${without.ms} ms`,
  );
  for (const { body } of [withPreview, without]) {
    expect((await request.delete(`/api/bulletins/${body.id}`, { headers })).status()).toBe(204);
  }
});

test('inline edit saves with Save and restores with Cancel', async ({ page, request }) => {
  const headers = await bearerToken(request);
  const title = unique('Weekly bulletin');
  const created = await request.post('/api/bulletins', {
    headers,
    multipart: {
      title,
      description: 'First week',
      date: '2031-05-04',
      label: 'Weekly',
      file: { name: 'w.pdf', mimeType: 'application/pdf', buffer: makeTestPdf() },
    },
  });
  expect(created.status()).toBe(201);
  await openTab(page, 'bulletins', 'Bulletins');
  const rowOf = (name: string) =>
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: literal(name) }) });
  await expect(rowOf(title)).toContainText('May 4, 2031');

  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const editor = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Save' }) });
  await editor.getByLabel('Title (English)').fill('Changed but cancelled');
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(rowOf(title)).toBeVisible();
  await expect(page.getByText('Changed but cancelled')).toHaveCount(0);

  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await editor.getByLabel('Title (English)').fill('');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Title, date and label are required.')).toBeVisible();
  const renamed = `${title} (revised)`;
  await editor.getByLabel('Title (English)').fill(renamed);
  await editor.getByLabel('Date', { exact: true }).fill('2031-05-11');
  await editor.getByLabel('Label (English)').fill('Special');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Bulletin saved.')).toBeVisible();
  await expect(rowOf(renamed)).toContainText('May 11, 2031');
  await expect(rowOf(renamed)).toContainText('Special');
  await page.reload();
  await expect(rowOf(renamed)).toContainText('May 11, 2031');
});

test('delete asks “Delete this bulletin?” and removes the bulletin only when confirmed', async ({
  page,
  request,
}) => {
  const headers = await bearerToken(request);
  const title = unique('To delete');
  const created = await request.post('/api/bulletins', {
    headers,
    multipart: {
      title,
      date: '2032-01-01',
      label: 'Weekly',
      file: { name: 'd.pdf', mimeType: 'application/pdf', buffer: makeTestPdf() },
    },
  });
  const { id } = (await created.json()) as { id: string };
  await openTab(page, 'bulletins', 'Bulletins');
  const messages: string[] = [];
  page.once('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(page.getByRole('rowheader', { name: literal(title) })).toBeVisible();
  expect((await request.get(`/api/bulletins/${id}`)).status()).toBe(200);

  page.once('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(page.getByText('Bulletin deleted.')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: literal(title) })).toHaveCount(0);
  expect(messages).toEqual(['Delete this bulletin?', 'Delete this bulletin?']);
  expect((await request.get(`/api/bulletins/${id}`)).status()).toBe(404);
});

test('the list is newest first and has pages (?tab=bulletins&page=…)', async ({
  page,
  request,
}) => {
  const headers = await bearerToken(request);
  const batch = unique('Paged');
  // Eleven bulletins in the far future, so they are the newest whatever other tests added.
  for (let day = 1; day <= 11; day += 1) {
    const response = await request.post('/api/bulletins', {
      headers,
      multipart: {
        title: `${batch} ${String(day).padStart(2, '0')}`,
        date: `2090-03-${String(day).padStart(2, '0')}`,
        label: 'Weekly',
        file: {
          name: 'p.doc',
          mimeType: 'application/msword',
          buffer: Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]),
        },
      },
    });
    expect(response.status()).toBe(201);
  }
  await openTab(page, 'bulletins', 'Bulletins');
  const titles = page.getByRole('rowheader');
  await expect(titles.first()).toContainText(`${batch} 11`);
  await expect(titles.nth(9)).toContainText(`${batch} 02`);
  const pages = page.getByRole('navigation', { name: 'Bulletin pages' });
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]tab=bulletins&page=2$/);
  await expect(titles.first()).toContainText(`${batch} 01`);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await pages.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/page=1$/);
});

test('the Bulletins tab has no axe violations, with the upload form in use and a row in edit mode', async ({
  page,
}) => {
  await openTab(page, 'bulletins', 'Bulletins');
  await expectNoAxeViolations(page);
  await uploadForm(page).getByRole('button', { name: 'Upload' }).click();
  await expect(status(page)).not.toBeEmpty();
  const edit = page.getByRole('button', { name: /^Edit / }).first();
  if ((await edit.count()) > 0) await edit.click();
  await expectNoAxeViolations(page);
  await page.goto('/ua/dashboard?tab=bulletins');
  await expect(page.getByRole('heading', { level: 1, name: 'Бюлетені' })).toBeVisible();
  await expectNoAxeViolations(page);
});
