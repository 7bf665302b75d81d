import { expect, test } from './support/test';
import { counter, editorArea, signInAsStaff } from './support/editor';
import { expectNoAxeViolations } from './support/staff';

// Pages nobody has written yet (the e2e database is fresh, nothing is seeded as page content, and
// no other spec writes ucwlc or vespers-and-matins): visitors read a short note in their language with a link to
// Contact; a signed-in administrator lands in the editor on the default document.

test('visitors see that the page is being prepared, in English and in Ukrainian', async ({
  page,
}) => {
  await page.goto('/liturgy/vespers-and-matins');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('This page is being prepared.')).toBeVisible();
  await expect(page.getByText('Start typing here')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectNoAxeViolations(page);
  await page.getByRole('main').getByRole('link', { name: 'contact us', exact: true }).click();
  await expect(page).toHaveURL(/\/contact-us$/);

  await page.goto('/ua/ministries-and-groups/ucwlc');
  await expect(page.getByText('Ця сторінка ще готується.')).toBeVisible();
  await expect(page.getByText('Start typing here')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page
    .getByRole('main')
    .getByRole('link', { name: 'зв’яжіться з нами', exact: true })
    .click();
  await expect(page).toHaveURL(/\/ua\/contact-us$/);
});

test('a signed-in administrator lands in edit mode on the default document', async ({ page }) => {
  await signInAsStaff(page);
  await page.goto('/liturgy/vespers-and-matins');
  await expect(editorArea(page)).toBeVisible();
  // The specification's default document, shown as a placeholder: no text, 0 characters.
  await expect(editorArea(page)).toHaveText('');
  await expect(editorArea(page).locator('p.is-editor-empty')).toHaveAttribute(
    'data-placeholder',
    'Start typing here...',
  );
  await expect(counter(page)).toHaveText(/^0 \//);
  await expect(page.getByRole('button', { name: 'Close editor' })).toBeVisible();
  await expectNoAxeViolations(page);
});
