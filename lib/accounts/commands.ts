import 'server-only';
import { recordActivity, type Actor } from '@/lib/activity/record';
import type { Role } from './schemas';
import { deleteUser, setUserRole, type UserSummary } from './users';

// An administrator's writes on other accounts, each whole: the row (with the rule that one
// administrator always remains) and the activity entry. Route handlers call these and nothing else.

/** Null when there is no such account; 409 when it would leave no administrator. */
export async function changeUserRole(
  actor: Actor,
  id: string,
  role: Role,
): Promise<UserSummary | null> {
  const user = await setUserRole(id, role);
  if (!user) return null;
  await recordActivity({ actorId: actor.id, action: `user.role.${role}`, target: user.username });
  return user;
}

/** Deletes an account; false when there is none; 409 when it is the last administrator. */
export async function removeUser(actor: Actor, id: string): Promise<boolean> {
  const deleted = await deleteUser(id);
  if (!deleted) return false;
  await recordActivity({ actorId: actor.id, action: 'user.delete', target: deleted });
  return true;
}
