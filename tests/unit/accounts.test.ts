import { randomBytes } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setUpMigratedDatabase } from '../support/migrated-database';

// Reset links and the last administrator, against a real database (SQLite, or PostgreSQL with
// TEST_DATABASE_URL), with an injected clock: a link's day passes without waiting a day.
const database = setUpMigratedDatabase();
let links: typeof import('@/lib/accounts/reset-links');
let users: typeof import('@/lib/accounts/users');
let activity: typeof import('@/lib/activity/record');

// Any string will do where no password is verified.
const passwordHash = 'scrypt$131072$8$1$c2FsdA==$aGFzaA==';
const ORIGIN = 'https://parish.test';
const HOUR = 3600_000;

beforeAll(async () => {
  links = await import('@/lib/accounts/reset-links');
  users = await import('@/lib/accounts/users');
  activity = await import('@/lib/activity/record');
});

beforeEach(async () => {
  await database.db.passwordResetToken.deleteMany({});
  await database.db.activityEntry.deleteMany({});
  await database.db.user.deleteMany({});
});

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
const newPassword = () => `pw-${randomBytes(8).toString('hex')}`;

describe('reset links', () => {
  it('work until 24 hours after they were issued, then say expired and change nothing', async () => {
    const user = await users.createUser({ username: 'anna', passwordHash }, 'approval');
    const issuedAt = new Date('2026-11-01T10:00:00Z');
    const link = await links.createResetLink(user.id, ORIGIN, { actorId: null, now: issuedAt });
    expect(link.expiresAt).toBe('2026-11-02T10:00:00.000Z');
    expect(link.resetUrl.startsWith(`${ORIGIN}/reset-password?token=`)).toBe(true);
    const token = tokenOf(link.resetUrl);

    const late = new Date(issuedAt.getTime() + 24 * HOUR);
    expect(await links.checkResetToken(token, late)).toBe('reset_expired');
    await expect(links.resetPasswordWithToken(token, newPassword(), late)).rejects.toMatchObject({
      status: 400,
      reason: 'reset_expired',
    });
    const row = await database.db.user.findUnique({ where: { id: user.id } });
    expect(row?.passwordHash).toBe(passwordHash);
    expect(row?.sessionVersion).toBe(0);

    const inTime = new Date(issuedAt.getTime() + 24 * HOUR - 1000);
    expect(await links.checkResetToken(token, inTime)).toBeNull();
    await links.resetPasswordWithToken(token, newPassword(), inTime);
    const after = await database.db.user.findUnique({ where: { id: user.id } });
    expect(after?.passwordHash).not.toBe(passwordHash);
    expect(after?.sessionVersion).toBe(1);
    expect(after?.keptSessionId).toBeNull();
  });

  it('are single-use, even when used twice at the same moment', async () => {
    const user = await users.createUser({ username: 'boris', passwordHash }, 'approval');
    const link = await links.createResetLink(user.id, ORIGIN, { actorId: null });
    const token = tokenOf(link.resetUrl);
    const results = await Promise.allSettled([
      links.resetPasswordWithToken(token, newPassword()),
      links.resetPasswordWithToken(token, newPassword()),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    await expect(links.resetPasswordWithToken(token, newPassword())).rejects.toMatchObject({
      reason: 'reset_used',
    });
    expect((await database.db.user.findUnique({ where: { id: user.id } }))?.sessionVersion).toBe(1);
  });

  it('an unknown token is invalid', async () => {
    expect(await links.checkResetToken(randomBytes(32).toString('base64url'))).toBe(
      'reset_invalid',
    );
  });
});

describe('the last administrator', () => {
  it('cannot be made an editor or pending, nor deleted; another one can', async () => {
    const admin = await users.createUser({ username: 'only', passwordHash }, 'approval');
    expect(admin.role).toBe('admin');
    await expect(users.setUserRole(admin.id, 'editor')).rejects.toMatchObject({ status: 409 });
    await expect(users.setUserRole(admin.id, 'pending')).rejects.toMatchObject({ status: 409 });
    await expect(users.deleteUser(admin.id)).rejects.toMatchObject({ status: 409 });
    const second = await users.createUser({ username: 'second', passwordHash }, 'approval');
    expect((await users.setUserRole(second.id, 'editor'))?.role).toBe('editor');
    // An editor is not an administrator: the first one is still the last.
    await expect(users.setUserRole(admin.id, 'editor')).rejects.toMatchObject({ status: 409 });
    expect((await users.setUserRole(second.id, 'admin'))?.role).toBe('admin');
    expect((await users.setUserRole(admin.id, 'editor'))?.role).toBe('editor');
  });

  it('a reset link leaves the password working until it is used', async () => {
    const admin = await users.createUser({ username: 'keeper', passwordHash }, 'approval');
    await links.createResetLink(admin.id, ORIGIN, { actorId: null });
    const row = await database.db.user.findUnique({ where: { id: admin.id } });
    expect(row?.passwordHash).toBe(passwordHash);
  });
});

describe('activity log retention', () => {
  it('prunes entries older than two years, keeps the rest', async () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const old = new Date(now.getTime() - (2 * 365 + 1) * 24 * HOUR);
    const recent = new Date(now.getTime() - 300 * 24 * HOUR);
    await activity.recordActivity({ actorId: null, action: 'test.old', target: 'a' }, old);
    await activity.recordActivity({ actorId: null, action: 'test.recent', target: 'b' }, recent);
    expect(await activity.pruneActivity(now)).toBe(1);
    const left = await activity.listActivity(1);
    expect(left.entries.map((entry) => entry.action)).toEqual(['test.recent']);
    expect(left.entries[0]?.actor).toBeNull();
  });
});
