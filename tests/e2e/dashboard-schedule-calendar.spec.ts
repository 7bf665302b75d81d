import { randomBytes } from 'node:crypto';
import { expect, test } from './support/test';
import { bearerToken, openTab, signIn } from './support/staff';

// The structured schedule in the dashboard's schedule tab: how a service repeats, for the calendar
// feed. Saved through the services API and visible in /liturgy-schedule.ics.

interface Service {
  id: string;
  title: { en: string };
  schedule: { rule: string; days: string[]; time: string; week: number | null } | null;
}

test('adds a monthly service on the last Saturday at 17:00, and it reaches the calendar', async ({
  page,
}) => {
  await signIn(page);
  await openTab(page, 'schedule', 'Liturgy schedule');
  const form = page.getByRole('form', { name: 'Add a service' });
  const title = `Panakhyda ${randomBytes(3).toString('hex')}`;
  await form.getByLabel('Title (English)').fill(title);
  await form.getByLabel('Day and time (English)').fill('5:00 PM, last Saturday of the month');
  await form.getByLabel('Repeats').selectOption('monthly');
  await form.getByLabel('Week of the month (monthly)').selectOption({ label: 'Last' });
  await form.getByLabel('Start time').fill('17:00');
  // No day chosen yet: the calendar part is refused before anything is sent.
  await form.getByRole('button', { name: 'Add service' }).click();
  await expect(
    page.getByText('For the calendar, choose at least one day and a start time.'),
  ).toBeVisible();
  await form.getByRole('group', { name: 'Days' }).getByLabel('Saturday').check();
  await form.getByRole('button', { name: 'Add service' }).click();
  await expect(page.getByText('Service added.')).toBeVisible();

  const services = (await (await page.request.get('/api/services')).json()) as Service[];
  const added = services.find((service) => service.title.en === title)!;
  expect(added.schedule).toEqual({ rule: 'monthly', days: ['SA'], time: '17:00', week: -1 });
  const ics = await (await page.request.get('/liturgy-schedule.ics')).text();
  expect(ics.replace(/\r\n /g, '')).toContain(`SUMMARY;LANGUAGE=en:${title}`);
  expect(ics).toContain('RRULE:FREQ=MONTHLY;BYDAY=-1SA');

  // Editing shows the stored schedule; "Not in the calendar" takes it out again.
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('form', { name: `Edit ${title}` });
  await expect(edit.getByLabel('Repeats')).toHaveValue('monthly');
  await expect(edit.getByLabel('Start time')).toHaveValue('17:00');
  await expect(edit.getByRole('group', { name: 'Days' }).getByLabel('Saturday')).toBeChecked();
  await edit.getByLabel('Repeats').selectOption('');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Service saved.')).toBeVisible();
  const after = (await (await page.request.get(`/api/services/${added.id}`)).json()) as Service;
  expect(after.schedule).toBeNull();
  await page.request.delete(`/api/services/${added.id}`, {
    headers: await bearerToken(page.request),
  });
});
