import { expect, test, type APIRequestContext, type Page } from './support/test';
import { pageSettled } from './support/settle';
import { bearerToken } from './support/staff';
import { at, english, languages, ukrainian } from './support/site';

// The home page's sections: hero with the video facade, Latest Updates (rotation, Facebook),
// liturgy times from the Service records, and the patron section.

const updates = (page: Page) => page.locator('.updates__list');

async function withSettings(
  request: APIRequestContext,
  change: Record<string, unknown>,
  run: () => Promise<void>,
) {
  const headers = await bearerToken(request);
  const original = (await (await request.get('/api/settings')).json()) as Record<string, unknown>;
  const saved = await request.put('/api/settings', { headers, data: { ...original, ...change } });
  expect(saved.status(), await saved.text()).toBe(200);
  try {
    await run();
  } finally {
    await request.put('/api/settings', { headers, data: original });
  }
}

test.describe('latest updates', () => {
  test('the highlighted card moves every 5 seconds, in order, and wraps around', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(updates(page).getByRole('listitem')).toHaveCount(3);
    await expect(updates(page).getByRole('listitem').nth(0).getByText('Highlighted')).toBeVisible();
    await page.clock.pauseAt(Date.now() + 100);
    const active = () => updates(page).getAttribute('data-active');
    // Find the moment of a step (at most 5 s away, to within 0.1 s), then time the next ones: each
    // comes 5 s after the last, not before 4.4 s.
    const start = await active();
    for (let waited = 0; waited <= 5_000 && (await active()) === start; waited += 100)
      await page.clock.runFor(100);
    let current = Number(await active());
    expect(current).toBe((Number(start) + 1) % 3);
    for (let step = 0; step < 3; step += 1) {
      await page.clock.runFor(4_400);
      await expect(updates(page)).toHaveAttribute('data-active', String(current));
      await page.clock.runFor(600);
      current = (current + 1) % 3;
      await expect(updates(page)).toHaveAttribute('data-active', String(current));
      await expect(
        updates(page).getByRole('listitem').nth(current).getByText('Highlighted'),
      ).toBeVisible();
      await expect(updates(page).getByText('Highlighted')).toHaveCount(3);
    }
  });

  test('the rotation pauses while the pointer or the keyboard focus is on the cards', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await updates(page).getByRole('listitem').first().hover();
    await page.clock.runFor(12_000);
    await expect(updates(page)).toHaveAttribute('data-active', '0');
    await page.mouse.move(0, 0);
    await page.clock.runFor(5_100);
    await expect(updates(page)).toHaveAttribute('data-active', '1');

    // Focus inside the list (a card's text is not focusable, so focus the list programmatically).
    await updates(page).evaluate((list) => {
      list.setAttribute('tabindex', '-1');
      list.focus();
    });
    await page.clock.runFor(12_000);
    await expect(updates(page)).toHaveAttribute('data-active', '1');
  });

  test('no rotation for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await page.clock.runFor(16_000);
    await expect(updates(page)).toHaveAttribute('data-active', '0');
    await expect(updates(page)).toHaveAttribute('data-paused', 'true');
  });

  test('Follow on Facebook links to the page; the Facebook script loads only when asked for', async ({
    page,
    request,
  }) => {
    const { socialLinks } = (await (await request.get('/api/settings')).json()) as {
      socialLinks: { facebook: string };
    };
    const facebookRequests: string[] = [];
    await page.route(/facebook\.(net|com)/, (route) => {
      facebookRequests.push(route.request().url());
      return route.abort();
    });
    await page.goto('/');
    const follow = page.getByRole('link', { name: /^Follow on Facebook/ });
    await expect(follow).toHaveAttribute('href', socialLinks.facebook);
    await expect(follow).toHaveAttribute('target', '_blank');
    await page.mouse.wheel(0, 5000);
    await pageSettled(page);
    expect(facebookRequests).toEqual([]);
    await expect(page.locator('script[src*="connect.facebook.net"]')).toHaveCount(0);

    await page.getByRole('button', { name: 'Show our Facebook posts' }).click();
    await expect(page.locator('script[src*="connect.facebook.net/en_US/sdk.js"]')).toHaveCount(1);
    await expect.poll(() => facebookRequests.length).toBeGreaterThan(0);
    await expect(page.locator('.fb-page')).toHaveAttribute('data-href', socialLinks.facebook);

    // Other pages never carry it.
    await page.goto('/contact-us');
    await expect(page.getByRole('button', { name: 'Show our Facebook posts' })).toHaveCount(0);
  });
});

test.describe('hero', () => {
  test('join and contact buttons; the video playlist loads only after a click, without cookies', async ({
    page,
    request,
  }) => {
    const playlist = 'https://www.youtube.com/playlist?list=PLtestPlaylist123';
    await withSettings(
      request,
      {
        socialLinks: {
          facebook: 'https://www.facebook.com/our.parish',
          instagram: '',
          youtube: playlist,
        },
      },
      async () => {
        const outside: string[] = [];
        await page.route(/youtube|ytimg|googlevideo/, (route) => {
          outside.push(route.request().url());
          return route.abort();
        });
        await page.goto('/');
        const hero = page.getByRole('region', {
          name: await page.getByRole('heading', { level: 1 }).innerText(),
        });
        await expect(hero.getByRole('link', { name: /^Join us on Facebook/ })).toHaveAttribute(
          'href',
          'https://www.facebook.com/our.parish',
        );
        await expect(hero.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
          'href',
          '/contact-us',
        );
        await expect(page.locator('iframe')).toHaveCount(0);
        await pageSettled(page);
        expect(outside).toEqual([]);

        await hero.getByRole('button', { name: /Play the parish video playlist/ }).click();
        const frame = page.locator('iframe[title="Parish video playlist"]');
        await expect(frame).toHaveAttribute(
          'src',
          'https://www.youtube-nocookie.com/embed/videoseries?list=PLtestPlaylist123&autoplay=1&rel=0',
        );
      },
    );
  });
});

for (const language of languages) {
  test.describe(`liturgy times and patron (${language.lang})`, () => {
    test('the schedule comes from the Service records and follows an edit on the next request', async ({
      page,
      request,
    }) => {
      await page.goto(at(language, '/'));
      const section = page.getByRole('region', {
        name: language === english ? 'Liturgy Times' : 'Розклад богослужінь',
      });
      const seeded =
        language === english
          ? [
              'Sunday 9:10 AM',
              'Rosary',
              'Sunday 9:30 AM',
              'Divine Liturgy (bilingual)',
              '11:30 AM, first Sunday of each month',
              'Monday to Friday',
              'Before liturgy or by appointment',
            ]
          : [
              'Неділя, 9:10',
              'Вервиця',
              'Неділя, 9:30',
              'Божественна Літургія (двомовна)',
              'З понеділка по п’ятницю',
              'Сповідь',
            ];
      for (const text of seeded)
        await expect(section.getByText(text, { exact: true }).first()).toBeVisible();
      // Other specs may have added services before this one runs: count what the API holds.
      const services = (await (await request.get('/api/services')).json()) as {
        livestreamed: boolean;
      }[];
      const livestreamed = services.filter((service) => service.livestreamed).length;
      expect(livestreamed).toBeGreaterThanOrEqual(2);
      await expect(
        section.getByText(language === english ? 'Livestreamed' : 'Трансляція'),
      ).toHaveCount(livestreamed);
      // The specification's entrance animation: 200 ms delay.
      expect(
        await section
          .locator('.reveal')
          .evaluate((element) => getComputedStyle(element).animationDelay),
      ).toBe('0.2s');
      const { address: settingsAddress } = (await (await request.get('/api/settings')).json()) as {
        address: { line1: string };
      };
      const address = section.getByRole('link', { name: new RegExp(settingsAddress.line1) });
      await expect(address).toHaveAttribute('target', '_blank');
      await expect(address).toHaveAttribute('href', /^https:\/\//);

      const headers = await bearerToken(request);
      const created = await request.post('/api/services', {
        headers,
        data: {
          title: { en: 'Vespers', ua: 'Вечірня' },
          note: { en: '', ua: '' },
          dayTime: { en: 'Saturday 6:00 PM', ua: 'Субота, 18:00' },
          livestreamed: false,
          order: 99,
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      try {
        await page.reload();
        await expect(
          section.getByText(language === english ? 'Saturday 6:00 PM' : 'Субота, 18:00'),
        ).toBeVisible();
      } finally {
        await request.delete(`/api/services/${id}`, { headers });
      }
      await page.reload();
      await expect(
        section.getByText(language === english ? 'Saturday 6:00 PM' : 'Субота, 18:00'),
      ).toHaveCount(0);
    });

    test('the patron section: Learn More About Us and the three figures', async ({ page }) => {
      await page.goto(at(language, '/'));
      const section = page.getByRole('region', {
        name: language === english ? 'Our Patron' : 'Наш покровитель',
      });
      const figures =
        language === english
          ? [
              ['members', '500+'],
              ['years', '50+'],
              ['community', '1'],
            ]
          : [
              ['парафіян', '500+'],
              ['років', '50+'],
              ['громада', '1'],
            ];
      for (const [term, value] of figures) {
        await expect(section.getByRole('term').filter({ hasText: term! })).toBeVisible();
        await expect(
          section.getByRole('definition').filter({ hasText: value! }).first(),
        ).toBeVisible();
      }
      await section
        .getByRole('link', {
          name: language === english ? 'Learn More About Us' : 'Дізнатися більше про нас',
        })
        .click();
      await expect(page).toHaveURL(new RegExp(`${at(language, '/about-us')}$`));
    });
  });
}

test('the Ukrainian home page names the Facebook SDK in Ukrainian', async ({ page }) => {
  await page.route(/facebook\.(net|com)/, (route) => route.abort());
  await page.goto(at(ukrainian, '/'));
  await page.getByRole('button', { name: 'Показати наші дописи з Facebook' }).click();
  await expect(page.locator('script[src*="connect.facebook.net/uk_UA/sdk.js"]')).toHaveCount(1);
});
