import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { bearerToken, expectNoAxeViolations, openTab, signIn } from './support/staff';

interface Service {
  id: string;
  title: { en: string; ua: string };
  order: number;
}

const addForm = (page: Page) => page.getByRole('form', { name: 'Add a service' });
const list = (page: Page) => page.getByRole('list').filter({ has: page.getByRole('article') });
const titles = (page: Page) => list(page).getByRole('heading', { level: 3 });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ }).first();

async function schedule(page: Page): Promise<Service[]> {
  return (await (await page.request.get('/api/services')).json()) as Service[];
}

/** A service added through the API, as another staff member would. */
async function addService(
  request: Page['request'],
  data: { title: Service['title']; dayTime: Service['title'] },
) {
  const created = await request.post('/api/services', {
    headers: await bearerToken(request),
    data,
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as Service;
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await openTab(page, 'schedule', 'Liturgy schedule');
});

test('lists the services in order, in both languages', async ({ page }) => {
  const services = await schedule(page);
  expect(services.length).toBeGreaterThan(0);
  await expect(titles(page)).toHaveCount(services.length);
  for (const [index, service] of services.entries()) {
    await expect(titles(page).nth(index)).toContainText(service.title.en);
    if (service.title.ua) await expect(titles(page).nth(index)).toContainText(service.title.ua);
  }
});

test('add asks for the English title and day/time, then adds the service in both languages', async ({
  page,
}) => {
  const form = addForm(page);
  await form.getByRole('button', { name: 'Add service' }).click();
  await expect(page.getByText('Title and day and time in English are required.')).toBeVisible();

  const tag = randomBytes(3).toString('hex');
  await form.getByLabel('Title (English)').fill(`Moleben ${tag}`);
  await form.getByLabel('Title (Ukrainian)').fill(`Молебень ${tag}`);
  await form.getByLabel('Day and time (English)').fill('Wednesday 7:00 PM');
  await form.getByLabel('Day and time (Ukrainian)').fill('Середа, 19:00');
  await form.getByLabel('Note (English)').fill('In the chapel');
  await form.getByLabel('Note (Ukrainian)').fill('У каплиці');
  await form.getByLabel('Livestreamed').check();
  await form.getByRole('button', { name: 'Add service' }).click();
  await expect(page.getByText('Service added.')).toBeVisible();
  await expect(form.getByLabel('Title (English)')).toHaveValue('');
  const added = list(page).getByRole('article', { name: new RegExp(`Moleben ${tag}`) });
  await expect(added).toContainText(`Молебень ${tag}`);
  await expect(added).toContainText('Середа, 19:00');
  await expect(added).toContainText('Livestreamed');
  // Last on the schedule, and on the public home page in both languages.
  await expect(titles(page).last()).toContainText(`Moleben ${tag}`);
  await page.goto('/');
  await expect(page.getByText(`Moleben ${tag}`)).toBeVisible();
  await page.goto('/ua');
  await expect(page.getByText(`Молебень ${tag}`)).toBeVisible();
});

test('edit changes a service in both languages; Cancel leaves it as it was', async ({
  page,
  request,
}) => {
  const tag = randomBytes(3).toString('hex');
  await addService(request, {
    title: { en: `Akathist ${tag}`, ua: `Акафіст ${tag}` },
    dayTime: { en: 'Friday 6 PM', ua: 'Пʼятниця, 18:00' },
  });
  await page.reload();
  await page.getByRole('button', { name: `Edit Akathist ${tag}` }).click();
  const editor = page.getByRole('form', { name: `Edit Akathist ${tag}` });
  await editor.getByLabel('Title (English)').fill('Not kept');
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(
    list(page).getByRole('article', { name: new RegExp(`Akathist ${tag}`) }),
  ).toBeVisible();

  await page.getByRole('button', { name: `Edit Akathist ${tag}` }).click();
  await editor.getByLabel('Day and time (English)').fill('');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Title and day and time in English are required.')).toBeVisible();
  await editor.getByLabel('Title (Ukrainian)').fill(`Акафіст до Богородиці ${tag}`);
  await editor.getByLabel('Day and time (English)').fill('Friday 7 PM');
  await editor.getByLabel('Livestreamed').check();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Service saved.')).toBeVisible();
  const article = list(page).getByRole('article', { name: new RegExp(`Akathist ${tag}`) });
  await expect(article).toContainText(`Акафіст до Богородиці ${tag}`);
  await expect(article).toContainText('Friday 7 PM');
  await expect(article).toContainText('Livestreamed');
});

test('move up and down reorders the schedule and the order is saved', async ({ page }) => {
  const before = await schedule(page);
  expect(before.length).toBeGreaterThan(2);
  const [first, second] = [before[0]!, before[1]!];
  await page.getByRole('button', { name: `Move up: ${second.title.en}` }).click();
  await expect(status(page)).toHaveText('Order saved.');
  await expect(titles(page).nth(0)).toContainText(second.title.en);
  await expect(titles(page).nth(1)).toContainText(first.title.en);
  const after = await schedule(page);
  expect(after.slice(0, 2).map((service) => service.id)).toEqual([second.id, first.id]);
  await expect(page.getByRole('button', { name: `Move up: ${second.title.en}` })).toBeDisabled();

  await page.getByRole('button', { name: `Move down: ${second.title.en}` }).click();
  await expect(titles(page).nth(0)).toContainText(first.title.en);
  await expect
    .poll(async () => (await schedule(page)).slice(0, 2).map((service) => service.id))
    .toEqual([first.id, second.id]);
});

test('delete asks first and removes the service only when confirmed', async ({ page, request }) => {
  const headers = await bearerToken(request);
  const tag = randomBytes(3).toString('hex');
  await request.post('/api/services', {
    headers,
    data: { title: { en: `Panakhyda ${tag}`, ua: '' }, dayTime: { en: 'On request', ua: '' } },
  });
  await page.reload();
  const dialogs: string[] = [];
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: `Delete Panakhyda ${tag}` }).click();
  await expect(
    list(page).getByRole('article', { name: new RegExp(`Panakhyda ${tag}`) }),
  ).toBeVisible();
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole('button', { name: `Delete Panakhyda ${tag}` }).click();
  await expect(page.getByText('Service deleted.')).toBeVisible();
  await expect(
    list(page).getByRole('article', { name: new RegExp(`Panakhyda ${tag}`) }),
  ).toHaveCount(0);
  expect(dialogs).toEqual(['Delete this service?', 'Delete this service?']);
  expect((await schedule(page)).some((service) => service.title.en === `Panakhyda ${tag}`)).toBe(
    false,
  );
});

test('in Ukrainian, with no axe violations in either language', async ({ page }) => {
  await expectNoAxeViolations(page);
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await expectNoAxeViolations(page);
  await openTab(page, 'schedule', 'Розклад богослужінь', '/ua');
  await expect(page.getByRole('form', { name: 'Додати богослуження' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a refusal is told in the staff member’s language: a service removed meanwhile', async ({
  page,
  request,
}) => {
  const tag = randomBytes(3).toString('hex');
  const { id } = await addService(request, {
    title: { en: `Vespers ${tag}`, ua: `Вечірня ${tag}` },
    dayTime: { en: 'Saturday 5 PM', ua: 'Субота, 17:00' },
  });
  await openTab(page, 'schedule', 'Розклад богослужінь', '/ua');
  await page.getByRole('button', { name: new RegExp(`^Редагувати .*${tag}`) }).click();
  const headers = await bearerToken(request);
  expect((await request.delete(`/api/services/${id}`, { headers })).status()).toBe(204);
  await page.getByRole('button', { name: 'Зберегти' }).click();
  // The server's own words ("No such service") are English; the dashboard says it in Ukrainian.
  await expect(status(page)).toHaveText(
    'Цього запису вже немає: можливо, його хтось видалив. Оновіть сторінку, щоб побачити актуальний список.',
  );
});
