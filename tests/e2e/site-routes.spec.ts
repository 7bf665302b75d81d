import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/staff';
import { at, languages, pageTitle, siteSettings } from './support/site';

// Every public route of the specification, in both languages: its heading, its language, the
// shared frame (header, footer, switcher), the 404 page, and axe-core on each page.

const fixedPages = [
  { path: '/bulletins', heading: { en: 'Bulletins', uk: 'Бюлетені' } },
  { path: '/about-us', heading: { en: 'About Us', uk: 'Про нас' } },
  { path: '/contact-us', heading: { en: 'Contact Us', uk: 'Контакти' } },
  {
    path: '/covenant-of-care',
    heading: { en: 'Covenant of Care', uk: 'Захист дітей і вразливих осіб' },
  },
  { path: '/liturgy', heading: { en: 'Liturgy', uk: 'Богослуження' } },
  {
    path: '/ministries-and-groups',
    heading: { en: 'Ministries & Groups', uk: 'Служіння і спільноти' },
  },
] as const;

const editablePages = [
  { path: '/parish-history', slug: 'parish-history' },
  { path: '/why-ukrainian-catholic', slug: 'why-ukrainian-catholic' },
  { path: '/district-parishes', slug: 'district-parishes' },
  { path: '/liturgy/divine-liturgy', slug: 'divine-liturgy' },
  { path: '/liturgy/text-lyrics', slug: 'text-lyrics' },
  { path: '/ministries-and-groups/parish-council', slug: 'parish-council' },
  { path: '/ministries-and-groups/catechism', slug: 'catechism' },
];

const notFound = { en: 'Oops! Page not found', uk: 'Ой! Сторінку не знайдено' };
const goHome = { en: 'Go Back Home', uk: 'Повернутися на головну' };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const language of languages) {
  test.describe(`public routes (${language.lang})`, () => {
    test('home, at / and /home, shows the site title, the liturgy times and the frame', async ({
      page,
      request,
    }) => {
      const settings = await siteSettings(request);
      // /ua shows the Ukrainian name where there is one (a new site's sample while the English is
      // still the sample too), else the English one.
      const names = [settings.title, settings.translations?.ua?.title].filter(Boolean) as string[];
      const title =
        language.lang === 'en'
          ? settings.title
          : new RegExp(`^(${names.map(escapeRegExp).join('|')})$`);
      for (const path of ['/', '/home']) {
        const response = await page.goto(at(language, path));
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expect(
          page.getByRole('button', { name: language.lang === 'en' ? 'Українська' : 'English' }),
        ).toBeVisible();
      }
      await expect(
        page.getByText(language.lang === 'en' ? 'Sunday 9:10 AM' : 'Неділя, 9:10'),
      ).toBeVisible();
    });

    for (const { path, heading } of fixedPages) {
      test(`${path} renders with its heading`, async ({ page }) => {
        const response = await page.goto(at(language, path));
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading[language.lang]);
        await expect(page.getByRole('contentinfo')).toBeVisible();
      });
    }

    test('every editable page renders with its stored title as heading', async ({
      page,
      request,
    }) => {
      for (const { path, slug } of editablePages) {
        const response = await page.goto(at(language, path));
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          await pageTitle(request, slug, language),
        );
      }
    });

    test('the landing pages list their nine pages', async ({ page }) => {
      await page.goto(at(language, '/liturgy'));
      const liturgy = page.getByRole('main').getByRole('listitem');
      await expect(liturgy).toHaveCount(9);
      await page.goto(at(language, '/ministries-and-groups'));
      await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(9);
      await page.getByRole('main').getByRole('link').first().click();
      await expect(page).toHaveURL(
        new RegExp(`${at(language, '/ministries-and-groups/parish-council')}$`),
      );
    });

    test('covenant of care shows the phone number from the settings', async ({ page, request }) => {
      const { phone } = await siteSettings(request);
      await page.goto(at(language, '/covenant-of-care'));
      await expect(page.getByRole('main').getByRole('link', { name: phone })).toHaveAttribute(
        'href',
        `tel:${phone.replace(/[^+0-9]/g, '')}`,
      );
    });

    test('an unknown path is the 404 page, with its status and a way home', async ({ page }) => {
      for (const path of [
        '/no-such-page',
        '/liturgy/no-such-liturgy',
        '/ministries-and-groups/x',
        '/a/b/c',
      ]) {
        const response = await page.goto(at(language, path));
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound[language.lang]);
        await expect(page.getByRole('banner')).toBeVisible();
      }
      await page.getByRole('link', { name: goHome[language.lang] }).click();
      await expect(page).toHaveURL(new RegExp(`${at(language, '/')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('axe-core finds no violations on the public pages', async ({ page }) => {
      test.setTimeout(120_000);
      // Motion off: axe then measures contrast on the cards and sections at rest.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const paths = [
        '/',
        ...fixedPages.map((entry) => entry.path),
        ...editablePages.slice(0, 4).map((e) => e.path),
        '/no-such-page',
      ];
      for (const path of paths) {
        await page.goto(at(language, path));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await test.step(path, () => expectNoAxeViolations(page));
      }
    });
  });
}
