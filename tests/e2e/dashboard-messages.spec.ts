import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { expectNoAxeViolations, openTab, signIn } from './support/staff';

/** A visitor's message through the public API; each from its own made-up address (5 per address). */
async function sendMessage(
  request: APIRequestContext,
  name: string,
  subject: string,
  message: string,
) {
  const bytes = randomBytes(3);
  const response = await request.post('/api/contact', {
    headers: { 'x-forwarded-for': `10.${bytes[0]}.${bytes[1]}.${bytes[2]}` },
    data: { name, email: 'visitor@example.org', phone: '+1 555 010 0123', subject, message },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const article = (page: Page, name: string) => page.getByRole('article', { name: new RegExp(name) });

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('messages are listed newest first with their details; mark read and unread', async ({
  page,
  request,
}) => {
  const tag = randomBytes(3).toString('hex');
  await sendMessage(request, `Olena ${tag}`, 'prayer', 'Please pray for my mother.');
  await sendMessage(
    request,
    `Taras ${tag}`,
    'volunteer',
    'I can help with the parish picnic.\nCall me in the evening.',
  );
  await openTab(page, 'messages', 'Messages');
  const names = page.getByRole('article').getByRole('heading', { level: 2 });
  await expect(names.nth(0)).toContainText(`Taras ${tag}`);
  await expect(names.nth(1)).toContainText(`Olena ${tag}`);

  const taras = article(page, `Taras ${tag}`);
  await expect(taras).toContainText('Volunteering');
  await expect(taras).toContainText('I can help with the parish picnic.');
  await expect(taras.getByRole('link', { name: 'visitor@example.org' })).toHaveAttribute(
    'href',
    'mailto:visitor@example.org',
  );
  await expect(taras.getByText('New', { exact: true })).toBeVisible();

  await taras.getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByText('Marked as read.')).toBeVisible();
  await expect(taras.getByText('New', { exact: true })).toHaveCount(0);
  await expect(taras.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await page.reload();
  await expect(taras.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await taras.getByRole('button', { name: 'Mark as unread' }).click();
  await expect(page.getByText('Marked as unread.')).toBeVisible();
  await expect(taras.getByText('New', { exact: true })).toBeVisible();
});

test('delete asks first and removes the message only when confirmed', async ({ page, request }) => {
  const tag = randomBytes(3).toString('hex');
  await sendMessage(request, `Spam ${tag}`, 'other', 'Buy cheap candles.');
  await openTab(page, 'messages', 'Messages');
  const dialogs: string[] = [];
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await article(page, `Spam ${tag}`).getByRole('button', { name: 'Delete' }).click();
  await expect(article(page, `Spam ${tag}`)).toBeVisible();
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await article(page, `Spam ${tag}`).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Message deleted.')).toBeVisible();
  await expect(article(page, `Spam ${tag}`)).toHaveCount(0);
  expect(dialogs).toEqual(['Delete this message?', 'Delete this message?']);
});

test('in Ukrainian, with no axe violations in either language', async ({ page, request }) => {
  await sendMessage(request, `Axe ${randomBytes(3).toString('hex')}`, 'general', 'Hello');
  await openTab(page, 'messages', 'Messages');
  await expectNoAxeViolations(page);
  await openTab(page, 'messages', 'Повідомлення', '/ua');
  await expect(page.getByRole('button', { name: 'Позначити як прочитане' }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
