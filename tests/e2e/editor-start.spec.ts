import { expect, test, type Page } from './support/test';
import {
  blockOutsideRequests,
  counter,
  editorArea,
  paragraphDoc,
  signInAsStaff,
  writePage,
} from './support/editor';
import { expectNoAxeViolations } from './support/staff';

// The editor starts well: the page's name as the title, the specification's default document as
// a placeholder (0 characters), the default language's text beside an untranslated language with
// 'Use as a starting point', 'Saved' confirmed in the staff member's language, and on a phone a
// one-row toolbar with 'More'. Pages here are used by no other spec.

const defaultDoc = paragraphDoc('Start typing here...');
const toolbar = (page: Page, name: string) => page.getByRole('toolbar', { name });
// The editor's title box (the header's search box has a placeholder too).
const titleInput = (page: Page, slug: string) => page.locator(`#${slug}-title`);

async function openEditor(page: Page, path: string, editLabel: string) {
  await page.goto(path);
  const editor = page.locator('.ProseMirror').first();
  const pencil = page.getByRole('button', { name: editLabel });
  await expect(editor.or(pencil).first()).toBeVisible();
  if (!(await editor.isVisible())) await pencil.click();
  await expect(editorArea(page)).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await blockOutsideRequests(page);
});

test('English: the title is the page’s name, the default document a placeholder; a save says Saved', async ({
  page,
  request,
}) => {
  // Stored as the specification's default document, in both languages, without titles.
  await writePage(request, 'lent-and-easter', {
    title: { en: '', ua: '' },
    content: { en: defaultDoc, ua: defaultDoc },
  });
  await signInAsStaff(page);
  await openEditor(page, '/liturgy/lent-and-easter', 'Edit page');
  await expect(titleInput(page, 'lent-and-easter')).toHaveValue('Lent and Easter');
  await expect(editorArea(page)).toHaveText('');
  await expect(editorArea(page).locator('p.is-editor-empty')).toHaveAttribute(
    'data-placeholder',
    'Start typing here...',
  );
  await expect(counter(page)).toHaveText(/^0 \//);
  await expectNoAxeViolations(page);

  await editorArea(page).click();
  await page.keyboard.type('Great Lent begins.');
  await expect(counter(page)).toHaveText(/^18 \//);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveText('Saved');
  await expect(page.getByRole('button', { name: 'Edit page' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Lent and Easter' })).toBeVisible();
  const stored = await (await request.get('/api/content/lent-and-easter')).json();
  expect(stored.title.en).toBe('Lent and Easter');
  expect(stored.content.en).toEqual(paragraphDoc('Great Lent begins.'));
  // The other language is kept as stored: the API answers the default document as it is.
  expect(stored.content.ua).toEqual(defaultDoc);
});

test('Ukrainian: the English text beside the editor, read-only, with Use as a starting point', async ({
  page,
  request,
}) => {
  await writePage(request, 'sunday-school', {
    title: { en: 'Sunday School', ua: '' },
    content: { en: paragraphDoc('Classes follow the Divine Liturgy.'), ua: defaultDoc },
  });
  await signInAsStaff(page);
  await openEditor(page, '/ua/ministries-and-groups/sunday-school', 'Редагувати сторінку');
  await expect(titleInput(page, 'sunday-school')).toHaveValue('Недільна школа');
  await expect(counter(page)).toHaveText(/^0 \//);
  const source = page.getByRole('complementary', { name: 'Англійський текст для перекладу' });
  await expect(source).toContainText('Classes follow the Divine Liturgy.');
  // Read-only: not a second text box.
  await expect(source.locator('[contenteditable="true"]')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await source.getByRole('button', { name: 'Узяти за основу' }).click();
  await expect(source).toHaveCount(0);
  await expect(editorArea(page)).toHaveText('Classes follow the Divine Liturgy.');
  await editorArea(page).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Заняття після Божественної Літургії.');
  await page.getByRole('button', { name: 'Зберегти зміни' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Збережено' })).toHaveText('Збережено');
  const stored = await (await request.get('/api/content/sunday-school')).json();
  expect(stored.title.ua).toBe('Недільна школа');
  expect(stored.content.ua).toEqual(paragraphDoc('Заняття після Божественної Літургії.'));
  expect(stored.content.en).toEqual(paragraphDoc('Classes follow the Divine Liturgy.'));
});

for (const language of [
  {
    path: '/ministries-and-groups/youth-ministry',
    edit: 'Edit page',
    toolbar: 'Formatting',
    more: 'More formatting',
  },
  {
    path: '/ua/ministries-and-groups/youth-ministry',
    edit: 'Редагувати сторінку',
    toolbar: 'Форматування',
    more: 'Інше форматування',
  },
]) {
  test(`on a phone the toolbar is one row with More (${language.path})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsStaff(page);
    await openEditor(page, language.path, language.edit);
    const bar = toolbar(page, language.toolbar);
    const rows = () =>
      bar.locator('button, input').evaluateAll((controls) => {
        const visible = controls.filter((control) => control.getClientRects().length > 0);
        return new Set(visible.map((control) => Math.round(control.getBoundingClientRect().top)))
          .size;
      });
    await expect.poll(rows).toBeLessThanOrEqual(2);
    expect(await rows()).toBe(1);
    // Nothing sticks out of the screen.
    const overflow = await bar.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(overflow).toBe(false);
    const more = bar.getByRole('button', { name: language.more });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const heading = bar.getByRole('button', { name: /^(Heading 2|Заголовок 2)$/ });
    await expect(heading).toBeHidden();
    // Keyboard: Enter opens, Escape closes and the focus returns to More.
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(heading).toBeVisible();
    await expectNoAxeViolations(page);
    await heading.focus();
    await page.keyboard.press('Escape');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toBeFocused();
    await expect(heading).toBeHidden();
  });
}
