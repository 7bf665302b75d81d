import 'server-only';
import { cookies } from 'next/headers';
import { SESSION_COOKIE } from './cookie';
import { userFromToken, type SessionUser } from './session';

/**
 * The signed-in user for a server component, from the session cookie. Reading cookies makes the
 * page dynamic: use it only on staff pages (login, dashboard), never on cached public pages.
 */
export async function getCurrentUser(): Promise<SessionUser | null> {
  const raw = (await cookies()).get(SESSION_COOKIE)?.value;
  return raw ? userFromToken(raw, 'cookie') : null;
}
