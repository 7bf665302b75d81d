import 'server-only';
import { after } from 'next/server';
import { recordActivity } from '@/lib/activity/record';
import { unauthorized } from '@/lib/http/errors';
import { getEnv } from '@/lib/env';
import {
  countUsers,
  createUser,
  findUserForLogin,
  registrationClosed,
  replacePasswordHash,
  usernameExists,
  usernameTaken,
} from '@/lib/accounts/users';
import type { LoginInput, PublicUser, RegisterInput } from '@/lib/accounts/schemas';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password';
import { beginLoginAttempt, countRegistration } from './throttle';
import { notifyAdminsOfPendingAccount } from './staff-mail';

export interface AccountIdentity extends PublicUser {
  id: string;
  /** For the session token (see TokenClaims.sv). */
  sessionVersion: number;
}

/** One answer for an unknown user and a wrong password, so neither can be told from the other. */
export const invalidCredentials = () => unauthorized('Incorrect username or password');

/**
 * Creates an account under REGISTRATION (approval by default; the first account is admin).
 * Everything cheap is refused before the deliberately slow hash: too many registrations from this
 * address, closed registration, a taken name. createUser checks the last two again in its
 * transaction. The registration is in the activity log; one that waits for approval is e-mailed
 * to the administrators (with SMTP_URL) after the answer, with a link to `origin`'s Users tab.
 */
export async function registerAccount(
  input: RegisterInput,
  address: string,
  origin: string,
): Promise<AccountIdentity> {
  await countRegistration(address);
  const policy = getEnv().registration;
  if (policy === 'closed' && (await countUsers()) > 0) throw registrationClosed();
  if (await usernameExists(input.username)) throw usernameTaken();
  const passwordHash = await hashPassword(input.password);
  const user = await createUser({ username: input.username, passwordHash }, policy);
  await recordActivity({
    actorId: user.id,
    action: user.role === 'pending' ? 'account.register-pending' : 'account.register',
    target: user.username,
  });
  if (user.role === 'pending') after(() => notifyAdminsOfPendingAccount(user.username, origin));
  return { id: user.id, username: user.username, role: user.role, sessionVersion: 0 };
}

/**
 * Checks a username and password, throttled per account and address (429 with Retry-After).
 * Called by next-auth's credentials provider (lib/accounts/options.ts), the one sign-in path. A hash from an older
 * scheme is replaced by the current one once the password is known to be right.
 */
export async function authenticate(input: LoginInput, address: string): Promise<AccountIdentity> {
  const attempt = await beginLoginAttempt(input.username, address);
  const user = await findUserForLogin(input.username);
  // An unknown user costs one hash verification too: timing does not reveal which accounts exist.
  const valid = user
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) throw invalidCredentials();
  await attempt.succeeded();
  if (needsRehash(user.passwordHash)) {
    await replacePasswordHash(user.id, user.passwordHash, await hashPassword(input.password));
  }
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    sessionVersion: user.sessionVersion,
  };
}
