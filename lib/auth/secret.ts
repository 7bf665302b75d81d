import 'server-only';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { getEnv } from '@/lib/env';

const SECRET_FILE = 'auth-secret';

/**
 * The key that signs session tokens: AUTH_SECRET or NEXTAUTH_SECRET when set, otherwise a random
 * secret generated once into the data directory (mode 0600), so a fresh install is secure
 * without configuration and sessions survive restarts.
 */
export function ensureAuthSecret(): string {
  const env = getEnv();
  if (env.configuredSecret) return env.configuredSecret;
  const file = path.join(env.dataDir, SECRET_FILE);
  if (!existsSync(file)) {
    try {
      // 'wx' fails if another process created it first; then we read theirs.
      writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8').trim();
}

let secret: string | undefined;
export function getAuthSecret(): string {
  secret ??= ensureAuthSecret();
  return secret;
}
