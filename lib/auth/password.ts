import 'server-only';
import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

// scrypt at OWASP's recommended parameters (N=2^17, r=8, p=1): ~128 MiB and a few hundred ms per
// hash, which is the point. Stored as `scrypt$N$r$p$salt$hash` so parameters can change later.
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

const withMemory = (o: { N: number; r: number; p: number }): ScryptOptions => ({
  ...o,
  maxmem: 256 * o.N * o.r + 16 * 1024 * 1024,
});

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, withMemory(PARAMS));
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(
    password,
    Buffer.from(salt, 'base64'),
    withMemory({ N: Number(n), r: Number(r), p: Number(p) }),
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

// Verified against when the username does not exist, so an unknown user costs the same time as a
// wrong password and the two cannot be told apart.
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
  return false;
}
