import { expect, test, type Page } from './support/test';
import {
  blockOutsideRequests,
  editorArea,
  openEditor,
  publicHtml,
  readPage,
  signInAsStaff,
  writePage,
  type StoredPage,
} from './support/editor';

// Saving: one language at a time, through PUT /api/content/{page}, with nothing ever lost.
// Each test puts its page back afterwards (through the API) for the tests that come later.

const workspace = (page: Page) =>
  page.getByRole('region', { name: /Page editor|Редактор сторінки/ });

async function replaceText(page: Page, text: string) {
  await editorArea(page).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

async function restoring(page: Page, slug: string, body: (before: StoredPage) => Promise<void>) {
  const before = await readPage(page.request, slug);
  try {
    await body(before);
  } finally {
    await writePage(page.request, slug, before);
  }
}

test.beforeEach(async ({ page }) => {
  await blockOutsideRequests(page);
  await signInAsStaff(page);
});

test('save: the English changes, edit mode closes, the page shows it after a reload, Ukrainian untouched', async ({
  page,
}) => {
  await restoring(page, 'district-parishes', async (before) => {
    await openEditor(page, '/district-parishes');
    await expect(workspace(page)).toContainText('Editing the English version of this page');
    await page.getByPlaceholder('Enter Page Title').fill('District Parishes of the Eparchy');
    await replaceText(page, 'Eleven parishes serve the district.');

    const put = page.waitForRequest(
      (request) =>
        request.method() === 'PUT' && request.url().endsWith('/api/content/district-parishes'),
    );
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const body = (await put).postDataJSON() as StoredPage;
    // Only this language changed; the other goes back as it was; the version it started from goes along.
    expect(body.title).toEqual({ en: 'District Parishes of the Eparchy', ua: before.title.ua });
    expect(body.content.ua).toEqual(before.content.ua);
    expect(body.version).toBe(before.version);

    // Edit mode closes and the page shows the saved text.
    await expect(page.getByRole('button', { name: 'Edit page' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'District Parishes of the Eparchy',
    );
    await expect(page.getByText('Eleven parishes serve the district.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'District Parishes of the Eparchy',
    );
    await expect(page.getByText('Eleven parishes serve the district.')).toBeVisible();

    // The next request for either English address gets the new page (server-rendered, no script).
    for (const path of ['/district-parishes', '/en/district-parishes', '/district-parishes/']) {
      const html = await publicHtml(page.request, path);
      expect(html, path).toContain('Eleven parishes serve the district.');
      expect(html, path).toContain('District Parishes of the Eparchy');
    }

    // Ukrainian: stored record as before, not even its save time moved. (The page has no Ukrainian
    // text, so /ua shows its Ukrainian title over the English text, with the fallback note.)
    const after = await readPage(page.request, 'district-parishes');
    expect(after.title.ua).toBe(before.title.ua);
    expect(after.content.ua).toEqual(before.content.ua);
    expect(after.updatedAt.ua).toBe(before.updatedAt.ua);
    expect(after.updatedAt.en).not.toBe(before.updatedAt.en);
    expect(after.version).toBe(before.version + 1);
    await page.goto('/ua/district-parishes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(before.title.ua);
  });
});

test('Ukrainian is edited on its own page, in Ukrainian, and English stays as it was', async ({
  page,
}) => {
  const slug = 'sunday-school';
  const before = await readPage(page.request, slug);
  try {
    await openEditor(page, `/ua/ministries-and-groups/${slug}`, 'Редагувати сторінку');
    await expect(workspace(page)).toContainText('Ви редагуєте українську версію сторінки');
    await expect(page.getByRole('button', { name: 'Закрити редактор' })).toBeVisible();
    await expect(
      page.getByRole('toolbar', { name: 'Форматування' }).getByRole('button', { name: 'Жирний' }),
    ).toBeVisible();
    const title = page.getByPlaceholder('Введіть заголовок сторінки');
    await title.fill('Недільна школа для дітей');
    await replaceText(page, 'Заняття щонеділі після Літургії.');
    await page.getByRole('button', { name: 'Зберегти зміни' }).click();

    await expect(page.getByRole('button', { name: 'Редагувати сторінку' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Недільна школа для дітей');
    await expect(page.getByText('Заняття щонеділі після Літургії.')).toBeVisible();

    for (const path of [
      `/ua/ministries-and-groups/${slug}`,
      `/ua/ministries-and-groups/${slug}/`,
    ]) {
      expect(await publicHtml(page.request, path), path).toContain(
        'Заняття щонеділі після Літургії.',
      );
    }
    const after = await readPage(page.request, slug);
    expect(after.title.en).toBe(before.title.en);
    expect(after.content.en).toEqual(before.content.en);
    expect(after.title.ua).toBe('Недільна школа для дітей');
    const english = await publicHtml(page.request, `/ministries-and-groups/${slug}`);
    expect(english).not.toContain('Заняття щонеділі');
    expect(english).toContain(before.title.en);
  } finally {
    // A Ukrainian text, once saved, cannot become "no translation" again through the API: the
    // title goes back, the Ukrainian sentence stays (better on the page than the placeholder).
    const now = await readPage(page.request, slug);
    await writePage(page.request, slug, {
      title: before.title,
      content: { en: before.content.en, ua: now.content.ua },
    });
  }
});

test('a failed save says so and keeps the edit, in the editor and across a reload', async ({
  page,
}) => {
  const slug = 'lent-and-easter';
  await restoring(page, slug, async () => {
    await openEditor(page, `/liturgy/${slug}`);
    await replaceText(page, 'Unsaved Lenten schedule: Presanctified Liturgy on Wednesdays.');

    // The API answers 500.
    const failing = async (route: import('@playwright/test').Route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'internal_error', message: 'Something went wrong' },
        }),
      });
    };
    await page.route(`**/api/content/${slug}`, failing);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(workspace(page).getByRole('alert')).toContainText('Failed to save content');
    await expect(editorArea(page)).toContainText('Unsaved Lenten schedule');
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    const draft = await page.evaluate(
      (key) => window.sessionStorage.getItem(key),
      `parish.editor-draft:${slug}:en`,
    );
    expect(draft).toContain('Unsaved Lenten schedule');

    // The server cannot be reached at all: same message, same text.
    await page.unroute(`**/api/content/${slug}`, failing);
    await page.route(`**/api/content/${slug}`, (route) =>
      route.request().method() === 'PUT' ? route.abort('connectionrefused') : route.continue(),
    );
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(workspace(page).getByRole('alert')).toContainText('Failed to save content');

    // A reload brings the edit back, straight into the editor.
    await page.reload();
    await expect(workspace(page).getByRole('status')).toContainText(
      'Your unsaved changes from this tab were restored.',
    );
    await expect(editorArea(page)).toContainText(
      'Unsaved Lenten schedule: Presanctified Liturgy on Wednesdays.',
    );

    // Once the server answers again, the same edit saves.
    await page.unrouteAll();
    await blockOutsideRequests(page);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('button', { name: 'Edit page' })).toBeVisible();
    await expect(
      page.getByText('Unsaved Lenten schedule: Presanctified Liturgy on Wednesdays.'),
    ).toBeVisible();
    expect(
      await page.evaluate(
        (key) => window.sessionStorage.getItem(key),
        `parish.editor-draft:${slug}:en`,
      ),
    ).toBeNull();
    expect(JSON.stringify((await readPage(page.request, slug)).content.en)).toContain(
      'Presanctified Liturgy',
    );
  });
});

test('a conflicting save from a second browser gets the choice: overwrite, or load their version', async ({
  page,
  browser,
}) => {
  const slug = 'youth-ministry';
  const path = `/ministries-and-groups/${slug}`;
  const other = await browser.newPage();
  await blockOutsideRequests(other);
  await signInAsStaff(other);
  try {
    await restoring(page, slug, async () => {
      // Both open the same version; the other editor saves first.
      await openEditor(page, path);
      await openEditor(other, path);
      await replaceText(other, 'Text from the second editor.');
      await other.getByRole('button', { name: 'Save Changes' }).click();
      await expect(other.getByRole('button', { name: 'Edit page' })).toBeVisible();
      await expect(other.getByText('Text from the second editor.')).toBeVisible();

      await replaceText(page, 'Text from the first editor.');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      const dialog = page.getByRole('dialog', { name: 'This page has changed' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Load their version' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Keep editing' })).toBeVisible();
      // Nothing was written by the refused save.
      expect(JSON.stringify((await readPage(page.request, slug)).content.en)).toContain(
        'second editor',
      );

      // Keep editing: the dialog goes, the edit stays.
      await dialog.getByRole('button', { name: 'Keep editing' }).click();
      await expect(dialog).toBeHidden();
      await expect(editorArea(page)).toHaveText('Text from the first editor.');

      // Saving again asks again; this time overwrite.
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Overwrite with my version' }).click();
      await expect(page.getByRole('button', { name: 'Edit page' })).toBeVisible();
      await expect(page.getByText('Text from the first editor.')).toBeVisible();
      expect(JSON.stringify((await readPage(page.request, slug)).content.en)).toContain(
        'first editor',
      );

      // Their version is not lost: it is a revision.
      const revisions = (await (
        await page.request.get(`/api/content/${slug}/revisions`)
      ).json()) as { id: string }[];
      const texts = await Promise.all(
        revisions
          .slice(0, 3)
          .map(async (revision) =>
            JSON.stringify(
              await (
                await page.request.get(`/api/content/${slug}/revisions/${revision.id}`)
              ).json(),
            ),
          ),
      );
      expect(texts.some((text) => text.includes('Text from the second editor.'))).toBe(true);

      // Second round: the other editor saves again; this editor loads their version.
      await openEditor(other, path);
      await openEditor(page, path);
      await replaceText(other, 'Newest text from the second editor.');
      await other.getByRole('button', { name: 'Save Changes' }).click();
      await expect(other.getByRole('button', { name: 'Edit page' })).toBeVisible();
      await expect(other.getByText('Newest text from the second editor.')).toBeVisible();
      await replaceText(page, 'A change that loses the race.');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Load their version' }).click();
      await expect(dialog).toBeHidden();
      await expect(editorArea(page)).toHaveText('Newest text from the second editor.');
      // Their version is now the base: a save goes through without a conflict.
      await editorArea(page).click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type(' Agreed.');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByRole('button', { name: 'Edit page' })).toBeVisible();
      await expect(page.getByText('Newest text from the second editor. Agreed.')).toBeVisible();
    });
  } finally {
    await other.close();
  }
});

test('History lists revisions with author and time, and restores an old one', async ({ page }) => {
  const slug = 'catechism';
  const path = `/ministries-and-groups/${slug}`;
  await restoring(page, slug, async () => {
    for (const text of ['Alpha: the first catechism text.', 'Beta: the second catechism text.']) {
      await openEditor(page, path);
      await replaceText(page, text);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      // Edit mode closes once the save is done (the text alone is also in the editor).
      await expect(page.getByRole('button', { name: 'Edit page' })).toBeVisible();
      await expect(page.getByText(text)).toBeVisible();
    }
    const countBefore = (
      (await (await page.request.get(`/api/content/${slug}/revisions`)).json()) as unknown[]
    ).length;

    await openEditor(page, path);
    await page.getByRole('button', { name: 'History' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revision history' });
    await expect(dialog).toBeVisible();
    const items = dialog.getByRole('listitem');
    await expect(items.first()).toContainText(process.env.E2E_ADMIN_USERNAME!);
    await expect(items.first()).toContainText(String(new Date().getFullYear()));
    // Newest first: the second entry is the Alpha save, as its preview shows.
    await items.nth(1).getByText('Show the text').click();
    await expect(items.nth(1)).toContainText('Alpha: the first catechism text.');
    page.once('dialog', (confirm) => void confirm.accept());
    await items
      .nth(1)
      .getByRole('button', { name: /Restore/ })
      .click();

    await expect(page.getByRole('button', { name: 'Edit page' })).toBeVisible();
    await expect(page.getByText('Alpha: the first catechism text.')).toBeVisible();
    await expect(page.getByText('Beta: the second catechism text.')).toHaveCount(0);
    // The restore is itself a revision.
    const countAfter = (
      (await (await page.request.get(`/api/content/${slug}/revisions`)).json()) as unknown[]
    ).length;
    expect(countAfter).toBe(countBefore + 1);
    await page.reload();
    await expect(page.getByText('Alpha: the first catechism text.')).toBeVisible();
  });
});
