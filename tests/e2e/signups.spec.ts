import { expect, test, type Browser, type Page } from './support/test';
import { expectNoAxeViolations } from './support/staff';
import {
  eventWithSignups,
  mailText,
  startSignupSite,
  until,
  type SignupSite,
} from '../support/signup-site';

// Issue 34 in the browser, on a site of its own with an SMTP inbox: on a phone, a visitor signs up
// for the workshop in English with JavaScript and in Ukrainian without it, gets the e-mail with
// the .ics and cancels through the personal link; the secretary sees the list, downloads the CSV
// and prints the sign-in sheet; axe checks each page.

let site: SignupSite;
let event: { id: string; slug: string; date: string };

test.beforeAll(async () => {
  site = await startSignupSite({ SIGNUP_MIN_SECONDS: '1' });
  event = await eventWithSignups(site, {
    capacity: 20,
    maxParty: 4,
    waitlist: true,
    perDate: true,
    questions: [
      {
        id: 'eggs',
        label: { en: 'Bring your own eggs?', ua: 'Принесете свої яйця?' },
        kind: 'yesno',
        required: true,
      },
    ],
  });
});
test.afterAll(async () => site?.stop());

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function signUpOnPhone(
  browser: Browser,
  options: { javaScriptEnabled: boolean; prefix: string; texts: Record<string, RegExp | string> },
) {
  const context = await browser.newContext({
    ...phone,
    javaScriptEnabled: options.javaScriptEnabled,
  });
  const page = await context.newPage();
  const base = site.own.server.url;
  await page.goto(`${base}${options.prefix}/events/${event.slug}/${event.date}`);
  await page.getByRole('link', { name: options.texts.link as string }).click();
  await expect(page.getByText(options.texts.places as RegExp)).toBeVisible();
  // axe runs in the page: only where JavaScript runs (the same pages are checked there).
  if (options.javaScriptEnabled) await expectNoAxeViolations(page);
  const email = `visitor${options.prefix.replace('/', '-')}@example.test`;
  await page.getByLabel(options.texts.name as RegExp).fill('Khrystia');
  await page.getByLabel(options.texts.email as RegExp).fill(email);
  await page.getByLabel(options.texts.party as RegExp).fill('2');
  await page.getByRole('radio', { name: options.texts.yes as string }).check();
  await page.waitForTimeout(1100); // SIGNUP_MIN_SECONDS: a person takes that long anyway
  // With JavaScript the widget's proof of work (workers under the site's CSP) goes with the form,
  // and the server checks it (a wrong one is refused: tests/unit/signup-proof.test.ts).
  const proof = page.locator('input[name="altcha"]');
  if (options.javaScriptEnabled) await expect(proof).toHaveValue(/^ey/, { timeout: 15_000 });
  else await expect(proof).toHaveValue('');
  await page.getByRole('button', { name: options.texts.submit as string }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    options.texts.signedUp as string,
  );
  if (options.javaScriptEnabled) await expectNoAxeViolations(page);
  const ownPage = page.url();
  await until(() => site.inbox.some((mail) => mail.to.includes(email)));
  const mail = mailText(site.inbox.find((entry) => entry.to.includes(email))!.raw);
  expect(mail).toMatch(/Content-Type: text\/calendar/i);
  expect(mail).toMatch(options.texts.mailSubject as RegExp);
  // The link in the e-mail is this page: cancel through it.
  const link = /https?:\/\/\S+\/signups\/[A-Za-z0-9._-]+/.exec(mail)?.[0];
  expect(link).toBeTruthy();
  await page.goto(`${base}${new URL(link!).pathname}`);
  await page.getByRole('button', { name: options.texts.cancel as string }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    options.texts.cancelled as string,
  );
  await context.close();
  return ownPage;
}

test('a visitor signs up on a phone with JavaScript, in English, and cancels by the link', async ({
  browser,
}) => {
  await signUpOnPhone(browser, {
    javaScriptEnabled: true,
    prefix: '',
    texts: {
      link: 'Sign up for this date',
      places: /20 places left/,
      name: /^Name/,
      email: /^E-mail/,
      party: /How many people/,
      yes: 'Yes',
      submit: 'Sign up',
      signedUp: 'You’re signed up',
      mailSubject: /Subject: You’re signed up: Pysanka workshop/,
      cancel: 'Cancel my sign-up',
      cancelled: 'Your sign-up is cancelled',
    },
  });
});

test('a visitor signs up on a phone without JavaScript, in Ukrainian, and cancels by the link', async ({
  browser,
  page,
}) => {
  const ownPage = await signUpOnPhone(browser, {
    javaScriptEnabled: false,
    prefix: '/ua',
    texts: {
      link: 'Записатися на цю дату',
      places: /Залишилося 20 місць/,
      name: /^Ім’я/,
      email: /^Електронна пошта/,
      party: /Скільки осіб/,
      yes: 'Так',
      submit: 'Записатися',
      signedUp: 'Вас записано',
      mailSubject: /Subject: Вас записано: Писанкарська майстерня/,
      cancel: 'Скасувати мій запис',
      cancelled: 'Ваш запис скасовано',
    },
  });
  // The Ukrainian pages, checked by axe where it can run.
  await page.setViewportSize(phone.viewport);
  await page.goto(`${site.own.server.url}/ua/events/${event.slug}/${event.date}/signup`);
  await expectNoAxeViolations(page);
  await page.goto(ownPage);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ваш запис скасовано');
  await expectNoAxeViolations(page);
});

async function signInOwn(page: Page) {
  const response = await page.request.post(`${site.own.server.url}/api/auth/login`, {
    data: { username: 'own-admin', password: 'own-admin-password-123' },
  });
  expect(response.status()).toBe(200);
}

test('the secretary sees the list, downloads the CSV and prints the sign-in sheet', async ({
  page,
}) => {
  const path = `/api/events/${event.id}/occurrences/${event.date}/signups`;
  const added = await site.call(path, {
    token: site.own.adminToken,
    json: { name: 'Petro Phoned', phone: '204-555-0123', party: 3, answers: { eggs: true } },
  });
  expect(added.status).toBe(201);
  await signInOwn(page);
  await page.goto(`${site.own.server.url}/dashboard/signups`);
  await page
    .getByRole('link', { name: /confirmed/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: /Sign-ups: Pysanka workshop/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Petro Phoned' }).first()).toBeVisible();
  await expect(page.getByRole('row', { name: /Petro Phoned/ }).first()).toContainText(
    'Bring your own eggs?: Yes',
  );
  await expectNoAxeViolations(page);
  const csv = await page.request.get(
    `${site.own.server.url}/api/events/${event.id}/occurrences/${event.date}/signups?format=csv`,
  );
  expect(csv.status(), await csv.text()).toBe(200);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`signups-${event.date}.csv`);
  // Print: only the sheet, with a column to sign.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('columnheader', { name: 'Signature' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print sign-in sheet' })).toBeHidden();
});

test('staff switch sign-ups on in the event form and reach the lists from the dashboard', async ({
  page,
}) => {
  const title = `Parish dinner ${Math.random().toString(36).slice(2, 8)}`;
  const date = event.date;
  const created = await site.call('/api/events', {
    token: site.own.adminToken,
    json: {
      title: { en: title, ua: 'Парафіяльна вечеря' },
      category: 'education',
      start: `${date}T18:00`,
      end: `${date}T20:00`,
    },
  });
  expect(created.status).toBe(201);
  const formPath = `/api/events/${created.body.id}/occurrences/${date}/signup-form`;
  expect((await site.call(formPath)).status).toBe(404);
  await signInOwn(page);
  await page.goto(`${site.own.server.url}/dashboard?tab=events`);
  // No sign-ups yet: no link to lists.
  await expect(page.getByRole('link', { name: `Sign-up lists for ${title}` })).toHaveCount(0);
  // The fieldset's parts, checked by axe in the add form (two open forms repeat the preview's
  // landmark name): switched on, with a choice question.
  const addForm = page.getByRole('form', { name: 'Add an event' });
  await addForm.getByLabel('Take sign-ups for this event').check();
  await addForm.getByLabel('Question 1: kind').selectOption({ label: 'Choice' });
  await expect(addForm.getByLabel('Question 1: options (Ukrainian)')).toBeVisible();
  await expectNoAxeViolations(page);
  await addForm.getByLabel('Take sign-ups for this event').uncheck();
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const form = page.getByRole('form', { name: `Edit ${title}` });
  await form.getByLabel('Take sign-ups for this event').check();
  await form.getByLabel('Places', { exact: true }).fill('30');
  await form.getByLabel('Largest party one person may sign up').fill('6');
  await form.getByLabel('Question 1: kind').selectOption({ label: 'Choice' });
  await form.getByLabel('Question 1 (English)', { exact: true }).fill('Meal');
  await form.getByLabel('Question 1 (Ukrainian)', { exact: true }).fill('Страва');
  await form.getByLabel('Question 1: options (English)').fill('Meat\nFish');
  await form.getByLabel('Question 1: options (Ukrainian)').fill('М’ясо\nРиба');
  await form.getByLabel('Question 1: must be answered').check();
  // A second slot appears once the first is asked.
  await expect(form.getByLabel('Question 2: kind')).toHaveValue('none');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Event saved.')).toBeVisible();
  const shown = await site.call(formPath);
  expect(shown.status).toBe(200);
  expect(shown.body).toMatchObject({ open: true, placesLeft: 30, maxParty: 6, waitlist: true });
  expect(shown.body.questions).toMatchObject([
    {
      kind: 'choice',
      required: true,
      options: [{ label: { en: 'Meat' } }, { label: { en: 'Fish' } }],
    },
  ]);

  // Each event with sign-ups links to its lists, and each of its dates to that date's list.
  await page.getByText(`Next dates of ${title}`).click();
  await expect(
    page.getByRole('link', { name: new RegExp(`^Sign-ups for ${title}, `) }),
  ).toHaveCount(1);
  await page.getByRole('link', { name: `Sign-up lists for ${title}` }).click();
  await expect(page).toHaveURL(/tab=signups/);
  await expect(page).toHaveTitle(/^Sign-ups/);
  const nav = page.getByRole('navigation', { name: 'Dashboard sections' }).first();
  await expect(nav.getByRole('link', { name: 'Sign-ups' })).toHaveAttribute('aria-current', 'page');
  const section = page.locator(`#signups-${created.body.id}`);
  await expect(section.getByRole('heading', { name: title })).toBeVisible();
  await expectNoAxeViolations(page);
  await section
    .getByRole('link', { name: /0 confirmed, 0 waiting/ })
    .first()
    .click();
  await expect(page).toHaveTitle(new RegExp(`^Sign-ups: ${title}, `));

  // Switched off again from the same form: the stored settings come back into it first.
  await page.goto(`${site.own.server.url}/dashboard?tab=events`);
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(form.getByLabel('Places', { exact: true })).toHaveValue('30');
  await expect(form.getByLabel('Question 1: options (Ukrainian)')).toHaveValue('М’ясо\nРиба');
  await form.getByLabel('Take sign-ups for this event').uncheck();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Event saved.')).toBeVisible();
  expect((await site.call(formPath)).status).toBe(404);
});

test('without JavaScript the secretary adds someone who phoned, moves and cancels them', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInOwn(page);
  const listPage = `${site.own.server.url}/dashboard/signups/${event.id}/${event.date}`;
  await page.goto(listPage);
  const add = page.getByRole('form', { name: 'Add someone' });
  await add.getByLabel('Name').fill('Olena Phoned');
  await add.getByLabel('Phone').fill('204-555-0199');
  await add.getByLabel('People').fill('2');
  await add.getByLabel('List').selectOption({ label: 'Waiting list' });
  await add.getByLabel('Bring your own eggs?').selectOption({ label: 'No' });
  await add.getByRole('button', { name: 'Add' }).click();
  const waiting = page.locator('section', {
    has: page.getByRole('heading', { name: 'Waiting list' }),
  });
  await expect(waiting.getByRole('row', { name: /Olena Phoned/ })).toBeVisible();
  await waiting.getByRole('button', { name: 'Confirm Olena Phoned' }).click();
  const confirmed = page.locator('section', {
    has: page.getByRole('heading', { name: 'Confirmed', exact: true }),
  });
  const row = confirmed.getByRole('row', { name: /Olena Phoned/ });
  await expect(row).toBeVisible();
  await row.getByLabel('Message to the person (optional)').fill('The workshop moved online.');
  await row.getByRole('button', { name: 'Cancel Olena Phoned’s sign-up' }).click();
  const cancelled = page.locator('section', {
    has: page.getByRole('heading', { name: 'Cancelled', exact: true }),
  });
  await expect(cancelled.getByRole('row', { name: /Olena Phoned/ })).toBeVisible();
  // Signed out, the list is not shown: the sign-in page answers.
  const stored = await site.call(`/api/events/${event.id}/occurrences/${event.date}/signups`, {
    token: site.own.adminToken,
  });
  const olena = stored.body.signups.find(
    (signup: { name: string }) => signup.name === 'Olena Phoned',
  );
  expect(olena).toMatchObject({
    status: 'cancelled',
    party: 2,
    phone: '204-555-0199',
    answers: { eggs: false },
  });
  await context.clearCookies();
  await page.goto(listPage);
  await expect(page).toHaveURL(/\/login/);
  await context.close();
});
