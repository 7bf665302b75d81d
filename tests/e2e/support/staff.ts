import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

// Signing in and out for the browser tests. The administrator is the site's first account,
// registered by tests/e2e/global-setup.ts.

export interface Credentials {
  username: string;
  password: string;
}

export function adminCredentials(): Credentials {
  const username = process.env.E2E_ADMIN_USERNAME;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!username || !password)
    throw new Error('E2E_ADMIN_USERNAME/PASSWORD are set by tests/e2e/global-setup.ts');
  return { username, password };
}

/**
 * A made-up client address for one test (the e2e server trusts one proxy hop, see
 * tests/support/server.ts): registrations and sign-in failures are limited per address, and tests
 * that register must not use up the limit of 127.0.0.1 for the rest of the suite.
 */
export function ownClientAddress(): Record<string, string> {
  const bytes = randomBytes(3);
  return { 'x-forwarded-for': `10.${bytes[0]}.${bytes[1]}.${bytes[2]}` };
}

export function newCredentials(prefix = 'staff'): Credentials {
  return {
    username: `${prefix}-${randomBytes(4).toString('hex')}`,
    password: `pw-${randomBytes(8).toString('hex')}`,
  };
}

/**
 * Signs the page's browser context in through the API (its cookie jar is the context's), so a test
 * starts on the screen it is about rather than on the login form.
 */
export async function signIn(
  page: Page,
  credentials: Credentials = adminCredentials(),
): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
}

/** A Bearer token for calls made by the test itself (cookie calls from outside the page lack an Origin). */
export async function bearerToken(
  request: APIRequestContext,
  credentials: Credentials = adminCredentials(),
) {
  const response = await request.post('/api/auth/login', { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { authToken: string };
  return { Authorization: `Bearer ${body.authToken}` };
}

export async function registerAccount(request: APIRequestContext, credentials: Credentials) {
  const response = await request.post('/api/auth/register', { data: credentials });
  expect(response.status(), await response.text()).toBe(201);
}

/** Approves an account as the administrator; returns its id. */
export async function approve(request: APIRequestContext, username: string): Promise<string> {
  const headers = await bearerToken(request);
  const users = (await (await request.get('/api/users', { headers })).json()) as {
    id: string;
    username: string;
  }[];
  const user = users.find((entry) => entry.username === username);
  if (!user) throw new Error(`no user ${username}`);
  const response = await request.patch(`/api/users/${user.id}`, {
    headers,
    data: { role: 'admin' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return user.id;
}

/** axe-core's WCAG 2 A/AA rules and best practices: no violation at all. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Judge the page as it settles: an entrance animation (the liturgy section fades in) would
  // otherwise be measured half-transparent, failing contrast at random.
  // (Endless ones, such as a spinner, are left alone.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

/** Opens a dashboard tab by its URL and waits for its heading. */
export async function openTab(
  page: Page,
  tab: string,
  heading: string | RegExp,
  prefix = '',
): Promise<void> {
  await page.goto(`${prefix}/dashboard?tab=${tab}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}
