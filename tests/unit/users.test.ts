import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setUpMigratedDatabase } from '../support/migrated-database';

// The account rules that must hold under concurrency, straight against a real database (SQLite,
// or PostgreSQL with TEST_DATABASE_URL). Through HTTP the slow password hash spaces requests out
// and hides races; here the check-then-write windows really overlap.
const database = setUpMigratedDatabase();
let users: typeof import('@/lib/accounts/users');

// Any string will do: these tests never verify a password.
const passwordHash = 'scrypt$131072$8$1$c2FsdA==$aGFzaA==';

beforeAll(async () => {
  users = await import('@/lib/accounts/users');
});

beforeEach(async () => {
  await database.db.user.deleteMany({});
});

const adminCount = () => database.db.user.count({ where: { role: 'admin' } });

describe('createUser', () => {
  it('makes exactly one administrator when many accounts are created at once on a new site', async () => {
    for (let round = 0; round < 5; round++) {
      await database.db.user.deleteMany({});
      const created = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          users.createUser({ username: `r${round}u${i}`, passwordHash }, 'approval'),
        ),
      );
      expect(created.filter((user) => user.role === 'admin')).toHaveLength(1);
      expect(await adminCount()).toBe(1);
    }
  });

  it('closed: of many simultaneous first registrations exactly one succeeds', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        users.createUser({ username: `closed${i}`, passwordHash }, 'closed'),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refusals = results.filter((result) => result.status === 'rejected');
    expect(refusals.map((result) => (result as PromiseRejectedResult).reason.status)).toEqual(
      refusals.map(() => 403),
    );
    expect(await database.db.user.count()).toBe(1);
  });

  it('open: every account is an administrator', async () => {
    const created = await Promise.all(
      ['a1', 'a2', 'a3'].map((username) => users.createUser({ username, passwordHash }, 'open')),
    );
    expect(created.map((user) => user.role)).toEqual(['admin', 'admin', 'admin']);
  });

  it('refuses a taken username with 409, also when two register it at the same moment', async () => {
    await users.createUser({ username: 'first', passwordHash }, 'approval');
    const results = await Promise.allSettled(
      [1, 2, 3].map(() => users.createUser({ username: 'twin', passwordHash }, 'approval')),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason.status).toBe(409);
    }
    expect(await database.db.user.count({ where: { username: 'twin' } })).toBe(1);
  });

  it('never returns the password hash', async () => {
    const user = await users.createUser({ username: 'private', passwordHash }, 'approval');
    expect(Object.keys(user).sort()).toEqual(['createdAt', 'id', 'role', 'username']);
    for (const listed of await users.listUsers()) expect(listed).not.toHaveProperty('passwordHash');
  });
});

describe('the last administrator', () => {
  async function twoAdmins() {
    const a = await users.createUser({ username: `alpha${Date.now()}`, passwordHash }, 'open');
    const b = await users.createUser({ username: `bravo${Date.now()}`, passwordHash }, 'open');
    return [a, b] as const;
  }

  it('two administrators demoting each other at once always leave one', async () => {
    for (let round = 0; round < 10; round++) {
      await database.db.user.deleteMany({});
      const [a, b] = await twoAdmins();
      const results = await Promise.allSettled([
        users.setUserRole(a.id, 'pending'),
        users.setUserRole(b.id, 'pending'),
      ]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find(
        (result) => result.status === 'rejected',
      ) as PromiseRejectedResult;
      expect(refused.reason.status).toBe(409);
      expect(await adminCount()).toBe(1);
    }
  });

  it('two administrators removed at once: one stays', async () => {
    for (let round = 0; round < 10; round++) {
      await database.db.user.deleteMany({});
      const [a, b] = await twoAdmins();
      const results = await Promise.allSettled([users.deleteUser(a.id), users.deleteUser(b.id)]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      expect(await adminCount()).toBe(1);
    }
  });

  it('a demotion and a removal at once: one administrator stays', async () => {
    for (let round = 0; round < 10; round++) {
      await database.db.user.deleteMany({});
      const [a, b] = await twoAdmins();
      await Promise.allSettled([users.setUserRole(a.id, 'pending'), users.deleteUser(b.id)]);
      expect(await adminCount()).toBe(1);
    }
  });

  it('approving and revoking pending accounts is unrestricted', async () => {
    const admin = await users.createUser({ username: 'boss', passwordHash }, 'approval');
    const member = await users.createUser({ username: 'member', passwordHash }, 'approval');
    expect(member.role).toBe('pending');
    expect((await users.setUserRole(member.id, 'admin'))?.role).toBe('admin');
    expect((await users.setUserRole(admin.id, 'pending'))?.role).toBe('pending');
    await expect(users.setUserRole(member.id, 'pending')).rejects.toMatchObject({ status: 409 });
    // No such user: null (lib/db's convention; the handlers answer 404).
    expect(await users.setUserRole('nonexistent', 'admin')).toBeNull();
    expect(await users.deleteUser('nonexistent')).toBeNull();
  });
});
