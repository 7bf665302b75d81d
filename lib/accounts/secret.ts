import 'server-only';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getEnv } from '@/lib/env';
import { siteSecret } from '@/lib/db/site-secrets';
import { processSingleton } from '@/lib/process/singletons.mjs';

// Where the first release kept a generated secret; read once to carry its sessions over.
const LEGACY_SECRET_FILE = 'auth-secret';

// Process-wide: route handlers are separate bundles, and all of them must sign with the same key.
const state = processSingleton('authSecret', (): { value?: string } => ({}));

/**
 * Loads the key that signs session tokens, once at start-up (instrumentation.ts, under the
 * start-up lock): AUTH_SECRET or NEXTAUTH_SECRET when set; otherwise a random secret generated
 * once and stored in the database, so every instance that shares the database signs and checks
 * tokens alike, with nothing to configure. An install from before kept it in DATA_DIR/auth-secret:
 * that value becomes the stored one, so nobody is signed out by the upgrade.
 */
export async function loadAuthSecret(): Promise<string> {
  const env = getEnv();
  state.value =
    env.configuredSecret ??
    (await siteSecret(
      'auth',
      () => legacySecret(env.dataDir) ?? randomBytes(48).toString('base64url'),
    ));
  return state.value;
}

function legacySecret(dataDir: string): string | undefined {
  const file = path.join(dataDir, LEGACY_SECRET_FILE);
  const value = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  return value.length >= 32 ? value : undefined;
}

export function getAuthSecret(): string {
  const secret = getEnv().configuredSecret ?? state.value;
  if (!secret) throw new Error('The auth secret is read before start-up loaded it');
  return secret;
}
