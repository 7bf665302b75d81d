import { createHash, randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  adminToken,
  api,
  baseUrl,
  fakeAddress,
  login,
  registerAdmin,
  registerUser,
  sessionCookie,
  userId,
  type TestUser,
} from '../support/api';
import { selectRows } from '../support/db-rows';
import { sql, tinyPdf, form } from '../support/uploads';

// Issue 23 through HTTP on the shared server: own password change, reset links, roles and the
// activity log. (Forgot-by-e-mail needs a site with SMTP_URL: forgot-password.test.ts.)

const databaseUrl = () => inject('databaseUrl');

/** Registers an account and has the administrator approve it as an editor. */
async function registerEditor(prefix = 'editor'): Promise<TestUser & { id: string }> {
  const user = await registerUser(prefix);
  const id = await userId(user.username);
  const approved = await api(`/api/users/${id}`, {
    method: 'PATCH',
    token: adminToken(),
    json: { role: 'editor' },
  });
  expect(approved.status).toBe(200);
  expect(approved.body.role).toBe('editor');
  return { ...user, role: 'editor' as never, id };
}

const changePassword = (token: string, json: unknown, address = fakeAddress()) =>
  api('/api/auth/password', { token, json, headers: { 'x-forwarded-for': address } });

const newPassword = () => `new-${randomBytes(8).toString('hex')}`;

describe('POST /api/auth/password (own password)', () => {
  it('changes the password: the old one is refused, the new one works, other sessions end, this one stays', async () => {
    const user = await registerUser('own-pw');
    const other = await login(user.username, user.password);
    expect(other.status).toBe(200);
    const next = newPassword();
    const response = await changePassword(user.token, {
      currentPassword: user.password,
      newPassword: next,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true, email: null });
    // This sign-in stays; the other one ended.
    expect((await api('/api/auth/me', { token: user.token })).status).toBe(200);
    expect((await api('/api/auth/me', { token: other.body.authToken })).status).toBe(401);
    expect((await login(user.username, user.password)).status).toBe(401);
    const fresh = await login(user.username, next);
    expect(fresh.status).toBe(200);
    expect((await api('/api/auth/me', { token: fresh.body.authToken })).status).toBe(200);
  });

  it('refuses a wrong current password (400, field named), changing nothing', async () => {
    const user = await registerUser('own-pw-wrong');
    const other = await login(user.username, user.password);
    const response = await changePassword(user.token, {
      currentPassword: 'not-my-password',
      newPassword: newPassword(),
    });
    expect(response.status).toBe(400);
    expect(response.body.error.reason).toBe('wrong_password');
    expect(Object.keys(response.body.error.fields)).toEqual(['currentPassword']);
    expect((await api('/api/auth/me', { token: other.body.authToken })).status).toBe(200);
    expect((await login(user.username, user.password)).status).toBe(200);
  });

  it('counts wrong current passwords toward the sign-in throttle (429 after 5)', async () => {
    const user = await registerUser('own-pw-throttle');
    const address = fakeAddress();
    for (let i = 0; i < 5; i++) {
      const wrong = await changePassword(
        user.token,
        { currentPassword: `wrong-${i}`, newPassword: newPassword() },
        address,
      );
      expect(wrong.status).toBe(400);
    }
    const blocked = await changePassword(
      user.token,
      { currentPassword: user.password, newPassword: newPassword() },
      address,
    );
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
    expect((await login(user.username, user.password)).status).toBe(200);
  });

  it('applies the registration rules and validates an optional e-mail address', async () => {
    const user = await registerUser('own-pw-rules');
    const short = await changePassword(user.token, {
      currentPassword: user.password,
      newPassword: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.body.error.fields.newPassword).toBeTruthy();
    const badEmail = await changePassword(user.token, {
      currentPassword: user.password,
      newPassword: newPassword(),
      email: 'not an address',
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error.fields.email).toBeTruthy();
    expect((await login(user.username, user.password)).status).toBe(200);
    const next = newPassword();
    const withEmail = await changePassword(user.token, {
      currentPassword: user.password,
      newPassword: next,
      email: 'anna@parish.test',
    });
    expect(withEmail.status).toBe(200);
    expect(withEmail.body.email).toBe('anna@parish.test');
  });

  it('needs a session (401) and a same-origin Origin for a cookie (403)', async () => {
    expect(
      (
        await api('/api/auth/password', {
          json: { currentPassword: 'x', newPassword: newPassword() },
        })
      ).status,
    ).toBe(401);
    const user = await registerUser('own-pw-csrf');
    const response = await api('/api/auth/password', {
      cookie: user.token,
      json: { currentPassword: user.password, newPassword: newPassword() },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect((await login(user.username, user.password)).status).toBe(200);
  });
});

describe('reset links (POST /api/users/{id}/password-reset, POST /api/auth/reset)', () => {
  const issue = (id: string, token = adminToken()) =>
    api(`/api/users/${id}/password-reset`, { method: 'POST', token });
  const tokenOf = (resetUrl: string) => new URL(resetUrl).searchParams.get('token')!;
  const reset = (token: string, password: string) =>
    api('/api/auth/reset', { json: { token, password } });

  it('issues a single-use link for 24 hours, stored hashed; using it ends every session', async () => {
    const user = await registerUser('reset');
    const id = await userId(user.username);
    const before = Date.now();
    const issued = await issue(id);
    expect(issued.status).toBe(201);
    expect(Object.keys(issued.body).sort()).toEqual(['expiresAt', 'resetUrl']);
    const url = new URL(issued.body.resetUrl);
    expect(url.pathname).toBe('/reset-password');
    const token = tokenOf(issued.body.resetUrl);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expires = Date.parse(issued.body.expiresAt);
    expect(expires - before).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(expires - before).toBeLessThanOrEqual(24 * 3600_000 + 60_000);

    // Only a digest is in the database.
    const rows = await selectRows<{ tokenHash: string }>(
      databaseUrl(),
      'SELECT "tokenHash" FROM "PasswordResetToken" WHERE "userId" = $1',
      [id],
    );
    expect(rows.map((row) => row.tokenHash)).toEqual([
      createHash('sha256').update(token).digest('hex'),
    ]);

    // The password still works until the link is used.
    expect((await login(user.username, user.password)).status).toBe(200);
    const next = newPassword();
    const used = await reset(token, next);
    expect(used.status).toBe(200);
    expect(used.body).toEqual({ ok: true, username: user.username });
    expect((await api('/api/auth/me', { token: user.token })).status).toBe(401);
    expect((await login(user.username, user.password)).status).toBe(401);
    expect((await login(user.username, next)).status).toBe(200);

    const again = await reset(token, newPassword());
    expect(again.status).toBe(400);
    expect(again.body.error.reason).toBe('reset_used');
    expect((await login(user.username, next)).status).toBe(200);
  });

  it('refuses a forged or expired token and changes nothing', async () => {
    const user = await registerUser('reset-bad');
    const id = await userId(user.username);
    const forged = await reset(randomBytes(32).toString('base64url'), newPassword());
    expect(forged.status).toBe(400);
    expect(forged.body.error.reason).toBe('reset_invalid');
    const malformed = await reset('abc', newPassword());
    expect(malformed.status).toBe(400);

    const token = tokenOf((await issue(id)).body.resetUrl);
    // Its expiry moved to the moment it was issued: past, whatever the database's date format.
    await sql('UPDATE "PasswordResetToken" SET "expiresAt" = "createdAt" WHERE "userId" = $1', [
      id,
    ]);
    const expired = await reset(token, newPassword());
    expect(expired.status).toBe(400);
    expect(expired.body.error.reason).toBe('reset_expired');
    expect((await login(user.username, user.password)).status).toBe(200);
    expect((await api('/api/auth/me', { token: user.token })).status).toBe(200);
  });

  it('a newer link replaces an unused older one', async () => {
    const user = await registerUser('reset-twice');
    const id = await userId(user.username);
    const first = tokenOf((await issue(id)).body.resetUrl);
    const second = tokenOf((await issue(id)).body.resetUrl);
    expect((await reset(first, newPassword())).body.error.reason).toBe('reset_invalid');
    expect((await reset(second, newPassword())).status).toBe(200);
  });

  it('administrators only: 401, 403 for editors and pending accounts, 404 for no such user', async () => {
    const user = await registerUser('reset-guard');
    const id = await userId(user.username);
    const editor = await registerEditor('reset-editor');
    expect((await api(`/api/users/${id}/password-reset`, { method: 'POST' })).status).toBe(401);
    expect((await issue(id, editor.token)).status).toBe(403);
    expect((await issue(id, user.token)).status).toBe(403);
    expect((await issue('nosuchuser')).status).toBe(404);
    const rows = await selectRows(
      databaseUrl(),
      'SELECT 1 FROM "PasswordResetToken" WHERE "userId" = $1',
      [id],
    );
    expect(rows).toHaveLength(0);
  });
});

describe('roles', () => {
  let editor: TestUser & { id: string };
  beforeAll(async () => {
    editor = await registerEditor('role-editor');
  });

  it('an editor gets 403 on settings, site pictures, users and the activity log, changing nothing', async () => {
    const settings = (await api('/api/settings')).body;
    const put = await api('/api/settings', { method: 'PUT', token: editor.token, json: settings });
    expect(put.status).toBe(403);
    expect(put.body.error.code).toBe('forbidden');
    const pictures = await api('/api/settings/pictures', {
      method: 'PUT',
      token: editor.token,
      json: { heroImage: '' },
    });
    expect(pictures.status).toBe(403);
    expect((await api('/api/users', { token: editor.token })).status).toBe(403);
    const other = await registerUser('role-target');
    const otherId = await userId(other.username);
    const patch = await api(`/api/users/${otherId}`, {
      method: 'PATCH',
      token: editor.token,
      json: { role: 'admin' },
    });
    expect(patch.status).toBe(403);
    const self = await api(`/api/users/${editor.id}`, {
      method: 'PATCH',
      token: editor.token,
      json: { role: 'admin' },
    });
    expect(self.status).toBe(403);
    expect(
      (await api(`/api/users/${otherId}`, { method: 'DELETE', token: editor.token })).status,
    ).toBe(403);
    expect((await api('/api/activity', { token: editor.token })).status).toBe(403);
    const list = (await api('/api/users', { token: adminToken() })).body as {
      id: string;
      role: string;
    }[];
    expect(list.find((u) => u.id === otherId)?.role).toBe('pending');
    expect(list.find((u) => u.id === editor.id)?.role).toBe('editor');
  });

  it('an editor gets 2xx on page content, bulletins, announcements and services', async () => {
    const page = await api('/api/content/holy-sacraments');
    const body = page.body ?? {
      title: { en: '', ua: '' },
      content: {
        en: { type: 'doc', content: [{ type: 'paragraph' }] },
        ua: { type: 'doc', content: [{ type: 'paragraph' }] },
      },
      version: 0,
    };
    const saved = await api('/api/content/holy-sacraments', {
      method: 'PUT',
      token: editor.token,
      json: { title: body.title, content: body.content, version: body.version },
    });
    expect(saved.status).toBe(200);

    const bulletin = await api('/api/bulletins', {
      method: 'POST',
      token: editor.token,
      body: form(
        { title: 'Editor bulletin', date: '2026-12-13', label: 'Weekly' },
        { file: { data: tinyPdf('Editor'), name: 'editor.pdf', type: 'application/pdf' } },
      ),
    });
    expect(bulletin.status).toBe(201);
    expect(
      (await api(`/api/bulletins/${bulletin.body.id}`, { method: 'DELETE', token: editor.token }))
        .status,
    ).toBe(204);

    const announcement = await api('/api/announcements', {
      method: 'POST',
      token: editor.token,
      json: {
        title: { en: 'Editor news', ua: 'Новини редактора' },
        subtitle: { en: '', ua: '' },
        body: { en: 'Text', ua: 'Текст' },
        date: '2026-12-01',
        published: false,
      },
    });
    expect(announcement.status).toBe(201);
    expect(
      (
        await api(`/api/announcements/${announcement.body.id}`, {
          method: 'DELETE',
          token: editor.token,
        })
      ).status,
    ).toBe(204);

    const service = await api('/api/services', {
      method: 'POST',
      token: editor.token,
      json: {
        title: { en: 'Editor service', ua: 'Богослуження' },
        note: { en: '', ua: '' },
        dayTime: { en: 'Friday 6 PM', ua: 'Пʼятниця, 18:00' },
        livestreamed: false,
      },
    });
    expect(service.status).toBe(201);
    expect(
      (await api(`/api/services/${service.body.id}`, { method: 'DELETE', token: editor.token }))
        .status,
    ).toBe(204);
    expect((await api('/api/contact', { token: editor.token })).status).toBe(200);
  });

  it('PATCH takes admin | editor | pending and nothing else', async () => {
    const user = await registerUser('role-values');
    const id = await userId(user.username);
    for (const role of ['editor', 'admin', 'pending']) {
      const response = await api(`/api/users/${id}`, {
        method: 'PATCH',
        token: adminToken(),
        json: { role },
      });
      expect(response.status).toBe(200);
      expect(response.body.role).toBe(role);
    }
    const wrong = await api(`/api/users/${id}`, {
      method: 'PATCH',
      token: adminToken(),
      json: { role: 'owner' },
    });
    expect(wrong.status).toBe(400);
  });

  it('/api/auth/me tells an editor its role', async () => {
    const me = await api('/api/auth/me', { token: editor.token });
    expect(me.body).toEqual({ user: { username: editor.username, role: 'editor' } });
  });
});

describe('GET /api/activity', () => {
  interface Entry {
    at: string;
    actor: string | null;
    action: string;
    target: string;
  }
  const activity = async (page = 1) =>
    (
      await api<{ entries: Entry[]; total: number }>(`/api/activity?page=${page}`, {
        token: adminToken(),
      })
    ).body;
  const latest = async (count = 50) => (await activity()).entries.slice(0, count);

  it('records each kind of staff write with time, account, action and target, never a secret', async () => {
    const admin = await registerAdmin('activity-admin');
    const editor = await registerEditor('activity-editor');
    const seen = new Set<string>();
    const expectEntry = async (action: string, actor: string | null, target?: string) => {
      const entries = await latest();
      const entry = entries.find(
        (candidate) =>
          candidate.action === action &&
          candidate.actor === actor &&
          (target === undefined || candidate.target === target),
      );
      expect(entry, `${action} by ${actor}`).toBeDefined();
      expect(Date.now() - Date.parse(entry!.at)).toBeLessThan(120_000);
      seen.add(action);
    };

    // Settings and pictures (administrator).
    const settings = (await api('/api/settings')).body;
    expect(
      (await api('/api/settings', { method: 'PUT', token: admin.token, json: settings })).status,
    ).toBe(200);
    await expectEntry('settings.save', admin.username);
    const pictures = (await api('/api/settings/pictures')).body;
    expect(
      (
        await api('/api/settings/pictures', {
          method: 'PUT',
          token: admin.token,
          json: { heroImageAlt: pictures.heroImageAlt ?? '' },
        })
      ).status,
    ).toBe(200);
    await expectEntry('settings.pictures', admin.username);

    // A page save and a restore (editor).
    const current = (await api('/api/content/text-lyrics')).body;
    const doc = (value: string) => ({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: value }] }],
    });
    const save = await api('/api/content/text-lyrics', {
      method: 'PUT',
      token: editor.token,
      json: {
        title: { en: 'Text lyrics', ua: 'Тексти' },
        content: { en: doc('Activity test'), ua: doc('Тест') },
        version: current?.version ?? 0,
      },
    });
    expect(save.status).toBe(200);
    await expectEntry('page.save', editor.username, 'text-lyrics');
    const revisions = (await api('/api/content/text-lyrics/revisions', { token: editor.token }))
      .body;
    const restore = await api(`/api/content/text-lyrics/revisions/${revisions[0].id}/restore`, {
      method: 'POST',
      token: editor.token,
    });
    expect(restore.status).toBe(200);
    await expectEntry('page.restore', editor.username, 'text-lyrics');

    // Bulletins.
    const bulletin = await api('/api/bulletins', {
      method: 'POST',
      token: editor.token,
      body: form(
        { title: 'Activity bulletin', date: '2026-12-20', label: 'Weekly' },
        { file: { data: tinyPdf('Activity'), name: 'a.pdf', type: 'application/pdf' } },
      ),
    });
    expect(bulletin.status).toBe(201);
    await expectEntry('bulletin.create', editor.username, 'Activity bulletin');
    expect(
      (
        await api(`/api/bulletins/${bulletin.body.id}`, {
          method: 'PUT',
          token: editor.token,
          json: { title: 'Activity bulletin 2', date: '2026-12-20', label: 'Weekly' },
        })
      ).status,
    ).toBe(200);
    await expectEntry('bulletin.update', editor.username, 'Activity bulletin 2');
    await api(`/api/bulletins/${bulletin.body.id}`, { method: 'DELETE', token: editor.token });
    await expectEntry('bulletin.delete', editor.username, 'Activity bulletin 2');

    // Announcements.
    const announcement = await api('/api/announcements', {
      method: 'POST',
      token: editor.token,
      json: {
        title: { en: 'Activity news', ua: 'Новини' },
        subtitle: { en: '', ua: '' },
        body: { en: 'Text', ua: 'Текст' },
        date: '2026-12-01',
        published: false,
      },
    });
    await expectEntry('announcement.create', editor.username, 'Activity news');
    await api(`/api/announcements/${announcement.body.id}`, {
      method: 'PUT',
      token: editor.token,
      json: { published: false },
    });
    await expectEntry('announcement.update', editor.username, 'Activity news');
    await api(`/api/announcements/${announcement.body.id}`, {
      method: 'DELETE',
      token: editor.token,
    });
    await expectEntry('announcement.delete', editor.username, 'Activity news');

    // Services.
    const service = await api('/api/services', {
      method: 'POST',
      token: editor.token,
      json: {
        title: { en: 'Activity service', ua: 'Служба' },
        note: { en: '', ua: '' },
        dayTime: { en: 'Friday 6 PM', ua: 'Пʼятниця, 18:00' },
        livestreamed: false,
      },
    });
    await expectEntry('service.create', editor.username, 'Activity service');
    await api(`/api/services/${service.body.id}`, {
      method: 'PUT',
      token: editor.token,
      json: { livestreamed: true },
    });
    await expectEntry('service.update', editor.username, 'Activity service');
    await api(`/api/services/${service.body.id}`, { method: 'DELETE', token: editor.token });
    await expectEntry('service.delete', editor.username, 'Activity service');

    // Assets.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const asset = await api('/api/files?dir=images', {
      method: 'POST',
      token: editor.token,
      body: form({}, { file: { data: png, name: 'activity.png', type: 'image/png' } }),
    });
    expect(asset.status).toBe(201);
    await expectEntry('asset.upload', editor.username);

    // A message deleted.
    await api('/api/contact', {
      json: {
        name: 'Activity Visitor',
        email: 'visitor@parish.test',
        phone: '',
        subject: 'general',
        message: 'Hello from the activity test.',
      },
      headers: { 'x-forwarded-for': fakeAddress() },
    });
    const messages = (await api('/api/contact', { token: editor.token })).body as {
      id: string;
      name: string;
    }[];
    const message = messages.find((candidate) => candidate.name === 'Activity Visitor');
    expect(message).toBeDefined();
    await api(`/api/contact/${message!.id}`, { method: 'DELETE', token: editor.token });
    await expectEntry('message.delete', editor.username, 'Activity Visitor');

    // Users and roles, reset links, password changes and resets.
    const member = await registerUser('activity-member');
    const memberId = await userId(member.username);
    await api(`/api/users/${memberId}`, {
      method: 'PATCH',
      token: admin.token,
      json: { role: 'editor' },
    });
    await expectEntry('user.role.editor', admin.username, member.username);
    const link = await api(`/api/users/${memberId}/password-reset`, {
      method: 'POST',
      token: admin.token,
    });
    await expectEntry('user.reset-link', admin.username, member.username);
    const secret = newPassword();
    await api('/api/auth/reset', {
      json: { token: new URL(link.body.resetUrl).searchParams.get('token'), password: secret },
    });
    await expectEntry('account.reset', member.username, member.username);
    const fresh = await login(member.username, secret);
    const changed = newPassword();
    await changePassword(fresh.body.authToken, { currentPassword: secret, newPassword: changed });
    await expectEntry('account.password', member.username, member.username);
    await api(`/api/users/${memberId}`, { method: 'DELETE', token: admin.token });
    await expectEntry('user.delete', admin.username, member.username);

    // Never a secret: no password, hash or token anywhere in the log.
    const all = JSON.stringify((await activity()).entries);
    for (const value of [secret, changed, member.password, link.body.resetUrl]) {
      expect(all).not.toContain(value);
    }
    expect(all).not.toContain('$argon2');
    expect(seen.size).toBe(20);
  });

  it('the Activity tab shows what an entry is about in words of the reader’s language', async () => {
    const admin = await registerAdmin('activity-words');
    const cookie = sessionCookie(await login(admin.username, admin.password));
    const settings = (await api('/api/settings')).body;
    expect(
      (await api('/api/settings', { method: 'PUT', token: admin.token, json: settings })).status,
    ).toBe(200);
    const service = await api('/api/services', {
      method: 'POST',
      token: admin.token,
      json: {
        title: { en: 'Activity tab service', ua: 'Богослуження з журналу' },
        note: { en: '', ua: '' },
        dayTime: { en: 'Friday 6 PM', ua: 'П’ятниця, 18:00' },
        livestreamed: false,
      },
    });
    expect(service.status).toBe(201);
    const tab = async (prefix: string) =>
      (
        await fetch(`${baseUrl()}${prefix}/dashboard?tab=activity`, {
          headers: { cookie: `parish.session=${cookie}` },
        })
      ).text();
    // Settings fields by the labels the Settings tab gives them, never their API names.
    const ukrainian = await tab('/ua');
    expect(ukrainian).toContain('Назва, Опис, Адреса');
    expect(ukrainian).toContain('Богослуження з журналу');
    expect(ukrainian).not.toContain('title, description');
    const english = await tab('');
    expect(english).toContain('Title, Description, Address');
    expect(english).toContain('Activity tab service');
    expect(english).not.toContain('title, description');
    await api(`/api/services/${service.body.id}`, { method: 'DELETE', token: admin.token });
  });

  it('lists newest first, a page at a time; administrators only', async () => {
    const log = await activity();
    expect(log.total).toBeGreaterThan(0);
    const times = log.entries.map((entry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await api('/api/activity')).status).toBe(401);
    const pending = await registerUser('activity-pending');
    expect((await api('/api/activity', { token: pending.token })).status).toBe(403);
    expect((await api('/api/activity?page=0', { token: adminToken() })).status).toBe(400);
    expect((await api('/api/activity?page=x', { token: adminToken() })).status).toBe(400);
  });
});
