import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  adminToken,
  api,
  fakeAddress,
  registerAdmin,
  registerUser,
  sameOrigin,
  uniqueUsername,
  userId,
} from '../support/api';
import { escaped } from '../support/html';
import { formControlProblems } from '../support/form-controls';

// Issue 38: the activity log reads like a diary (a scheduled publish credited to whoever
// scheduled it, registrations logged, pages named in the reader's language), reset links open in
// the dashboard's language and name the account, and registration works as a plain form post.

interface Entry {
  at: string;
  actor: string | null;
  action: string;
  target: string;
}

const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

async function activity(): Promise<Entry[]> {
  const log = await api('/api/activity', { token: adminToken() });
  expect(log.status).toBe(200);
  return log.body.entries as Entry[];
}

describe('the activity log', () => {
  it('credits a scheduled publish to the person who scheduled it, and names the page in the reader’s language', async () => {
    const scheduler = await registerAdmin('scheduler');
    const slug = `diary-${randomBytes(3).toString('hex')}`;
    const created = await api('/api/pages', {
      token: adminToken(),
      json: {
        slug,
        section: '',
        title: { en: `Diary page ${slug}`, ua: `Сторінка щоденника ${slug}` },
        showInMenu: false,
      },
    });
    expect(created.status, created.text).toBe(201);
    const publishAt = new Date(Date.now() + 1_500).toISOString();
    const scheduled = await api(`/api/content/${slug}`, {
      method: 'PUT',
      token: scheduler.token,
      json: {
        title: { en: `Diary page ${slug}`, ua: '' },
        content: { en: doc('Scheduled text'), ua: doc('Запланований текст') },
        publishAt,
      },
    });
    expect(scheduled.status, scheduled.text).toBe(200);
    expect(scheduled.body.status).toBe('draft');
    // Reading the page publishes a draft whose time has come.
    await expect
      .poll(
        async () => {
          const page = await api(`/api/content/${slug}`);
          return JSON.stringify(page.body);
        },
        { timeout: 15_000, interval: 500 },
      )
      .toContain('Scheduled text');
    const entry = (await activity()).find(
      (each) => each.action === 'page.publish-scheduled' && each.target === slug,
    );
    expect(entry).toMatchObject({ actor: scheduler.username });

    const dashboard = await api('/ua/dashboard?tab=activity', { cookie: adminToken() });
    expect(dashboard.status).toBe(200);
    expect(dashboard.text).toContain(escaped(`Заплановано: ${scheduler.username}`));
    expect(dashboard.text).toContain(escaped(`Сторінка щоденника ${slug}`));
    const english = await api('/dashboard?tab=activity', { cookie: adminToken() });
    expect(english.text).toContain(escaped(`Scheduled by ${scheduler.username}`));
    expect(english.text).toContain(escaped(`Diary page ${slug}`));
    // On a phone each cell keeps its column's name.
    expect(english.text).toMatch(/<td data-label="Account">/);
  });

  it('logs a registration, credited to the new account', async () => {
    const user = await registerUser('diary-reg');
    const entry = (await activity()).find((each) => each.target === user.username);
    expect(entry).toMatchObject({ actor: user.username, action: 'account.register-pending' });
    const dashboard = await api('/dashboard?tab=activity', { cookie: adminToken() });
    // The table's cell, not the messages the page hands its scripts.
    expect(dashboard.text).toContain('>Registered an account (waiting for approval)</td>');
  });
});

describe('accounts waiting for approval', () => {
  it('badge the Users tab and show a line on the landing tab', async () => {
    await registerUser('diary-wait');
    const landing = await api('/dashboard', { cookie: adminToken() });
    expect(landing.status).toBe(200);
    expect(landing.text).toMatch(/aria-label="Users, \d+ waiting for approval"/);
    expect(landing.text).toMatch(/<a [^>]*>Approve or delete them in Users\.<\/a>/);
    const ukrainian = await api('/ua/dashboard', { cookie: adminToken() });
    expect(ukrainian.text).toMatch(/aria-label="Користувачі, очікують схвалення: \d+"/);
  });
});

describe('dashboard titles', () => {
  it('each tab has its own <title>', async () => {
    const users = await api('/dashboard?tab=users', { cookie: adminToken() });
    expect(users.text).toMatch(/<title>Users · Dashboard[^<]*<\/title>/);
    const activityTab = await api('/ua/dashboard?tab=activity', { cookie: adminToken() });
    expect(activityTab.text).toMatch(/<title>Журнал змін · Панель керування[^<]*<\/title>/);
  });
});

describe('reset links', () => {
  it('made from the Ukrainian dashboard open /ua/reset-password, which names the account', async () => {
    const user = await registerUser('diary-reset');
    const id = await userId(user.username);
    const made = await api(`/api/users/${id}/password-reset?language=ua`, {
      method: 'POST',
      token: adminToken(),
    });
    expect(made.status).toBe(201);
    const link = new URL(made.body.resetUrl);
    expect(link.pathname).toBe('/ua/reset-password');
    const page = await api(`${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(escaped(`Виберіть новий пароль для ${user.username}.`));
    // Without a language: the default one, as before.
    const plain = await api(`/api/users/${id}/password-reset`, {
      method: 'POST',
      token: adminToken(),
    });
    expect(new URL(plain.body.resetUrl).pathname).toBe('/reset-password');
  });
});

describe('registration without JavaScript', () => {
  it('the register form posts urlencoded: 303 to the dashboard with a session, or back with the reason', async () => {
    const username = uniqueUsername('noscript');
    const post = (fields: Record<string, string>) =>
      api('/api/auth/register', {
        body: new URLSearchParams(fields).toString(),
        headers: {
          ...sameOrigin(),
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': fakeAddress(),
        },
      });
    const made = await post({ username, password: 'no-script-password-1', language: 'ua' });
    expect(made.status).toBe(303);
    expect(made.headers.get('location')).toBe('/ua/dashboard');
    expect(made.headers.getSetCookie().join('\n')).toMatch(/parish\.session=[^;]+/);

    const taken = await post({ username, password: 'no-script-password-1' });
    expect(taken.status).toBe(303);
    expect(taken.headers.get('location')).toBe('/login?mode=register&error=taken');
    const shown = await api('/login?mode=register&error=taken');
    expect(shown.text).toContain('This username is already taken.');
    expect(shown.text).toContain('action="/api/auth/register"');
  });
});

describe('form controls', () => {
  it.each([
    '/login',
    '/ua/login',
    '/login?mode=register',
    '/contact-us',
    '/ua/contact-us',
    '/search',
  ])('%s: every control typed and labelled', async (path) => {
    const page = await api(path);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<input/);
    expect(formControlProblems(page.text)).toEqual([]);
  });

  it('the reset page too', async () => {
    const user = await registerUser('diary-form');
    const made = await api(`/api/users/${await userId(user.username)}/password-reset`, {
      method: 'POST',
      token: adminToken(),
    });
    const link = new URL(made.body.resetUrl);
    const page = await api(`${link.pathname}${link.search}`);
    expect(formControlProblems(page.text)).toEqual([]);
  });
});
