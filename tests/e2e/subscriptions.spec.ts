import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/staff';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { linkIn, parts, startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox';
import { form, tinyPdf } from '../support/uploads';
import { seedSubscribers, seededEmail } from '../support/seed-subscribers';

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

test('the secretary composes an announcement, previews it, sends herself a test, then sends it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const secretary = 'secretary@parish.test';
  const own = { username: 'own-admin', password: 'own-admin-password-123' };
  const me = await fetch(`${site.server.url}/api/auth/me`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${site.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ currentPassword: own.password, email: secretary }),
  });
  expect(me.status).toBe(200);
  await seedSubscribers(site.database.url, 1, { list: 'announcements', language: () => 'en' });

  const context = await browser.newContext({ baseURL: site.server.url });
  const page = await context.newPage();
  expect((await page.request.post('/api/auth/login', { data: own })).status()).toBe(200);
  await page.goto('/dashboard?tab=sent');
  const english = page.getByRole('group', { name: 'English' });
  await english.getByLabel('Subject').fill('Parish picnic');
  await english.getByRole('textbox', { name: 'Text', exact: true }).click();
  await page.keyboard.type('Sunday after the Divine Liturgy.');
  // The site editor's toolbar, as on pages and events.
  await english
    .getByRole('toolbar', { name: 'Formatting' })
    .getByRole('button', { name: 'Bold' })
    .click();
  await page.keyboard.type(' Bring a dish.');

  // The preview is the message the sender writes, in a sandboxed frame (no scripts run there).
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('Subject: Parish picnic')).toBeVisible();
  const frame = preview.locator('iframe');
  // Sandboxed without allow-scripts: nothing in the message can run.
  await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
  await expect(
    page
      .frameLocator('iframe[title="The e-mail as it will be sent"]')
      .getByText('Sunday after the Divine Liturgy.'),
  ).toBeVisible();
  await expect(
    page
      .frameLocator('iframe[title="The e-mail as it will be sent"]')
      .locator('strong', { hasText: 'Bring a dish.' }),
  ).toBeVisible();
  // The dashboard with the preview open. The frame holds an e-mail's markup (tables for layout,
  // mail clients' rules), not a page of the site, so axe judges the page around it.
  const axe = await new AxeBuilder({ page }).exclude('iframe').analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  expect(inbox.mails.some((mail) => mail.to === secretary)).toBe(false);

  await page.getByRole('button', { name: 'Send me a test' }).click();
  await expect(page.getByText('A test is on its way')).toBeVisible();
  const testMail = await inbox.waitFor((mail) => mail.to === secretary);
  expect(parts(testMail.raw).get('text/plain')).toContain('Sunday after the Divine Liturgy.');
  expect(inbox.mails.some((mail) => mail.to === seededEmail(0))).toBe(false);

  await page.getByRole('button', { name: 'Send to the lists' }).click();
  await expect(page.getByText('The announcement is queued')).toBeVisible();
  const sent = await inbox.waitFor((mail) => mail.to === seededEmail(0), 30_000);
  expect(parts(sent.raw).get('text/plain')).toContain('Sunday after the Divine Liturgy.');
  await expect
    .poll(async () => {
      await page.reload();
      // The test and the send: each to one address, sent.
      return page
        .getByRole('listitem')
        .filter({ hasText: 'Parish picnic' })
        .filter({ hasText: '1 of 1 sent, 0 failed' })
        .count();
    })
    .toBe(2);
  await expectNoAxeViolations(page);
  await context.close();
});
