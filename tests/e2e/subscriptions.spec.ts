import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/staff';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { linkIn, parts, startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox';
import { form, tinyPdf } from '../support/uploads';

// E-mail subscriptions in both languages with JavaScript off: subscribe from the footer, confirm
// from the captured e-mail, receive a published bulletin, unsubscribe with the link's one button.
// A site of its own, whose SMTP_URL points at an SMTP server in the test process.

let inbox: SmtpInbox;
let site: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  inbox = await startSmtpInbox();
  site = await startOwnServer({
    SMTP_URL: inbox.url,
    MAIL_FROM: 'parish@parish.test',
    MAIL_RATE_PER_MINUTE: '6000',
  });
});

test.afterAll(async () => {
  await site?.server.stop();
  await site?.database.drop();
  await inbox?.stop();
});

const onSite = (link: string) =>
  `${site.server.url}${new URL(link).pathname}${new URL(link).search}`;

const texts = {
  '': {
    footer: 'The bulletin by e-mail',
    email: 'Your e-mail address',
    subscribe: 'Subscribe',
    checkInbox: 'Check your inbox',
    confirm: 'Confirm my subscription',
    confirmed: 'You are subscribed',
    unsubscribe: 'Unsubscribe me',
    unsubscribed: 'You are unsubscribed',
    title: 'Sunday of the Prodigal Son',
  },
  '/ua': {
    footer: 'Бюлетень електронною поштою',
    email: 'Ваша адреса електронної пошти',
    subscribe: 'Підписатися',
    checkInbox: 'Перевірте поштову скриньку',
    confirm: 'Підтвердити підписку',
    confirmed: 'Ви підписані',
    unsubscribe: 'Відписатися',
    unsubscribed: 'Ви відписалися',
    title: 'Неділя про блудного сина',
  },
} as const;

async function submitFooterForm(
  page: Page,
  email: string,
  words: (typeof texts)[keyof typeof texts],
) {
  const footer = page.getByRole('region', { name: words.footer });
  const field = footer.getByLabel(words.email);
  await field.fill(email);
  // The form refuses a post within 2 s of its rendering (a script's): wait for that to pass.
  const renderedAt = Number(await footer.locator('input[name="formToken"]').inputValue());
  await expect.poll(() => Date.now() - renderedAt > 2500).toBe(true);
  await footer.getByRole('button', { name: words.subscribe }).click();
}

for (const prefix of ['', '/ua'] as const) {
  test(`subscribe, confirm, receive a bulletin and unsubscribe without JavaScript${prefix ? ' (Ukrainian)' : ''}`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const words = texts[prefix];
    const email = `e2e${prefix.replace('/', '-')}@example.com`;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto(`${site.server.url}${prefix}/contact-us`);
    await submitFooterForm(page, email, words);
    await expect(page.getByRole('heading', { level: 1, name: words.checkInbox })).toBeVisible();

    const confirmation = await inbox.waitFor((mail) => mail.to === email);
    await page.goto(onSite(linkIn(confirmation.raw, '/subscription/confirm')));
    await page.getByRole('button', { name: words.confirm }).click();
    await expect(page.getByRole('heading', { level: 1, name: words.confirmed })).toBeVisible();

    const published = await fetch(`${site.server.url}/api/bulletins`, {
      method: 'POST',
      headers: { authorization: `Bearer ${site.adminToken}` },
      body: form(
        {
          title: `${texts[''].title} ${prefix || 'en'}`,
          description: '',
          date: '2099-02-23',
          label: 'Weekly',
          translations: JSON.stringify({
            ua: { title: `${texts['/ua'].title} ${prefix || 'en'}`, description: '', label: '' },
          }),
        },
        { file: { data: tinyPdf(), name: 'b.pdf', type: 'application/pdf' } },
      ),
    });
    expect(published.status).toBe(201);
    const bulletin = await inbox.waitFor(
      (mail) =>
        mail.to === email &&
        (parts(mail.raw).get('text/plain') ?? '').includes(`${words.title} ${prefix || 'en'}`),
      30_000,
    );

    await page.goto(onSite(linkIn(bulletin.raw, '/subscription/unsubscribe')));
    await page.getByRole('button', { name: words.unsubscribe }).click();
    await expect(page.getByRole('heading', { level: 1, name: words.unsubscribed })).toBeVisible();
    await context.close();
  });
}

test('the subscription pages are accessible (axe)', async ({ page }) => {
  for (const path of [
    '/subscribe',
    '/ua/subscribe',
    '/subscribe?sent=1',
    '/ua/subscription/unsubscribe?token=x.y',
  ]) {
    await page.goto(`${site.server.url}${path}`);
    await expectNoAxeViolations(page);
  }
});
