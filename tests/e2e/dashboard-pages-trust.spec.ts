import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { bearerToken, expectNoAxeViolations, openTab } from './support/staff';
import { blockOutsideRequests, editorArea, signInAsStaff } from './support/editor';
import { english, ukrainian, type Language } from './support/site';

// Issue 38's acceptance in the browser, in both languages, on a desktop and on a phone
// (390 × 844): rename a page and its heading and browser title follow; retire it and bring it
// back; add a page at a retired or reserved address and read why not; place a new page at the
// top of About; a change scheduled, then saved, keeps its schedule by default, and the signed-in
// public view says a change waits (visitors see nothing). On a phone each page's actions are one
// menu, opened with the keyboard. The English desktop run of the longer Pages tab story is in
// dashboard-pages.spec.ts; this file adds the other languages and the phone.

const PHONE = { width: 390, height: 844 };

/** The interface texts, read from the messages files so each run checks its own language. */
function messages(language: Language) {
  const file = path.join(process.cwd(), 'messages', `${language.lang}.json`);
  const all = JSON.parse(readFileSync(file, 'utf8')) as {
    DashboardPages: Record<string, string> & { errors: Record<string, string> };
    Dashboard: { common: Record<string, string> };
    PageDraft: Record<string, string>;
    ScheduledChange: Record<string, string>;
    Editor: Record<string, string>;
    Site: { nav: Record<string, string> };
  };
  return all;
}

/** ICU arguments filled in (the texts used here have no plurals or selects). */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);

const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

/** The name fields of the page form, in the dashboard's language: its own, and the English. */
const nameFields = {
  en: { en: 'Name (English)', ua: 'Name (Ukrainian)' },
  uk: { en: 'Назва (англійською)', ua: 'Назва (українською)' },
} as const;

const variants = [
  { language: english, phone: false },
  { language: english, phone: true },
  { language: ukrainian, phone: false },
  { language: ukrainian, phone: true },
];

// Every page a test here adds is retired after it (slugs end in the test's tag), so the menus
// other spec files count stay as seeded.
test.afterEach(async ({ request }) => {
  const headers = await bearerToken(request);
  const pages = (await (await request.get('/api/pages')).json()) as { id: string; slug: string }[];
  for (const page of pages.filter((entry) => /-t38[0-9a-f]{6}$/.test(entry.slug))) {
    const retired = await request.delete(`/api/pages/${page.id}`, { headers });
    expect(retired.status()).toBe(200);
  }
});

async function createWrittenPage(
  request: APIRequestContext,
  slug: string,
  section: string,
  title: { en: string; ua: string },
) {
  const headers = await bearerToken(request);
  const created = await request.post('/api/pages', {
    headers,
    data: { slug, section, title, showInMenu: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  // Its heading says its name in each language, as a page written from its name does.
  const written = await request.put(`/api/content/${slug}`, {
    headers,
    data: {
      title,
      content: { en: doc(`Old words of ${slug}.`), ua: doc(`Старі слова ${slug}.`) },
    },
  });
  expect(written.status(), await written.text()).toBe(200);
  return ((await created.json()) as { id: string }).id;
}

/**
 * Opens a written page and its editor with the pencil; on a phone too, where the header's search
 * field (the first field support/editor.ts's openEditor waits for) is folded away.
 */
async function openEditor(page: Page, path: string, editLabel: string) {
  await page.goto(path);
  await page.getByRole('button', { name: editLabel, exact: true }).click();
  await expect(page.locator('.ProseMirror')).toBeVisible();
}

/**
 * Does one of a page's actions in the Pages tab: on a phone through the row's menu ("Actions for
 * <name>", opened with the keyboard), on a desktop with the row's own button.
 */
async function rowAction(page: Page, phone: boolean, menuName: string, actionLabel: string) {
  if (phone) {
    const menu = page.locator('summary').filter({ hasText: menuName });
    await expect(menu).toBeVisible();
    await menu.focus();
    await page.keyboard.press('Enter');
  }
  const action = page.getByRole('button', { name: actionLabel, exact: true });
  await expect(action).toBeVisible();
  await action.click();
}

for (const { language, phone } of variants) {
  const where = `${language.lang === 'en' ? 'English' : 'Ukrainian'}, ${phone ? 'phone' : 'desktop'}`;
  const m = messages(language);
  const t = m.DashboardPages;
  const code = language.key as 'en' | 'ua';
  const nameLabel = nameFields[language.lang as 'en' | 'uk'];

  test(`Pages tab (${where}): rename follows into the heading and title, retire and bring back, refusals named, a new page at the top of About`, async ({
    page,
    request,
  }) => {
    if (phone) await page.setViewportSize(PHONE);
    const tag = `t38${randomBytes(3).toString('hex')}`;
    const slug = `candle-vigil-${tag}`;
    const names = { en: `Candle vigil ${tag}`, ua: `Свічкове чування ${tag}` };
    await createWrittenPage(request, slug, 'about-us', names);
    await signInAsStaff(page);
    await blockOutsideRequests(page);
    await openTab(page, 'pages', t.heading!, language.prefix);
    const status = page.getByRole('status').filter({ hasText: /\S/ }).first();
    const actionsFor = (name: string) => fill(m.Dashboard.common.actionsFor!, { name });

    if (phone) {
      // One menu per row instead of five buttons: the row's own buttons are not shown.
      await expect(
        page.getByRole('button', { name: fill(t.retireLabel!, { name: names[code] }) }),
      ).toBeHidden();
      const menu = page.locator('summary').filter({ hasText: actionsFor(names[code]) });
      await menu.focus();
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('button', { name: fill(t.retireLabel!, { name: names[code] }) }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      // Escape closes it and leaves the focus on its button.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await expect(menu).toBeFocused();
      await expect(
        page.getByRole('button', { name: fill(t.retireLabel!, { name: names[code] }) }),
      ).toBeHidden();
    } else {
      await expectNoAxeViolations(page);
    }

    // Rename: the name in the dashboard's language changes, and the page's heading follows.
    const renamed = { ...names, [code]: `${names[code]} renamed` };
    await rowAction(
      page,
      phone,
      actionsFor(names[code]),
      fill(t.editLabel!, { name: names[code] }),
    );
    const edit = page.getByRole('form', { name: fill(t.editLabel!, { name: names[code] }) });
    await edit.getByLabel(nameLabel[code], { exact: true }).fill(renamed[code]);
    await edit.getByRole('button', { name: t.save!, exact: true }).click();
    await expect(status).toContainText(t.savedHeadings!.split('(')[0]!.trim());
    const visitor = await page.context().browser()!.newPage();
    if (phone) await visitor.setViewportSize(PHONE);
    await visitor.goto(`${language.prefix}/about-us/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(renamed[code]);
    await expect(visitor).toHaveTitle(new RegExp(renamed[code]));

    // Retire, then bring it back from the retired list.
    page.once('dialog', (dialog) => void dialog.accept());
    await rowAction(
      page,
      phone,
      actionsFor(renamed[code]),
      fill(t.retireLabel!, { name: renamed[code] }),
    );
    await expect(status).toHaveText(t.retired!);
    // Asked without the browser's cache: a 410 may be kept by it (RFC 9111, heuristically cacheable).
    const statusOf = async () =>
      (await visitor.request.get(`${language.prefix}/about-us/${slug}`)).status();
    expect(await statusOf()).toBe(410);
    await page
      .getByRole('button', { name: fill(t.restoreLabel!, { name: renamed[code] }), exact: true })
      .click();
    await expect(status).toHaveText(t.restored!);
    expect(await statusOf()).toBe(200);
    await visitor.close();

    // Adding a page at a retired page's address names it and offers it back.
    page.once('dialog', (dialog) => void dialog.accept());
    await rowAction(
      page,
      phone,
      actionsFor(renamed[code]),
      fill(t.retireLabel!, { name: renamed[code] }),
    );
    await expect(status).toHaveText(t.retired!);
    const form = page.getByRole('form', { name: t.addHeading! });
    await form.getByLabel(nameLabel.en, { exact: true }).fill(`Other ${tag}`);
    await form.getByLabel(t.slug!, { exact: true }).fill(slug);
    await form.getByLabel(t.section!, { exact: true }).selectOption('about-us');
    await form.getByRole('button', { name: t.add!, exact: true }).click();
    await expect(status).toHaveText(fill(t.errors.slug_retired!, { slug, name: renamed[code] }));
    await expect(
      page.getByRole('button', { name: fill(t.restoreInstead!, { name: renamed[code] }) }),
    ).toBeVisible();
    // A reserved address is named as one of the site's own.
    await form.getByLabel(t.slug!, { exact: true }).fill('bulletins');
    await form.getByLabel(t.section!, { exact: true }).selectOption('');
    await form.getByRole('button', { name: t.add!, exact: true }).click();
    await expect(status).toHaveText(fill(t.errors.slug_reserved!, { slug: 'bulletins' }));

    // A new page at the top of About, above Parish History; unticked, it waits for its text.
    await form.getByLabel(t.section!, { exact: true }).selectOption('about-us');
    await form.getByLabel(t.slug!, { exact: true }).fill(`first-of-about-${tag}`);
    await form.getByLabel(t.place!, { exact: true }).selectOption({ label: t.placeTop! });
    await expect(form.getByLabel(t.showInMenu!, { exact: true })).not.toBeChecked();
    await form.getByRole('button', { name: t.add!, exact: true }).click();
    await expect(status).toHaveText(t.added!);
    // The About group, named as the header names its menu.
    const first = page
      .getByRole('region', { name: m.Site.nav.about!, exact: true })
      .getByRole('article')
      .first();
    await expect(first).toContainText(`Other ${tag}`);
    await expect(first).toContainText(t.waitingBadge!);
    await expectNoAxeViolations(page);
  });
}

for (const { language, phone } of variants) {
  const where = `${language.lang === 'en' ? 'English' : 'Ukrainian'}, ${phone ? 'phone' : 'desktop'}`;
  const m = messages(language);
  const draft = m.PageDraft;
  const scheduled = m.ScheduledChange;

  test(`a scheduled change (${where}): Save offers the choice, the default keeps the schedule, and the signed-in public view says a change waits`, async ({
    page,
    browser,
    request,
  }) => {
    if (phone) await page.setViewportSize(PHONE);
    const tag = `t38${randomBytes(3).toString('hex')}`;
    const slug = `easter-notes-${tag}`;
    const path = `${language.prefix}/ministries-and-groups/${slug}`;
    await createWrittenPage(request, slug, 'ministries-and-groups', {
      en: `Easter notes ${tag}`,
      ua: `Великодні нотатки ${tag}`,
    });
    const published = language.key === 'en' ? `Old words of ${slug}.` : `Старі слова ${slug}.`;
    await signInAsStaff(page);
    await blockOutsideRequests(page);
    await openEditor(page, path, m.Editor.editPage!);
    await editorArea(page).fill('Christ is risen!');
    await page.getByLabel(draft.publishAtLabel!, { exact: true }).fill('2031-06-01T09:30');
    await page.getByRole('button', { name: draft.schedule!, exact: true }).click();
    const banner = page.getByRole('region', { name: scheduled.region! });
    await expect(banner).toContainText('2031');

    // Save with the schedule waiting: the choice is asked, its first (focused) answer keeps it.
    await editorArea(page).fill('Christ is risen! Indeed He is risen!');
    await page.getByRole('button', { name: m.Editor.save!, exact: true }).click();
    const choice = page.getByRole('dialog', { name: scheduled.choiceTitle! });
    await expect(choice).toBeVisible();
    await expect(
      choice.getByRole('button', { name: scheduled.updateScheduled!, exact: true }),
    ).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(choice).toBeHidden();
    const headers = await bearerToken(request);
    await expect
      .poll(async () => {
        const waiting = (await (
          await request.get(`/api/content/${slug}?draft=1`, { headers })
        ).json()) as { publishAt: string; content: unknown } | null;
        return waiting && JSON.stringify(waiting.content).includes('Indeed He is risen')
          ? waiting.publishAt
          : null;
      })
      .toBe(new Date('2031-06-01T09:30').toISOString());

    // Visitors still read the published text, with no sign of the change.
    const visitor = await browser.newPage();
    if (phone) await visitor.setViewportSize(PHONE);
    await visitor.goto(path);
    await expect(visitor.locator('.rich-text')).toHaveText(published);
    await expect(visitor.locator('body')).not.toContainText('Christ is risen');
    await expect(visitor.getByText(/2031/)).toHaveCount(0);
    await visitor.close();

    // Staff reading the public page see that a change is scheduled, and a way into the editor.
    await page.goto(path);
    await expect(page.locator('.rich-text')).toHaveText(published);
    const notice = page.getByText(draft.hasScheduled!.split('{time}')[0]!.trim());
    await expect(notice).toContainText('2031');
    await expectNoAxeViolations(page);
    await notice.getByRole('link', { name: draft.openEditor!, exact: true }).click();
    await expect(page.getByRole('region', { name: scheduled.region! })).toContainText('2031');
  });
}
