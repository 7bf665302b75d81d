import 'server-only';
import { invalidCredentials, type AccountIdentity } from './accounts';
import { getAuthOptions, type CredentialsUser } from './options';
import { encodeToken } from './tokens';

/**
 * The one sign-in path: next-auth's Credentials provider checks the password and its jwt callback
 * builds the token, exactly as next-auth's credentials callback does (next-auth/core/routes/
 * callback.js), without the CSRF round trip its HTML endpoint needs: our doors are a JSON API
 * (Bearer clients, no cookies) and a same-origin form (Origin checked). 401 on a wrong password,
 * 429 when throttled.
 */
export async function signInWithCredentials(
  credentials: { username: string; password: string },
  headers: Headers,
): Promise<{ user: AccountIdentity; authToken: string }> {
  const options = getAuthOptions();
  const provider = options.providers.find((candidate) => candidate.id === 'credentials');
  // NOTE: next-auth keeps the configured authorize() in `options` (the outer one is a stub).
  const authorize = (provider as { options?: { authorize?: unknown } } | undefined)?.options
    ?.authorize as
    | ((
        credentials: Record<string, string>,
        request: { headers: Record<string, string> },
      ) => Promise<CredentialsUser | null>)
    | undefined;
  if (!authorize) throw new Error('next-auth credentials provider missing');
  const user = await authorize(credentials, { headers: Object.fromEntries(headers) });
  if (!user) throw invalidCredentials();
  return { user: identityOf(user), authToken: await issueSessionToken(user) };
}

/** A new sign-in's token for an account that just proved who it is (registration, sign-in). */
export async function issueSessionToken(user: CredentialsUser): Promise<string> {
  const options = getAuthOptions();
  const token = await options.callbacks!.jwt!({
    token: { name: user.name, sub: user.id },
    user,
    account: { providerAccountId: user.id, type: 'credentials', provider: 'credentials' },
    trigger: 'signIn',
  });
  return encodeToken(token);
}

const identityOf = (user: CredentialsUser): AccountIdentity => ({
  id: user.id,
  username: user.name,
  role: user.role,
  sessionVersion: user.sessionVersion,
});
