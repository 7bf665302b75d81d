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
