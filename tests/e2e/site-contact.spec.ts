import { randomBytes } from 'node:crypto';
import { pageSettled } from './support/settle';
import { expect, test, type Page } from './support/test';
import { bearerToken } from './support/staff';
import { at, fakeClientAddress, languages, siteSettings } from './support/site';

// The contact form (the specification's messages in a live region, POST /api/contact, reset) and
// the contact details from the settings.

const texts = {
  en: {
    name: 'Full Name',
    email: 'Email',
    phone: 'Phone',
    subject: 'Subject',
    message: 'Message',
    send: 'Send',
    missing: 'Please fill in all required fields.',
    success: 'Thank you for your message! We will get back to you soon.',
    subjects: [
      'Select a subject',
      'General Inquiry',
      'Worship & Sacraments',
      'Events',
      'Volunteering',
      'Prayer Request',
      'Other',
    ],
    hours: 'Mon-Fri 9:00-5:00, Sat 9:00-2:00, Sun after services',
    showMap: 'Show map',
  },
  uk: {
    name: 'Ім’я та прізвище',
    email: 'Електронна пошта',
    phone: 'Телефон',
    subject: 'Тема',
    message: 'Повідомлення',
    send: 'Надіслати',
    missing: 'Будь ласка, заповніть усі обов’язкові поля.',
    success: 'Дякуємо за ваше повідомлення! Ми невдовзі відповімо.',
    subjects: [
      'Виберіть тему',
      'Загальне питання',
      'Богослуження і Святі Тайни',
      'Події',
      'Волонтерство',
      'Прохання про молитву',
      'Інше',
    ],
    hours: 'Пн–Пт 9:00–17:00, Сб 9:00–14:00, Нд після богослужінь',
    showMap: 'Показати карту',
  },
};

const form = (page: Page) => page.locator('form.contact-form');

test.use({ extraHTTPHeaders: { 'x-forwarded-for': fakeClientAddress() } });

for (const language of languages) {
  const t = texts[language.lang];

  test.describe(`contact page (${language.lang})`, () => {
    test('labelled fields, the six subjects, the required-fields message and no request', async ({
      page,
    }) => {
      await page.goto(at(language, '/contact-us'));
      for (const label of [t.name, t.email, t.phone, t.message])
        await expect(form(page).getByLabel(label)).toBeVisible();
      await expect(form(page).getByLabel(t.subject).locator('option')).toHaveText(t.subjects);
      await expect(form(page).getByLabel(t.subject).locator('option:not([disabled])')).toHaveCount(
        6,
      );

      let posted = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/contact')) posted += 1;
      });
      const status = form(page).getByRole('status');
      await form(page).getByRole('button', { name: t.send }).click();
      await expect(status).toHaveText(t.missing);
      await expect(form(page).getByLabel(t.name)).toBeFocused();
      await expect(form(page).getByLabel(t.name)).toHaveAttribute('aria-invalid', 'true');

      // Phone is optional; email, subject and message are not.
      await form(page).getByLabel(t.name).fill('Olena');
      await form(page).getByLabel(t.phone).fill('555 0100');
      await form(page).getByRole('button', { name: t.send }).click();
      await expect(status).toHaveText(t.missing);
      await expect(form(page).getByLabel(t.name)).not.toHaveAttribute('aria-invalid', 'true');
      await expect(form(page).getByLabel(t.email)).toHaveAttribute('aria-invalid', 'true');
      await expect(form(page).getByLabel(t.subject)).toHaveAttribute('aria-invalid', 'true');
      expect(posted).toBe(0);
    });

    test('a complete message is sent, stored, thanked for, and the form resets', async ({
      page,
      request,
    }) => {
      const text = `Please pray for our family ${randomBytes(4).toString('hex')}`;
      await page.goto(at(language, '/contact-us'));
      await form(page).getByLabel(t.name).fill('Taras Shevchenko');
      await form(page).getByLabel(t.email).fill('taras@example.com');
      await form(page).getByLabel(t.phone).fill('+1 555 010 0199');
      await form(page).getByLabel(t.subject).selectOption('prayer');
      await form(page).getByLabel(t.message).fill(text);
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
      await form(page).getByRole('button', { name: t.send }).click();
      expect((await answer).status()).toBe(201);
      await expect(form(page).getByRole('status')).toHaveText(t.success);
      for (const label of [t.name, t.email, t.phone, t.message])
        await expect(form(page).getByLabel(label)).toHaveValue('');
      await expect(form(page).getByLabel(t.subject)).toHaveValue('');

      const messages = (await (
        await request.get('/api/contact', { headers: await bearerToken(request) })
      ).json()) as {
        name: string;
        email: string;
        phone: string;
        subject: string;
        message: string;
      }[];
      expect(messages.find((entry) => entry.message === text)).toMatchObject({
        name: 'Taras Shevchenko',
        email: 'taras@example.com',
        phone: '+1 555 010 0199',
        subject: 'prayer',
      });
    });

    test('details from the settings, office hours, social links and a map that loads on request', async ({
      page,
      request,
    }) => {
      const settings = await siteSettings(request);
      const outside: string[] = [];
      await page.route(/google|gstatic/, (route) => {
        outside.push(route.request().url());
        return route.abort();
      });
      await page.goto(at(language, '/contact-us'));
      const details = page.getByRole('complementary');
      await expect(details.getByText(t.hours)).toBeVisible();
      await expect(details.getByRole('link', { name: settings.phone })).toBeVisible();
      await expect(details.getByRole('link', { name: /^Facebook/ })).toHaveAttribute(
        'target',
        '_blank',
      );
      await expect(details.getByRole('link', { name: /^YouTube/ })).toHaveAttribute(
        'target',
        '_blank',
      );
      await expect(page.locator('iframe')).toHaveCount(0);
      await pageSettled(page);
      expect(outside).toEqual([]);
      await details.getByRole('button', { name: t.showMap }).click();
      await expect(details.locator('iframe')).toHaveAttribute(
        'src',
        /^https:\/\/maps\.google\.com\/maps\?q=[^&]+&output=embed$/,
      );
    });
  });
}
