import 'server-only';
import type { AuthOptions, User } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import CredentialsProvider from 'next-auth/providers/credentials';
import { ApiError } from '@/lib/http/errors';
import { clientAddress } from '@/lib/http/client-address';
import { loginSchema, type Role } from './schemas';
import { authenticate } from './accounts';
import { SESSION_MAX_AGE } from './cookie';
import { getAuthSecret } from './secret';
import { signInClaims } from './tokens';

/** What the credentials provider hands to the jwt callback for a signed-in account. */
export interface CredentialsUser extends User {
  id: string;
  name: string;
  role: Role;
  sessionVersion: number;
}

/**
 * next-auth v4's configuration: the Credentials provider checks a username and password
 * (throttled, lib/accounts/accounts.ts), and the jwt callback shapes the session token. Both sign-in
 * doors (POST /api/auth/login with JSON for scripts, and the login form posting without
 * JavaScript) go through these two, in lib/accounts/sign-in.ts; tokens are encoded with next-auth's
 * own JWT format. Built per call because the secret is read at run time (the build must not
 * create one).
 */
export function getAuthOptions(): AuthOptions {
  return {
    secret: getAuthSecret(),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE },
    jwt: { maxAge: SESSION_MAX_AGE },
    pages: { signIn: '/login' },
    providers: [
      CredentialsProvider({
        id: 'credentials',
        name: 'credentials',
        credentials: {
          username: { label: 'Username', type: 'text' },
          password: { label: 'Password', type: 'password' },
        },
        async authorize(credentials, request): Promise<CredentialsUser | null> {
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
            return { ...user, name: user.username };
          } catch (error) {
            // A wrong password is a plain refusal (null); throttling (429) keeps its answer.
            if (error instanceof ApiError && error.status === 401) return null;
            throw error;
          }
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }): JWT {
        if (!user) return token;
        const account = user as CredentialsUser;
        return {
          ...token,
          ...signInClaims({
            id: account.id,
            username: account.name,
            role: account.role,
            sessionVersion: account.sessionVersion,
          }),
        };
      },
    },
  };
}
