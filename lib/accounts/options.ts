import 'server-only';
import type { AuthOptions, Session } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { ApiError } from '@/lib/http/errors';
import { clientAddress } from '@/lib/http/client-address';
import { isSessionRevoked, revokeSession } from '@/lib/accounts/users';
import { getDb } from '@/lib/db/client';
import { loginSchema, type PublicUser } from '@/lib/accounts/schemas';
import { authenticate } from './accounts';
import { SESSION_COOKIE, SESSION_MAX_AGE, sessionCookieOptions } from './cookie';
import { getAuthSecret } from './secret';
import { newSessionId, pastAbsoluteLifetime, sessionIdOf, signedInAtOf } from './tokens';

// NOTE: next-auth v4 builds its callback and redirect URLs from NEXTAUTH_URL, or from the request's
// Host when AUTH_TRUST_HOST is set. This site has no configured public URL (it runs on any host
// and port), so the Host the browser used is the right origin. An explicit NEXTAUTH_URL still wins.
process.env.AUTH_TRUST_HOST ??= '1';

export type ParishSession = Session & { user: PublicUser & { name: string } };

/**
 * next-auth v4 configured to speak our tokens: the same secret, cookie name and lifetime as
 * POST /api/auth/login, so `getServerSession(getAuthOptions())` knows a user signed in either way,
 * and a token revoked by logout (or whose user was removed) is refused here too. Built per call
 * because the secret is read at run time (the build must not create one).
 */
export function getAuthOptions({ secure = false }: { secure?: boolean } = {}): AuthOptions {
  const { httpOnly, sameSite, path } = sessionCookieOptions(secure);
  return {
    secret: getAuthSecret(),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE },
    jwt: { maxAge: SESSION_MAX_AGE },
    useSecureCookies: secure,
    cookies: {
      sessionToken: { name: SESSION_COOKIE, options: { httpOnly, sameSite, path, secure } },
    },
    pages: { signIn: '/login' },
    providers: [
      CredentialsProvider({
        name: 'credentials',
        credentials: {
          username: { label: 'Username', type: 'text' },
          password: { label: 'Password', type: 'password' },
        },
        async authorize(credentials, request) {
          const input = loginSchema.safeParse({
            username: credentials?.username,
            password: credentials?.password,
          });
          if (!input.success) return null;
          try {
            const user = await authenticate(
              input.data,
              clientAddress({ headers: request.headers ?? {} }),
            );
            return { id: user.id, name: user.username, role: user.role };
          } catch (error) {
            // A wrong password is a plain refusal; throttling keeps its message for the error page.
            if (error instanceof ApiError && error.status === 401) return null;
            throw error;
          }
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          const role = (user as { role?: string }).role;
          const signedInAt = Math.floor(Date.now() / 1000);
          return { ...token, sub: user.id, name: user.name, role, sid: newSessionId(), signedInAt };
        }
        // Every later check: the sign-in must not be revoked and its user must still exist.
        const sid = sessionIdOf(token);
        const exp = typeof token.exp === 'number' ? token.exp : 0;
        const signedInAt = signedInAtOf(token);
        if (
          !sid ||
          !token.sub ||
          exp * 1000 <= Date.now() ||
          pastAbsoluteLifetime(signedInAt) ||
          (await isSessionRevoked(sid))
        ) {
          throw new Error('Session ended');
        }
        const current = await getDb().user.findUnique({
          where: { id: token.sub },
          select: { username: true, role: true },
        });
        if (!current) throw new Error('Session ended');
        return { ...token, name: current.username, role: current.role, signedInAt };
      },
      session({ session, token }): ParishSession {
        const username = String(token.name ?? '');
        return {
          expires: session.expires,
          user: { name: username, username, role: token.role === 'admin' ? 'admin' : 'pending' },
        };
      },
    },
    // One line per event instead of next-auth's multi-line dumps with stack traces: an ended
    // session (revoked or removed account) is routine, not a crash.
    logger: {
      error: (code, metadata) =>
        console.warn(
          `[auth] ${code}: ${metadata instanceof Error ? metadata.message : describe(metadata)}`,
        ),
      warn: (code) => console.warn(`[auth] ${code}`),
      debug: () => {},
    },
    events: {
      // next-auth's own sign-out ends the token server-side too, like POST /api/auth/logout.
      async signOut({ token }) {
        const sid = token && sessionIdOf(token);
        if (sid) await revokeSession(sid, SESSION_MAX_AGE);
      },
    },
  };
}

function describe(metadata: unknown): string {
  const error = (metadata as { error?: unknown } | null)?.error;
  return error instanceof Error ? error.message : 'see next-auth documentation for this code';
}
