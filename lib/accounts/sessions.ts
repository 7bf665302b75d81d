import 'server-only';
import type { Tx } from '@/lib/db/serializable';

/**
 * Ends every sign-in of an account except `keepSessionId` (the one that is changing its own
 * password), by raising the account's session version: tokens carry the version they were minted
 * under and older ones are refused (lib/accounts/session.ts). One row update, whatever the number of
 * sessions, and no list of live tokens to keep.
 */
export async function endSessions(
  tx: Tx,
  userId: string,
  keepSessionId: string | null,
): Promise<void> {
  await tx.user.update({
    where: { id: userId },
    data: { sessionVersion: { increment: 1 }, keptSessionId: keepSessionId },
  });
}
