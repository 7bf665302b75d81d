import { dashboardTabs } from '@/components/dashboard/tabs';
import { expect, test, type Page } from './support/test';
import { makeTestPdf } from '../support/make-pdf';
import { bearerToken, expectNoAxeViolations, ownClientAddress, signIn } from './support/staff';

// The dashboard on a phone (390 × 844, an iPhone 12–15): no tab scrolls sideways, and every
// control (row actions included) can be reached within the screen's width. Every tab in the list
// is checked, so a tab added later is covered without touching this file.

const PHONE = { width: 390, height: 844 };

/** Elements whose right edge is past the viewport (or whose own content scrolls sideways). */
async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const name =
        element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      return `${element.tagName.toLowerCase()}${id} "${name}"`;
    };
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width)
      problems.push(`page is ${document.documentElement.scrollWidth}px wide`);
    const controls = document.querySelectorAll(
      'main a, main button, main input, main select, main textarea, main [role="button"]',
    );
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      // Hidden controls (closed dialogs, visually-hidden inputs) have no box.
      if (box.width === 0 || box.height === 0) continue;
      if (box.right > width + 1 || box.left < -1)
        problems.push(
          `${describe(control)} spans ${Math.round(box.left)}–${Math.round(box.right)}px`,
        );
    }
    return problems;
  });
}

// Rows with long unbroken words, the worst case for a narrow table: a bulletin and a message.
test.beforeAll(async ({ request }) => {
  const headers = await bearerToken(request);
  const bulletin = await request.post('/api/bulletins', {
    headers,
    multipart: {
      title: 'Phone-width bulletin with a rather long title: Eucharistic-Congress-Pilgrimage',
      date: '2001-02-04',
      label: 'Weekly',
      file: { name: 'phone.pdf', mimeType: 'application/pdf', buffer: makeTestPdf() },
    },
  });
  expect(bulletin.status()).toBe(201);
  const message = await request.post('/api/contact', {
    headers: ownClientAddress(),
    data: {
      name: 'Phone width',
      email: 'a-rather-long-address.for-testing-wrapping@example-parish-community.org',
      phone: '+1 555 010 0199',
      subject: 'volunteer',
      message: 'A message long enough to need more than one line on a phone screen, surely.',
    },
  });
  expect(message.status(), await message.text()).toBe(201);
});

for (const tab of dashboardTabs) {
  for (const prefix of ['', '/ua']) {
    test(`the ${tab} tab fits a 390 px phone${prefix ? ' (Ukrainian)' : ''}`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await signIn(page);
      await page.goto(`${prefix}/dashboard?tab=${tab}`);
      await expect(page.locator('main')).toBeVisible();
      // Lists that the tab's island fills after load must be there before measuring.
      await page.waitForLoadState('networkidle');
      expect(await overflowingElements(page)).toEqual([]);
      // The stacked tables keep their meaning for assistive technology.
      await expectNoAxeViolations(page);
    });
  }
}

// Issue 38: the twelve tabs fold into one control on a phone, so one tap on a tab shows its
// content on the first screen.
for (const [prefix, menu, users, heading] of [
  ['', /^Sections: Bulletins/, 'Users', 'Users'],
  ['/ua', /^Розділи: Бюлетені/, 'Користувачі', 'Користувачі'],
] as const) {
  test(`the tabs fold into one menu button on a phone${prefix ? ' (Ukrainian)' : ''}`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signIn(page);
    await page.goto(`${prefix}/dashboard`);
    // The open tab's content starts high on the first screen, under the closed menu (the landing
    // tab begins with the first-day checklist, so its main area is measured).
    const title = page.getByRole('heading', { level: 1 });
    const startsHigh = async (locator: typeof title) => {
      const box = await locator.boundingBox();
      return box !== null && box.y + Math.min(box.height, 60) <= PHONE.height / 2;
    };
    expect(await startsHigh(page.locator('main'))).toBe(true);
    const toggle = page.locator('summary').filter({ hasText: menu });
    await expect(toggle).toBeVisible();
    // The tab links are folded away (the landing tab's line about accounts waiting for approval
    // may link to Users too: that one is content, not a tab).
    await expect(
      page.getByRole('navigation').getByRole('link', { name: new RegExp(`^${users}`) }),
    ).toBeHidden();
    // Keyboard: the button opens with Enter.
    await toggle.focus();
    await page.keyboard.press('Enter');
    const link = page.getByRole('navigation').getByRole('link', { name: new RegExp(`^${users}`) });
    await expect(link).toBeVisible();
    await expectNoAxeViolations(page);
    await link.click();
    await expect(title).toHaveText(heading);
    await expect(page).toHaveURL(/\?tab=users$/);
    expect(await startsHigh(title)).toBe(true);
    await expect(page.locator('summary').filter({ hasText: heading })).toBeVisible();
    await expect(link).toBeHidden();
  });
}
