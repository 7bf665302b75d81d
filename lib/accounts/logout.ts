import 'server-only';
import { revokeSession } from '@/lib/accounts/users';
import { SESSION_MAX_AGE } from './cookie';
import { assertSameOrigin, getSessionUser } from './session';

/**
 * Ends the sign-in of the token the request carries (Bearer or cookie): that token and every
 * re-issued copy of it stop working everywhere. False when there was no valid session to end.
 */
export async function logout(request: Request): Promise<boolean> {
  const user = await getSessionUser(request);
  if (!user) return false;
  // Another site must not be able to sign a visitor out through their cookie.
  if (user.via === 'cookie') assertSameOrigin(request);
  await revokeSession(user.token.sid, SESSION_MAX_AGE);
  return true;
}
