import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { ApiError } from '@/lib/http/errors';
import { languageByCode, defaultLanguage, localizedPath } from '@/lib/i18n/languages';
import { registerSchema } from './schemas';
import { registerAccount } from './accounts';
import { setSessionCookie } from './session-response';
import { issueSessionToken } from './sign-in';

// The register form's own fields; size-checked before anything else, like the login form's.
const registerFormSchema = z.object({
  username: z.string().max(64).default(''),
  password: z.string().max(256).default(''),
  language: z.string().max(16).optional(),
});

/** Why the form came back, as /login?mode=register&error= shows it in the visitor's language. */
export type RegisterFormError =
  'required' | 'username' | 'password' | 'taken' | 'closed' | 'throttled';

/**
 * The register form posted without JavaScript (method="post", urlencoded): the same registration
 * as the JSON API, answered 303 to the dashboard with the session cookie, or back to the register
 * form with an error code. The password travels only in the request body.
 */
export async function registerFromForm(
  request: Request,
  address: string,
  origin: string,
): Promise<NextResponse> {
  const form = Object.fromEntries(new URLSearchParams(await request.text()));
  const parsed = registerFormSchema.safeParse(form);
  const fields = parsed.success ? parsed.data : { username: '', password: '' };
  const language =
    ('language' in fields && fields.language && languageByCode(fields.language)) || defaultLanguage;
  const back = (error: RegisterFormError) =>
    redirect(
      `${localizedPath(language.tag, '/login')}?${new URLSearchParams({ mode: 'register', error })}`,
    );
  const username = fields.username.trim().toLowerCase();
  if (!username || !fields.password) return back('required');
  const input = registerSchema.safeParse({ username, password: fields.password });
  if (!input.success) {
    return back(input.error.issues[0]?.path[0] === 'username' ? 'username' : 'password');
  }
  try {
    const user = await registerAccount(input.data, address, origin);
    const authToken = await issueSessionToken({ ...user, name: user.username });
    const response = redirect(localizedPath(language.tag, '/dashboard'));
    setSessionCookie(request, response, authToken);
    return response;
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return back('throttled');
    if (error instanceof ApiError && error.status === 409) return back('taken');
    if (error instanceof ApiError && error.status === 403) return back('closed');
    throw error;
  }
}

// 303: the browser follows with a GET, so a reload does not post the password again.
function redirect(path: string): NextResponse {
  const response = new NextResponse(null, { status: 303, headers: { Location: path } });
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
