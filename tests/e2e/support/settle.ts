import type { Page } from '@playwright/test';

/**
 * Resolves once the page has painted two more frames and its event loop has gone idle. By then
 * whatever a scroll, a click, a typed key or a hydrated island was going to start (a request, a
 * class change, a queued observer callback) has started, so a test can assert that it did not
 * happen without sleeping for a guessed time.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 2_000 })),
        ),
      ),
  );
}
