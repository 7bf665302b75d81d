import 'server-only';
import { revokeToken } from '@/lib/db/users';
import { assertSameOrigin, getSessionUser } from './session';

/**
 * Revokes the token the request carries (Bearer or cookie), so it stops working everywhere even
 * if a copy survives. False when there was no valid session to end.
 */
export async function logout(request: Request): Promise<boolean> {
  const user = await getSessionUser(request);
  if (!user) return false;
  // Another site must not be able to sign a visitor out through their cookie.
  if (user.via === 'cookie') assertSameOrigin(request);
  await revokeToken(user.token.jti, user.token.exp);
  return true;
}
