import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { pageSettled } from './settle';
import { pageNames } from './site';
import { bearerToken, signIn } from './staff';

// Helpers for the in-place editor's browser tests (tests/e2e/editor-*.spec.ts).

/**
 * Signs the context in through the API and sets the specification's logged-in flag, as the login
 * page does after a successful sign-in (tests/e2e/editor-access.spec.ts checks that path itself).
 */
export async function signInAsStaff(page: Page): Promise<void> {
  await signIn(page);
  await page.addInitScript(() => {
    // Also runs in frames (a video player), where storage may be off limits.
    try {
      window.localStorage.setItem('isLoggedIn', 'true');
    } catch {
      // not the site's own document
    }
  });
}

/** The editor makes no request outside the site in tests: video frames and remote images fail fast. */
export async function blockOutsideRequests(page: Page): Promise<void> {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    // A frame (the video player) gets an empty page: an aborted one shows Chromium's error page,
    // which takes the focus and scrolls the page under the next click.
    route.request().resourceType() === 'document'
      ? route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><title>Video</title>',
        })
      : route.abort(),
  );
}

export function editorArea(page: Page): Locator {
  return page.getByRole('textbox', { name: /^(Page content|Вміст сторінки)$/ });
}

export function counter(page: Page): Locator {
  return page.getByTestId('character-count');
}

/**
 * Opens a page and its editor (English unless the path says otherwise). A page without text
 * opens in edit mode by itself; one with text shows the pencil first.
 */
export async function openEditor(page: Page, path: string, editLabel = 'Edit page'): Promise<void> {
  await page.goto(path);
  const editor = page.locator('.ProseMirror');
  const pencil = page.getByRole('button', { name: editLabel });
  await expect(editor.or(pencil).first()).toBeVisible();
  if (!(await editor.isVisible())) await pencil.click();
  await expect(page.locator('input[placeholder]').first()).toBeVisible();
  await expect(page.locator('.ProseMirror')).toBeVisible();
}

/** Replaces the whole document through the HTML source view (parsed by the editor's schema). */
export async function setEditorHtml(page: Page, html: string): Promise<void> {
  await page.getByRole('button', { name: 'HTML source' }).click();
  await page.getByRole('textbox', { name: 'HTML source of the page content' }).fill(html);
  await page.getByRole('button', { name: 'HTML source' }).click();
  await expect(page.getByRole('textbox', { name: 'HTML source of the page content' })).toHaveCount(
    0,
  );
}

/** Puts the cursor at the very end of the document. */
export async function caretToEnd(page: Page): Promise<void> {
  await editorArea(page).click();
  await page.keyboard.press('Control+End');
  // ProseMirror takes the new DOM selection from the (asynchronous) selectionchange event.
  await pageSettled(page);
}

export interface StoredPage {
  title: { en: string; ua: string };
  content: { en: unknown; ua: unknown };
  version: number;
  updatedAt: { en: string | null; ua: string | null };
}

/**
 * The page's stored record. Nothing is seeded as page content, so a page nobody has written gets
 * one first, as staff would leave it after a first save: its catalogue titles and, unless `text`
 * is given, the editor's default document (which visitors never see: still an unwritten page).
 */
export async function readPage(
  request: APIRequestContext,
  slug: string,
  text?: string,
): Promise<StoredPage> {
  const response = await request.get(`/api/content/${slug}`);
  expect(response.status()).toBe(200);
  const stored = (await response.json()) as StoredPage | null;
  if (stored) return stored;
  const title = (language: 'en' | 'ua') => pageNames(language === 'en' ? 'en' : 'uk')[slug] ?? slug;
  await writePage(request, slug, {
    title: { en: title('en'), ua: title('ua') },
    content: {
      en: text ? paragraphDoc(text) : paragraphDoc('Start typing here...'),
      ua: paragraphDoc('Start typing here...'),
    },
  });
  return readPage(request, slug);
}

/** Gives a page text if nobody has written it yet (tests of the pencil need a written page). */
export async function ensurePageWritten(request: APIRequestContext, slug: string): Promise<void> {
  await readPage(request, slug, 'Text written by the tests.');
}

/** Writes a page through the API as the administrator (Bearer: no browser Origin needed). */
export async function writePage(
  request: APIRequestContext,
  slug: string,
  page: Pick<StoredPage, 'title' | 'content'>,
): Promise<void> {
  const headers = await bearerToken(request);
  const response = await request.put(`/api/content/${slug}`, {
    headers,
    data: { title: page.title, content: page.content },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export function paragraphDoc(...paragraphs: string[]) {
  return {
    type: 'doc',
    content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
  };
}

/** A paragraph of exactly `length` characters of ordinary prose. */
export function prose(length: number, seed = 'Parish life '): string {
  return seed.repeat(Math.ceil(length / seed.length)).slice(0, length);
}

/** The text of the public page's rendered content, fetched without JavaScript (what a crawler gets). */
export async function publicHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}
