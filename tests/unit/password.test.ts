import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from '@/lib/accounts/password';
import { withHashSlot } from '@/lib/accounts/hash-slots';

/** A hash as the first release stored it (scrypt N=2^17, r=8, p=1). */
function firstReleaseHash(password: string): string {
  const salt = randomBytes(16);
  const N = 2 ** 17;
  const key = scryptSync(password.normalize('NFKC'), salt, 32, {
    N,
    r: 8,
    p: 1,
    maxmem: 256 * N * 8 + 16 * 2 ** 20,
  });
  return ['scrypt', N, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

describe('password hashes', () => {
  it('hashes with argon2id at OWASP parameters and verifies', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('wrong', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('still accepts the first release’s scrypt hashes, and marks them for an upgrade', async () => {
    const hash = firstReleaseHash('пароль-parafiia');
    expect(await verifyPassword('пароль-parafiia', hash)).toBe(true);
    expect(await verifyPassword('пароль', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(true);
  });

  it('refuses malformed stored hashes instead of throwing', async () => {
    for (const stored of ['', 'plain', 'scrypt$x$y$z$$', '$argon2id$broken']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });
});

describe('hash slots', () => {
  it('runs at most one hash per core, queues a few, and refuses the rest at once with 503', async () => {
    const release: (() => void)[] = [];
    const blocked = () => withHashSlot(() => new Promise<void>((resolve) => release.push(resolve)));
    const running = Array.from({ length: 200 }, () =>
      blocked().then(
        () => 'done',
        (e) => e,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    const started = release.length;
    expect(started).toBeGreaterThan(0);
    expect(started).toBeLessThanOrEqual(64);
    // Let everything that was admitted finish, one after another.
    for (let i = 0; i < 200 && release.length; i++) {
      release.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    const outcomes = await Promise.all(running);
    const refused = outcomes.filter((outcome) => outcome !== 'done');
    expect(refused.length).toBeGreaterThan(100);
    for (const error of refused)
      expect(error).toMatchObject({ status: 503, code: 'service_unavailable' });
  });
});
