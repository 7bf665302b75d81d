import 'server-only';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { withHashSlot } from './hash-slots';

// argon2id at OWASP's parameters (m=19 MiB, t=2, p=1): a few tens of milliseconds and 19 MiB per
// hash, computed off the main thread by @node-rs/argon2. Stored in the standard PHC form
// (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`), which carries its own parameters.
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1, algorithm: 2 /* Argon2id */ };
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`;

const normalize = (password: string) => password.normalize('NFKC');

export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => argon2Hash(normalize(password), ARGON2));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  return withHashSlot(async () => {
    if (stored.startsWith('$argon2')) {
      try {
        return await argon2Verify(stored, normalize(password));
      } catch {
        return false;
      }
    }
    if (stored.startsWith('scrypt$')) return verifyScrypt(normalize(password), stored);
    return false;
  });
}

/** Hashes from before argon2id (scrypt) or with older parameters are replaced at the next sign-in. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT_PREFIX);
}

// Verified against when the username does not exist, so an unknown user costs the same time as a
// wrong password and the two cannot be told apart.
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= argon2Hash(randomBytes(16).toString('hex'), ARGON2);
  await verifyPassword(password, await dummyHash);
  return false;
}

// The first release stored scrypt (`scrypt$N$r$p$salt$hash`); those hashes are still accepted.
function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, hash] = stored.split('$');
  const N = Number(n);
  const R = Number(r);
  const P = Number(p);
  if (!salt || !hash || ![N, R, P].every(Number.isSafeInteger)) return Promise.resolve(false);
  const expected = Buffer.from(hash, 'base64');
  const options = { N, r: R, p: P, maxmem: 256 * N * R + 16 * 1024 * 1024 };
  return new Promise((resolve) =>
    scryptCallback(password, Buffer.from(salt, 'base64'), expected.length, options, (error, key) =>
      resolve(!error && key.length === expected.length && timingSafeEqual(key, expected)),
    ),
  );
}
