import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { makeTestPdf } from '../support/make-pdf';
import { bearerToken, expectNoAxeViolations, openTab, signIn } from './support/staff';

// The bulletin forms per language: Ukrainian fields beside the English ones, label suggestions
// from the labels already used, the coming Sunday as the date, a publish time, and a new file
// through the inline edit.

const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;
const uploadForm = (page: Page) => page.getByRole('form', { name: 'Add a bulletin' });

/** The coming Sunday (today on a Sunday) on this machine's clock, which is also the server's. */
function comingSunday(): string {
  const date = new Date();
  date.setDate(date.getDate() + ((7 - date.getDay()) % 7));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('uploads a bulletin with a Ukrainian title; each language shows its own', async ({
  page,
  request,
}) => {
  const headers = await bearerToken(request);
  // A label used before is suggested, in each language.
  const label = unique('Feast');
  const seeded = await request.post('/api/bulletins', {
    headers,
    multipart: {
      title: unique('Earlier'),
      date: '2030-01-05',
      label,
      translations: JSON.stringify({ ua: { title: '', description: '', label: `${label} ua` } }),
      file: { name: 'e.pdf', mimeType: 'application/pdf', buffer: makeTestPdf() },
    },
  });
  expect(seeded.status()).toBe(201);

  await openTab(page, 'bulletins', 'Bulletins');
  const form = uploadForm(page);
  await expect(form.getByLabel('Date', { exact: true })).toHaveValue(comingSunday());
  const suggestions = async (name: string) => {
    const list = await form.getByLabel(name).getAttribute('list');
    return page
      .locator(`datalist[id="${list}"] option`)
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  };
  expect(await suggestions('Label (English)')).toContain(label);
  expect(await suggestions('Label (Ukrainian)')).toContain(`${label} ua`);
  // Picking a label used before brings its usual Ukrainian label along.
  await form.getByLabel('Label (English)').fill(label);
  await expect(form.getByLabel('Label (Ukrainian)')).toHaveValue(`${label} ua`);
  await form.getByLabel('Label (Ukrainian)').fill('');
  await expectNoAxeViolations(page);

  const english = unique('Sunday of Orthodoxy');
  const ukrainian = unique('Неділя Православ’я');
  await form.getByLabel('Title (English)').fill(english);
  await form.getByLabel('Label (English)').fill('Weekly');
  await form.getByLabel('Title (Ukrainian)').fill(ukrainian);
  await form.getByLabel('Label (Ukrainian)').fill('Щотижневий');
  await form.getByLabel('Date', { exact: true }).fill('2099-03-01');
  await form
    .getByLabel('File')
    .setInputFiles({ name: 'o.pdf', mimeType: 'application/pdf', buffer: makeTestPdf() });
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('status')).toHaveText(`Bulletin “${english}” added.`);

  await page.goto('/ua/bulletins');
  await expect(page.getByRole('heading', { name: ukrainian })).toBeVisible();
  await expect(page.getByText(english)).toHaveCount(0);
  await page.goto('/bulletins');
  await expect(page.getByRole('heading', { name: english })).toBeVisible();
  await expect(page.getByText(ukrainian)).toHaveCount(0);

  // The newest bulletin is this week's on the home page, in the page's language. (Without the
  // sections' entrance animation, which axe would measure half-faded.)
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const section = page.getByRole('region', { name: "This week's bulletin" });
  await expect(
    section.getByRole('link', { name: new RegExp(`View bulletin\\s*: ${english}`) }),
  ).toBeVisible();
  await expect(section.locator('img')).toHaveAttribute('src', /^\/uploads\/thumbnails\//);
  await expectNoAxeViolations(page);
  await page.goto('/ua');
  const ukSection = page.getByRole('region', { name: 'Бюлетень цього тижня' });
  await expect(
    ukSection.getByRole('link', { name: new RegExp(`Переглянути бюлетень\\s*: ${ukrainian}`) }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  // Tidy up: other specs expect their own bulletins first.
  const id = (
    (await (await request.get('/api/bulletins', { headers })).json()) as {
      id: string;
      title: string;
    }[]
  ).find((b) => b.title === english)?.id;
  await request.delete(`/api/bulletins/${id}`, { headers });
});

test('a scheduled bulletin is marked in the dashboard and hidden from visitors', async ({
  page,
  request,
}) => {
  const headers = await bearerToken(request);
  const title = unique('Scheduled');
  const created = await request.post('/api/bulletins', {
    headers,
    multipart: {
      title,
      date: '2030-01-06',
      label: 'Weekly',
      publishAt: new Date(Date.now() + 24 * 3600 * 1000).toISOString(),
      file: { name: 's.pdf', mimeType: 'application/pdf', buffer: makeTestPdf() },
    },
  });
  expect(created.status()).toBe(201);
  await openTab(page, 'bulletins', 'Bulletins');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
  await expect(row).toContainText('Scheduled');
  await expect(row).toContainText('visible from');
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`${new URL(page.url()).origin}/bulletins`);
  await expect(visitor.getByText(title)).toHaveCount(0);
  await visitor.close();
  const { id } = (await created.json()) as { id: string };
  await request.delete(`/api/bulletins/${id}`, { headers });
});

test('inline edit replaces the file: new preview, old file gone', async ({ page, request }) => {
  const headers = await bearerToken(request);
  const title = unique('Replace');
  const created = await request.post('/api/bulletins', {
    headers,
    multipart: {
      title,
      date: '2030-01-07',
      label: 'Weekly',
      file: {
        name: 'old.doc',
        mimeType: 'application/msword',
        buffer: Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]),
      },
    },
  });
  const old = (await created.json()) as { id: string; fileUrl: string; thumbnailUrl: null };
  expect(old.thumbnailUrl).toBeNull();
  await openTab(page, 'bulletins', 'Bulletins');
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const editor = page.getByRole('form', { name: `Edit ${title}` });
  await editor
    .getByLabel('Replace the file')
    .setInputFiles({ name: 'new.pdf', mimeType: 'application/pdf', buffer: makeTestPdf() });
  await expectNoAxeViolations(page);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Bulletin saved with its new file.')).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
  await expect(row.locator('img')).toHaveAttribute('src', /^\/uploads\/thumbnails\//);
  const now = (await (await request.get(`/api/bulletins/${old.id}`)).json()) as {
    fileUrl: string;
  };
  expect(now.fileUrl).toMatch(/\.pdf$/);
  expect((await request.get(old.fileUrl)).status()).toBe(404);
  await request.delete(`/api/bulletins/${old.id}`, { headers });
});
