import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { bearerToken, expectNoAxeViolations, openTab, signIn } from './support/staff';

// Issue 33: a secretary creates a repeating event (English dashboard) and a one-off workshop with
// a picture (Ukrainian dashboard), cancels one date; a visitor finds them on the month page, the
// event's page, one date's page, the home page and in search, in both languages, without
// JavaScript; axe checks each kind of page.

interface Occurrence {
  eventId: string;
  slug: string;
  date: string;
  cancelled: boolean;
}

const tag = randomBytes(3).toString('hex');
const choir = { en: `Choir practice ${tag}`, ua: `Спів хору ${tag}` };
const pysanka = { en: `Pysanka workshop ${tag}`, ua: `Майстер-клас писанки ${tag}` };
const iso = (date: Date) => date.toISOString().slice(0, 10);
const today = iso(new Date());
const tomorrow = iso(new Date(Date.now() + 86_400_000));
const status = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ }).first();

async function datesOf(request: APIRequestContext, title: string): Promise<Occurrence[]> {
  const to = iso(new Date(Date.now() + 120 * 86_400_000));
  const response = await request.get(`/api/events?from=${today}&to=${to}`);
  const body = (await response.json()) as {
    occurrences: (Occurrence & { title: { en: string } })[];
  };
  return body.occurrences.filter((occurrence) => occurrence.title.en === title);
}

async function uploadPicture(request: APIRequestContext): Promise<string> {
  const buffer = await sharp({
    create: { width: 320, height: 180, channels: 3, background: '#b5472e' },
  })
    .png()
    .toBuffer();
  const response = await request.post('/api/files?dir=images', {
    headers: await bearerToken(request),
    multipart: { file: { name: `pysanka-${tag}.png`, mimeType: 'image/png', buffer } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

test.afterAll(async ({ request }) => {
  const headers = await bearerToken(request);
  for (const title of [choir.en, pysanka.en]) {
    for (const id of new Set((await datesOf(request, title)).map((o) => o.eventId))) {
      await request.delete(`/api/events/${id}`, { headers });
    }
  }
});

test('staff create and cancel; visitors find the events in both languages, without JavaScript', async ({
  page,
  browser,
  request,
}) => {
  await signIn(page);
  await openTab(page, 'events', 'Events');
  const form = page.getByRole('form', { name: 'Add an event' });
  await form.getByLabel('Title (English)').fill(choir.en);
  await form.getByLabel('Title (Ukrainian)').fill(choir.ua);
  await form.getByRole('textbox', { name: 'Description (English)' }).fill('Sing with us.');
  await form.getByRole('button', { name: 'Bold' }).click();
  await form
    .getByRole('textbox', { name: 'Description (English)' })
    .pressSequentially(' All voices');
  await form.getByLabel('Category').selectOption({ label: 'Parish life' });
  await form.getByLabel('Start date').fill(today);
  await form.getByLabel('Start time').fill('12:30');
  await form.getByLabel('End date').fill(today);
  await form.getByLabel('End time').fill('13:30');
  await form.getByRole('combobox', { name: 'Repeats' }).selectOption('monthlyWeekday');
  await form.getByRole('checkbox', { name: 'Sunday' }).check();
  await form.getByRole('checkbox', { name: '1st' }).check();
  await form.getByRole('checkbox', { name: '3rd' }).check();
  // The rule in words and the next 10 dates, before saving.
  const preview = form.getByRole('region', { name: 'Before you save' });
  await expect(preview).toContainText('Every 1st and 3rd Sunday at 12:30');
  await expect(preview.getByRole('listitem')).toHaveCount(10);
  await form.getByRole('button', { name: 'Add event' }).click();
  await expect(status(page)).toHaveText('Event added.');
  await expectNoAxeViolations(page);

  // The workshop, from the Ukrainian dashboard, with a picture.
  const picture = await uploadPicture(request);
  await openTab(page, 'events', 'Події', '/ua');
  const uaForm = page.getByRole('form', { name: 'Додати подію' });
  await uaForm.getByLabel('Назва (англійською)').fill(pysanka.en);
  await uaForm.getByLabel('Назва (українською)').fill(pysanka.ua);
  // The description in the pages' editor, one language at a time.
  await uaForm.getByRole('radio', { name: 'Українська' }).check();
  await uaForm
    .getByRole('textbox', { name: 'Опис (українською)' })
    .fill('Писанкарство для всіх охочих.');
  await uaForm.getByLabel('Категорія').selectOption({ label: 'Навчання' });
  await uaForm.getByLabel('Дата початку').fill(tomorrow);
  await uaForm.getByLabel('Час початку').fill('10:00');
  await uaForm.getByLabel('Дата завершення').fill(tomorrow);
  await uaForm.getByLabel('Час завершення').fill('13:00');
  await uaForm.getByLabel('Адреса зображення (необов’язково)').fill(picture);
  await expect(uaForm.getByRole('region', { name: 'Перед збереженням' })).toContainText(
    'Одноразово о\u00a010:00',
  );
  await uaForm.getByRole('button', { name: 'Додати подію' }).click();
  await expect(status(page)).toHaveText('Подію додано.');

  // Cancel the choir's second date, with a reason.
  await openTab(page, 'events', 'Events');
  const choirDates = await datesOf(request, choir.en);
  expect(choirDates.length).toBeGreaterThan(2);
  const [first, second] = choirDates as [Occurrence, Occurrence];
  const item = page.getByRole('article', { name: new RegExp(choir.en) });
  await item.getByText(`Next dates of ${choir.en}`).click();
  await item.locator('li').nth(1).getByText('Cancel this date').click();
  await item.locator('li').nth(1).getByLabel('Reason (English)').fill('Choir retreat');
  await item.locator('li').nth(1).getByRole('button', { name: 'Cancel the date' }).click();
  await expect(status(page)).toHaveText('Date cancelled.');
  expect((await datesOf(request, choir.en)).find((o) => o.date === second.date)?.cancelled).toBe(
    true,
  );

  // Visitors, without JavaScript.
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const site = await visitor.newPage();
  const [year, month] = first.date.split('-').map(Number) as [number, number];
  await site.goto(`/events/${year}/${month}`);
  const table = site.getByRole('table', { name: /Events in/ });
  await expect(table.getByRole('columnheader')).toHaveCount(7);
  await expect(table.getByRole('link', { name: choir.en }).first()).toBeVisible();
  await site.goto(`/ua/events/${first.slug}`);
  await expect(site.getByRole('heading', { level: 1, name: choir.ua })).toBeVisible();
  await expect(site.getByText('Щомісяця в першу і третю неділю о\u00a012:30')).toBeVisible();
  await expect(site.getByText('Скасовано').first()).toBeVisible();
  await site.goto(`/events/${first.slug}`);
  await expect(site.getByRole('article').getByText('Sing with us.')).toBeVisible();
  await expect(
    site.getByRole('article').locator('strong', { hasText: 'All voices' }),
  ).toBeVisible();
  await site.goto(`/events/${second.slug}/${second.date}`);
  await expect(site.getByText('Cancelled')).toBeVisible();
  await expect(site.getByText('Reason: Choir retreat')).toBeVisible();
  const jsonLd = await site.locator('script[type="application/ld+json"]').last().textContent();
  expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
    '@type': 'Event',
    eventStatus: 'https://schema.org/EventCancelled',
  });
  await site.goto('/ua/events');
  await expect(site.getByRole('link', { name: pysanka.ua })).toBeVisible();
  await site.getByRole('link', { name: pysanka.ua }).click();
  await expect(site.getByText('Писанкарство для всіх охочих.')).toBeVisible();
  await site.goto('/');
  const comingUp = site.getByRole('region', { name: 'Coming up' });
  await expect(comingUp.getByRole('link', { name: pysanka.en })).toBeVisible();
  await site.goto(`/ua/search?q=${encodeURIComponent('писанки')}`);
  await expect(site.getByRole('main').getByRole('link', { name: pysanka.ua })).toBeVisible();
  await visitor.close();

  // The same kinds of page are clean under axe (which needs JavaScript in the page).
  const pysankaDate = (await datesOf(request, pysanka.en))[0]!;
  for (const path of [
    `/events/${year}/${month}`,
    `/ua/events/${year}/${month}`,
    `/events/${first.slug}`,
    `/ua/events/${pysankaDate.slug}/${pysankaDate.date}`,
    '/events',
  ]) {
    await page.goto(path);
    await expectNoAxeViolations(page);
  }
});

test('staff add, rename and delete a category; one in use is kept, and says why', async ({
  page,
  request,
}) => {
  page.on('dialog', (dialog) => void dialog.accept());
  await signIn(page);
  await openTab(page, 'events', 'Events');
  const panel = page.getByRole('region', { name: 'Categories' });
  const add = panel.getByRole('form', { name: 'Add a category' });
  await add.getByLabel('Name (English)').fill(`Choir ${tag}`);
  await add.getByLabel('Name (Ukrainian)').fill(`Хор ${tag}`);
  await add.getByRole('button', { name: 'Add category' }).click();
  await expect(panel.getByRole('status')).toHaveText('Category added.');
  await expect(panel.getByText(`choir-${tag}`)).toBeVisible();
  // The event form offers it at once.
  await expect(
    page.getByRole('form', { name: 'Add an event' }).getByRole('option', { name: `Choir ${tag}` }),
  ).toHaveCount(1);

  await panel.getByRole('button', { name: `Rename the category Choir ${tag}` }).click();
  const rename = panel.getByRole('form', { name: `Rename the category “Choir ${tag}”` });
  await rename.getByLabel('Name (English)').fill(`Church choir ${tag}`);
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByRole('status')).toHaveText('Category saved.');
  await expect(panel.getByText(`Church choir ${tag}`)).toBeVisible();
  await expectNoAxeViolations(page);

  // In use by an event: refused, and the panel says why.
  const headers = await bearerToken(request);
  const event = await request.post('/api/events', {
    headers,
    data: {
      title: { en: `Choir rehearsal ${tag}` },
      category: `choir-${tag}`,
      start: `${tomorrow}T19:00`,
      end: `${tomorrow}T20:00`,
    },
  });
  expect(event.status()).toBe(201);
  const remove = panel.getByRole('button', { name: `Delete the category Church choir ${tag}` });
  await remove.click();
  await expect(panel.getByRole('status')).toHaveText(
    'Events use this category: move them to another category first.',
  );
  await expect(panel.getByText(`choir-${tag}`)).toBeVisible();
  const { id } = (await event.json()) as { id: string };
  expect((await request.delete(`/api/events/${id}`, { headers })).status()).toBe(204);
  await panel.getByRole('button', { name: `Delete the category Church choir ${tag}` }).click();
  await expect(panel.getByRole('status')).toHaveText('Category deleted.');
  await expect(panel.getByText(`choir-${tag}`)).toHaveCount(0);
});

test('a draft with a publishing time is listed as scheduled, for staff only', async ({ page }) => {
  page.on('dialog', (dialog) => void dialog.accept());
  const title = `Parish feast ${tag}`;
  await signIn(page);
  await openTab(page, 'events', 'Events');
  const form = page.getByRole('form', { name: 'Add an event' });
  await form.getByLabel('Title (English)').fill(title);
  await form.getByLabel('Start date').fill(tomorrow);
  await form.getByLabel('Start time').fill('11:00');
  await form.getByLabel('End date').fill(tomorrow);
  await form.getByLabel('End time').fill('12:00');
  await form.getByLabel('Status').selectOption('draft');
  await form.getByLabel('Publish at (optional)').fill(`${tomorrow}T08:00`);
  await form.getByRole('button', { name: 'Add event' }).click();
  await expect(status(page)).toHaveText('Event added.');
  const item = page.getByRole('article', { name: new RegExp(title) });
  await expect(item.getByText(/^Scheduled for /)).toBeVisible();
  await expect(
    page.request.get('/events').then((response) => response.text()),
  ).resolves.not.toContain(title);
  await item.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(status(page)).toHaveText('Event deleted.');
});
