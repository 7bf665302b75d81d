import { Resolver } from 'node:dns/promises';
import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations, openTab, signIn } from './support/staff';

const form = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: 'Save settings' }) });
const status = (page: Page) => form(page).getByRole('status');

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await openTab(page, 'settings', 'Settings');
});

test('every Settings field is in the form, filled with the stored values', async ({
  page,
  request,
}) => {
  const settings = (await (await request.get('/api/settings')).json()) as Record<
    string,
    unknown
  > & {
    address: Record<string, string>;
    socialLinks: Record<string, string>;
  };
  const translations = settings.translations as Record<string, Record<string, string>>;
  const stats = settings.stats as { value: string; label: Record<string, string> }[];
  // Per-language texts: one input per language, labelled with the language's name.
  const expected: [string, string][] = [
    ['Title (English)', settings.title as string],
    ['Title (Ukrainian)', translations.ua!.title!],
    ['Description (English)', settings.description as string],
    ['Description (Ukrainian)', translations.ua!.description!],
    ['Tagline under the parish name (English)', settings.heroTagline as string],
    ['Tagline under the parish name (Ukrainian)', translations.ua!.heroTagline!],
    ['Patron saint (English)', settings.patronName as string],
    ['Patron saint (Ukrainian)', translations.ua!.patronName!],
    ['About the patron (English)', settings.patronText as string],
    ['About the patron (Ukrainian)', translations.ua!.patronText!],
    ['Office hours (English)', settings.officeHours as string],
    ['Office hours (Ukrainian)', translations.ua!.officeHours!],
    ['Figure 1', stats[0]!.value],
    ['What figure 1 counts (English)', stats[0]!.label.en!],
    ['What figure 1 counts (Ukrainian)', stats[0]!.label.ua!],
    ['Address line 1', settings.address.line1!],
    ['Address line 2', settings.address.line2!],
    ['City', settings.address.city!],
    ['Province or state', settings.address.provinceOrState!],
    ['Postal code', settings.address.postalCode!],
    ['Country', settings.address.country!],
    ['Map link', settings.address.link!],
    ['Phone', settings.phone as string],
    ['Email', settings.email as string],
    ['Website', settings.website as string],
    ['Facebook', settings.socialLinks.facebook!],
    ['Instagram', settings.socialLinks.instagram!],
    ['YouTube', settings.socialLinks.youtube!],
  ];
  for (const [label, value] of expected) {
    await expect(form(page).getByLabel(label, { exact: true })).toHaveValue(value);
  }
});

test('the title is required', async ({ page }) => {
  await form(page).getByLabel('Title (English)', { exact: true }).fill('   ');
  await form(page).getByRole('button', { name: 'Save settings' }).click();
  await expect(form(page).getByText('Title is required')).toBeVisible();
  await expect(form(page).getByLabel('Title (English)', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(form(page).getByLabel('Title (English)', { exact: true })).toBeFocused();
  await expect(page.getByText('Settings saved!')).toHaveCount(0);
});

test('the server’s field errors appear beside their fields', async ({ page }) => {
  await form(page).getByLabel('Email', { exact: true }).fill('not-an-email');
  await form(page).getByLabel('Map link', { exact: true }).fill('javascript:alert(1)');
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/settings') && response.request().method() === 'PUT',
  );
  await form(page).getByRole('button', { name: 'Save settings' }).click();
  const response = await answer;
  expect(response.status()).toBe(400);
  const fields = ((await response.json()) as { error: { fields: Record<string, string> } }).error
    .fields;
  expect(Object.keys(fields).sort()).toEqual(['address.link', 'email']);

  const email = form(page).getByLabel('Email', { exact: true });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  // The error comes first; on a fresh database the sample-value note follows it.
  await expect(email).toHaveAccessibleDescription(/^Enter a valid email address\b/);
  const link = form(page).getByLabel('Map link', { exact: true });
  await expect(link).toHaveAccessibleDescription('Enter a full web address starting with https://');
  await expect(status(page)).toHaveText('Please correct the marked fields.');
  await expect(form(page).getByLabel('Title (English)', { exact: true })).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

test('saving shows “Settings saved!” and the public site uses the new values', async ({ page }) => {
  const title = `St. Volodymyr Parish ${Date.now()}`;
  await form(page).getByLabel('Title (English)', { exact: true }).fill(title);
  await form(page).getByLabel('Phone', { exact: true }).fill('+1 555 010 0199');
  await form(page).getByLabel('City', { exact: true }).fill('Springfield');
  await form(page).getByRole('button', { name: 'Save settings' }).click();
  await expect(status(page)).toHaveText('Settings saved!');
  await page.reload();
  await expect(form(page).getByLabel('Title (English)', { exact: true })).toHaveValue(title);
  await expect(form(page).getByLabel('Phone', { exact: true })).toHaveValue('+1 555 010 0199');
  await page.goto('/contact-us');
  await expect(page.getByText('+1 555 010 0199').first()).toBeVisible();
});

test('the weekly digest’s day and hour are chosen from lists and saved', async ({
  page,
  request,
}) => {
  const day = form(page).getByRole('combobox', { name: 'Day of the weekly digest' });
  const hour = form(page).getByRole('combobox', { name: 'Hour of the weekly digest' });
  await expect(day).toHaveValue('saturday');
  await expect(hour).toHaveValue('17');
  await day.selectOption({ label: 'Monday' });
  await hour.selectOption({ label: '08:00' });
  await form(page).getByRole('button', { name: 'Save settings' }).click();
  await expect(status(page)).toHaveText('Settings saved!');
  expect(await (await request.get('/api/settings')).json()).toMatchObject({
    digestDay: 'monday',
    digestHour: 8,
  });
  await page.reload();
  await expect(day).toHaveValue('monday');
  await expect(hour).toHaveValue('8');
  // Back to the default, for the tests after this one.
  await day.selectOption('saturday');
  await hour.selectOption('17');
  await form(page).getByRole('button', { name: 'Save settings' }).click();
  await expect(status(page)).toHaveText('Settings saved!');
});

test('the Mail panel shows the sending domain’s records, in either language', async ({ page }) => {
  // What this machine's DNS answers decides what the server finds: offline, "could not look up".
  const dnsWorks = await new Resolver({ timeout: 1_500, tries: 2 }).resolveSoa('.').then(
    () => true,
    () => false,
  );
  const panel = page.getByRole('region', { name: 'Mail delivery records' });
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText([
    dnsWorks ? 'SPF: missing' : 'SPF: could not look up',
    'DKIM: not configured',
    dnsWorks ? 'DMARC: missing' : 'DMARC: could not look up',
  ]);
  await expect(panel.getByText(/DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY/)).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Check the records again' })).toHaveAttribute(
    'href',
    '?tab=settings#settings-mail',
  );
  await page.goto('/ua/dashboard?tab=settings');
  const uaPanel = page.getByRole('region', { name: 'Записи для доставки пошти' });
  await expect(uaPanel.getByRole('heading', { level: 3 })).toHaveText([
    dnsWorks ? 'SPF: немає' : 'SPF: не вдалося перевірити',
    'DKIM: не налаштовано',
    dnsWorks ? 'DMARC: немає' : 'DMARC: не вдалося перевірити',
  ]);
  await expectNoAxeViolations(page);
});

test('in Ukrainian, with no axe violations in either language', async ({ page }) => {
  await expectNoAxeViolations(page);
  await form(page).getByLabel('Email', { exact: true }).fill('bad');
  await form(page).getByRole('button', { name: 'Save settings' }).click();
  await expect(status(page)).toHaveText('Please correct the marked fields.');
  await expectNoAxeViolations(page);
  await page.goto('/ua/dashboard?tab=settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Налаштування' })).toBeVisible();
  const uaForm = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Зберегти налаштування' }) });
  await expect(uaForm.getByRole('combobox', { name: 'День тижневого огляду' })).toHaveValue(
    'saturday',
  );
  await expect(uaForm.getByRole('option', { name: 'Субота' })).toHaveCount(1);
  await uaForm.getByLabel('Назва (англійською)', { exact: true }).fill('');
  await uaForm.getByRole('button', { name: 'Зберегти налаштування' }).click();
  await expect(uaForm.getByText('Назва обов’язкова')).toBeVisible();
  await expectNoAxeViolations(page);
});
