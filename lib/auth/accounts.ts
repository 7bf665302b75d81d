import 'server-only';
import { unauthorized } from '@/lib/api/errors';
import { getEnv } from '@/lib/env';
import { countUsers, createUser, findUserForLogin, registrationClosed } from '@/lib/db/users';
import type { LoginInput, PublicUser, RegisterInput } from '@/lib/validation/auth';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import { beginLoginAttempt } from './throttle';

export interface AccountIdentity extends PublicUser {
  id: string;
}

/** One answer for an unknown user and a wrong password, so neither can be told from the other. */
export const invalidCredentials = () => unauthorized('Incorrect username or password');

/** Creates an account under REGISTRATION (approval by default; the first account is admin). */
export async function registerAccount(input: RegisterInput): Promise<AccountIdentity> {
  const policy = getEnv().registration;
  // Fast refusal before the deliberately slow hash; createUser checks again inside its transaction.
  if (policy === 'closed' && (await countUsers()) > 0) throw registrationClosed();
  const passwordHash = await hashPassword(input.password);
  const user = await createUser({ username: input.username, passwordHash }, policy);
  return { id: user.id, username: user.username, role: user.role };
}

/**
 * Checks a username and password, throttled per username and per address (429 with
 * Retry-After). Shared by POST /api/auth/login and next-auth's credentials provider.
 */
export async function authenticate(input: LoginInput, address: string): Promise<AccountIdentity> {
  const attempt = beginLoginAttempt(input.username, address);
  const user = await findUserForLogin(input.username);
  // An unknown user costs one hash verification too: timing does not reveal which accounts exist.
  const valid = user
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) throw invalidCredentials();
  attempt.succeeded();
  return { id: user.id, username: user.username, role: user.role };
}
