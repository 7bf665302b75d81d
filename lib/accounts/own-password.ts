import 'server-only';
import { getDb } from '@/lib/db/client';
import { serializable } from '@/lib/db/serializable';
import { recordActivity } from '@/lib/activity/record';
import { hashPassword, verifyPassword } from '@/lib/accounts/password';
import { beginLoginAttempt } from '@/lib/accounts/throttle';
import type { SessionUser } from '@/lib/accounts/session';
import { wrongCurrentPassword } from './errors';
import type { PasswordChange } from './account-schemas';
import { endSessions } from './sessions';

/**
 * Proves the signed-in owner knows the current password. Counted like a sign-in attempt (per
 * account and address, 429 beyond the limit), so a stolen session cannot guess it either.
 */
async function verifyCurrentPassword(user: SessionUser, password: string, address: string) {
  const attempt = await beginLoginAttempt(user.username, address);
  const row = await getDb().user.findUnique({
    where: { id: user.id },
    select: { passwordHash: true },
  });
  if (!row || !(await verifyPassword(password, row.passwordHash))) throw wrongCurrentPassword();
  await attempt.succeeded();
  return row.passwordHash;
}

/**
 * The owner's own password change: refused (nothing changed) on a wrong current password; on
 * success every other sign-in of the account ends and this one stays. `email` (optional) is
 * stored in the same write.
 */
export async function changeOwnPassword(
  user: SessionUser,
  input: PasswordChange,
  address: string,
): Promise<{ email: string | null }> {
  const previous = await verifyCurrentPassword(user, input.currentPassword, address);
  const passwordHash = await hashPassword(input.newPassword);
  const email = await serializable(async (tx) => {
    const row = await tx.user.update({
      // Unchanged since it was verified, so two changes at once cannot both win.
      where: { id: user.id, passwordHash: previous },
      data: { passwordHash, ...(input.email !== undefined ? { email: input.email } : {}) },
      select: { email: true },
    });
    await endSessions(tx, user.id, user.token.sid);
    return row.email;
  });
  await recordActivity({ actorId: user.id, action: 'account.password', target: user.username });
  return { email };
}

/** The e-mail address alone, after the current password is proven. */
export async function changeOwnEmail(
  user: SessionUser,
  input: { currentPassword: string; email?: string | null },
  address: string,
): Promise<{ email: string | null }> {
  await verifyCurrentPassword(user, input.currentPassword, address);
  const row = await getDb().user.update({
    where: { id: user.id },
    data: { email: input.email ?? null },
    select: { email: true },
  });
  await recordActivity({ actorId: user.id, action: 'account.email', target: user.username });
  return row;
}

export async function getOwnAccount(userId: string) {
  return getDb().user.findUnique({
    where: { id: userId },
    select: { username: true, role: true, email: true },
  });
}
